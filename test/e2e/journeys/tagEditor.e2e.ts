/** An admin whose role holds only the tag permissions sees only Tags and is refused elsewhere. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';
import { TAG_EDITOR } from '../fixtures.ts';

let browser: TBrowser;
before(async () => {
  browser = await openBrowser();
});
after(() => browser.close());

test('the tag editor sees only Tags in the menu', async () => {
  const { page } = browser;
  await login(page, TAG_EDITOR.username, TAG_EDITOR.password);
  const nav = page.getByRole('navigation');
  await nav.getByText('Tags').first().waitFor();
  await screenshot(page, 'tag-editor-menu');
  for (const hidden of ['Directors', 'Questions', 'Information pages']) {
    assert.equal(await nav.getByText(hidden, { exact: true }).count(), 0, `${hidden} should not be in the menu`);
  }
});

test('a forbidden route shows the tag editor a 403 inside the shell, naming the permission', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/directors`);
  await page.getByText('(list-directors)', { exact: false }).waitFor();
  assert.match(page.url(), /#\/directors$/);
  // The menu stays.
  await page.getByRole('navigation', { name: 'Navigation' }).getByText('Tags').waitFor();
  await screenshot(page, 'forbidden');
});

test('leaving a form with unsaved changes asks first, by a link or the browser\'s Back; staying keeps what was typed', async () => {
  const { page } = browser;
  const asked: string[] = [];
  let leave = false;
  const answer = async (dialog: import('playwright-core').Dialog) => {
    asked.push(dialog.message());
    await (leave ? dialog.accept() : dialog.dismiss());
  };
  page.on('dialog', answer);
  try {
    // Reached through the app, as staff do: the browser's Back is then the app's own history.
    await page.getByRole('navigation', { name: 'Navigation' }).getByText('Tags').first().click();
    await page.waitForURL(/#\/tags$/);
    const row = page.locator('tbody tr').first();
    const original = (await row.locator('td').nth(2).innerText()).trim();
    await row.getByRole('link', { name: /edit/i }).click();
    await page.waitForURL(/#\/tags\/edit\/\d+$/);
    const editing = page.url();
    const name = page.locator('input[name="name"]');
    await name.fill(`${original} (draft)`);

    await page.getByRole('navigation', { name: 'Navigation' }).getByText('Tags').first().click();
    await page.waitForTimeout(500);
    assert.equal(page.url(), editing);
    await page.goBack();
    await page.waitForTimeout(500);
    assert.equal(page.url(), editing);
    assert.equal(await name.inputValue(), `${original} (draft)`);
    assert.equal(asked.length, 2);
    assert.match(asked[0]!, /changes weren't saved/);

    leave = true;
    await page.goBack();
    await page.waitForURL(/#\/tags$/);
    // Nothing was saved.
    await page.locator('tbody tr').first().getByText(original, { exact: true }).waitFor();
  } finally {
    page.off('dialog', answer);
  }
});

test('a tag saved in another tab since its form was opened is not overwritten: the save says who and when, and keeps what was typed', async () => {
  const { page, context } = browser;
  await page.goto(`${BASE_URL}/#/tags`);
  await page.locator('tbody tr').nth(1).getByRole('link', { name: /edit/i }).click();
  await page.waitForURL(/#\/tags\/edit\/\d+$/);
  const name = page.locator('input[name="name"]');
  await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="name"]')?.value ?? '') !== '');
  const other = await context.newPage();
  await other.goto(page.url());
  await other.locator('input[name="name"]').fill('Saved in the other tab');
  await other.getByRole('button', { name: /save/i }).click();
  await other.waitForURL(/#\/tags$/);
  await other.close();
  await name.fill('Typed here');
  await page.getByRole('button', { name: /save/i }).click();
  await page.getByText(new RegExp(`^${TAG_EDITOR.username.replace('.', '\\.')} saved this record at`)).waitFor();
  await screenshot(page, 'tag-stale-save');
  assert.equal(await name.inputValue(), 'Typed here');
  await page.goto(`${BASE_URL}/#/tags`);
  await page.getByRole('cell', { name: 'Saved in the other tab' }).waitFor();
  assert.equal(await page.getByRole('cell', { name: 'Typed here' }).count(), 0);
});
