/**
 * In Traditional and Simplified Chinese, every toast and error a day's work meets reads in that
 * language: a save, a delete, a field refused by the form and by the server, an action refused,
 * a page the admin's roles do not open, a session that ended. Never English, never a key.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, BASE_URL, openBrowser, screenshot, type TBrowser } from '../browser.ts';
import { TAG_EDITOR } from '../fixtures.ts';

const HAN = /\p{Script=Han}/u;
const KEY = /\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b/;
/** Latin words a Chinese message may hold: names the test typed, and what the glossary keeps in Latin. */
const LATIN_ALLOWED = /\b(CSV|IP|Logo|QR|E2E|TW|CN|\d+)\b/g;

const assertInChinese = (text: string, what: string) => {
  assert.match(text, HAN, `${what} is not in Chinese: ${text}`);
  assert.doesNotMatch(text, KEY, `${what} shows a key: ${text}`);
  const latin = text.replace(LATIN_ALLOWED, '').match(/[A-Za-z]{3,}/g);
  assert.equal(latin, null, `${what} holds English: ${text}`);
};

/** The text of the toast that shows next, then closes it. */
const toast = async (page: Page, what: string, shot: string): Promise<string> => {
  const message = page.locator('.MuiSnackbarContent-message').first();
  await message.waitFor();
  const text = (await message.innerText()).trim();
  await screenshot(page, shot);
  assertInChinese(text, what);
  // The next toast is told apart from this one once this one has gone: Escape closes it, as a keyboard user would.
  await page.keyboard.press('Escape');
  await message.waitFor({ state: 'detached', timeout: 20000 });
  return text;
};

const loginAs = async (page: Page, username: string, password: string) => {
  await page.goto(`${BASE_URL}/#/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/#\/dashboard/);
};

for (const locale of ['zh-TW', 'zh-CN'] as const) {
  describe(`messages in ${locale}`, () => {
    let browser: TBrowser;
    before(async () => {
      // The browser's language picks the app's at the first visit.
      browser = await openBrowser({ locale });
    });
    after(() => browser.close());

    test('a wrong password and a login refused', async () => {
      const { page } = browser;
      await page.goto(`${BASE_URL}/#/login`);
      await page.locator('input[name="username"]').fill('admin');
      await page.locator('input[name="password"]').fill('not-the-password-1');
      await page.locator('button[type="submit"]').click();
      const alert = page.getByRole('alert').filter({ hasText: HAN }).first();
      await alert.waitFor();
      await screenshot(page, `${locale}-login-failed`);
      assertInChinese(await alert.innerText(), 'the wrong password');
    });

    test('a form refusal, a save, a value already used, a delete', async () => {
      const { page } = browser;
      await loginAs(page, 'admin', ADMIN_PASSWORD);
      const name = `標籤 ${locale} ${Date.now() % 100000}`;
      await page.goto(`${BASE_URL}/#/tags/create`);
      // A change elsewhere, so that the form may be sent with its name left empty.
      await page.locator('input[name="sort"]').fill('5');
      await page.locator('button[type="submit"]').click();
      const required = page.locator('.MuiFormHelperText-root.Mui-error').first();
      await required.waitFor();
      assertInChinese(await required.innerText(), 'a required field');
      await toast(page, 'the form refusal', `${locale}-form-invalid`);

      await page.locator('input[name="name"]').fill(name);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(/#\/tags\/edit\/\d+$|#\/tags$/);
      const saved = await toast(page, 'the creation', `${locale}-created`);
      assert.ok(saved.includes(name), `the creation names the tag: ${saved}`);

      await page.goto(`${BASE_URL}/#/tags/create`);
      await page.locator('input[name="name"]').fill(name);
      await page.locator('button[type="submit"]').click();
      await toast(page, 'a value already used', `${locale}-unique`);
      const used = page.locator('.MuiFormHelperText-root.Mui-error').first();
      await used.waitFor();
      assertInChinese(await used.innerText(), 'the used value under its field');

      await page.goto(`${BASE_URL}/#/tags`);
      await page.getByText(name, { exact: true }).first().click();
      await page.waitForURL(/#\/tags\/edit\/\d+$/);
      await page.locator('button.ra-delete-button, button[aria-label="刪除"], button[aria-label="删除"]').first().click();
      const confirm = page.getByRole('dialog');
      if (await confirm.isVisible().catch(() => false)) {
        assertInChinese(await confirm.innerText(), 'the delete confirmation');
        await confirm.getByRole('button').last().click();
      }
      await toast(page, 'the deletion', `${locale}-deleted`);
    });

    test('an action refused names what is missing', async () => {
      const { page } = browser;
      await page.goto(`${BASE_URL}/#/videos/create`);
      await page.locator('input[name="serialNumber"]').fill(`I18N-${Date.now() % 100000}`);
      await page.locator('input[name="title"]').fill(`未完成 ${locale}`);
      await page.locator('input[name="videoDuration"]').fill('0:10:00');
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(/#\/videos\/edit\/\d+$/);
      await toast(page, 'the video creation', `${locale}-video-created`);
      await page.getByRole('button', { name: /^(發布|发布)$/ }).first().click();
      const dialog = page.getByRole('dialog');
      if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button').last().click();
      await toast(page, 'the refused publication', `${locale}-publish-refused`);
    });

    test('a page the roles do not open, and a session that ended', async () => {
      const { page } = browser;
      await page.evaluate(() => localStorage.removeItem('token'));
      await loginAs(page, TAG_EDITOR.username, TAG_EDITOR.password);
      await page.goto(`${BASE_URL}/#/directors`);
      const forbidden = page.getByText('list-directors', { exact: false });
      await forbidden.waitFor();
      await screenshot(page, `${locale}-forbidden`);
      // The permission's name is shown as it is, for the admin to ask for.
      assertInChinese((await forbidden.innerText()).replace('list-directors', ''), 'the 403 message');
      assertInChinese(await page.getByRole('heading').filter({ hasText: HAN }).first().innerText(), 'the 403 title');

      // The token is revoked on the server (a logout elsewhere): the next request ends the session.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      await page.evaluate(async (bearer) => {
        await fetch('/api/v1/admin/logout', { method: 'POST', headers: { Authorization: `Bearer ${bearer}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }, body: '{}' });
      }, token);
      await page.goto(`${BASE_URL}/#/tags`);
      await page.waitForURL(/#\/login/);
      const ended = page.getByRole('alert').filter({ hasText: HAN }).first();
      await ended.waitFor();
      await screenshot(page, `${locale}-session-ended`);
      assertInChinese(await ended.innerText(), 'the ended session');
    });
  });
}
