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

test('a forbidden route sends the tag editor to /401', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/directors`);
  await page.waitForURL(/#\/401$/);
  await screenshot(page, 'forbidden');
});
