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
