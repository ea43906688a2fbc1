/** A super-admin's day: log in, manage a tag, meet validation, switch language, log out. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';

let browser: TBrowser;
before(async () => {
  browser = await openBrowser();
});
after(() => browser.close());

test('the admin logs in and sees the dashboard', async () => {
  const { page } = browser;
  await login(page);
  await page.getByRole('heading', { name: /dashboard/i }).first().waitFor();
  await screenshot(page, 'dashboard');
});

test('the admin creates, edits and deletes a tag, and sees validation messages under the field', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/tags/create`);
  const name = page.locator('input[name="name"]');
  await name.waitFor();
  // Client-side validation from the shared schema (Save is enabled once the form is touched).
  await name.fill('x');
  await name.fill('');
  await page.getByRole('button', { name: /save/i }).click();
  await page.getByText('Required').first().waitFor();
  // The server's 409 for a name already used appears under the field.
  await name.fill('Drama');
  await page.getByRole('button', { name: /save/i }).click();
  await page.getByText('This value is already used').first().waitFor();
  await screenshot(page, 'tag-server-error');

  await name.fill('Slow cinema');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/tags(\/edit\/\d+)?$/);
  await page.goto(`${BASE_URL}/#/tags`);
  // The row's cell: the toast names the tag too.
  await page.locator('td', { hasText: 'Slow cinema' }).first().click();
  await page.waitForURL(/#\/tags\/edit\/\d+$/);
  await page.locator('input[name="name"]').fill('Slow cinema classics');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/tags$/);
  await page.locator('td', { hasText: 'Slow cinema classics' }).first().waitFor();
  await screenshot(page, 'tags-list');

  await page.locator('td', { hasText: 'Slow cinema classics' }).first().click();
  await page.waitForURL(/#\/tags\/edit\/\d+$/);
  await page.getByRole('button', { name: /delete/i }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: /confirm|delete/i });
  if (await confirm.count()) await confirm.first().click();
  await page.waitForURL(/#\/tags$/);
  await page.getByRole('row', { name: /Slow cinema classics/ }).waitFor({ state: 'detached' });
  // Gone on the server too, not only from the screen.
  await page.reload();
  await page.getByRole('row', { name: /Drama/ }).first().waitFor();
  assert.equal(await page.getByRole('row', { name: /Slow cinema classics/ }).count(), 0);
});

test('the admin switches to Traditional Chinese and sees the translated menu', async () => {
  const { page } = browser;
  await page.getByRole('button', { name: /language/i }).first().click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
  await page.getByText('切換語言成功').first().waitFor();
  await page.getByRole('navigation').getByText('標籤').first().waitFor();
  await screenshot(page, 'menu-zh-TW');
  assert.ok(await page.getByRole('navigation').getByText('導演').count());
});

test('the admin logs out and lands on the login page', async () => {
  const { page } = browser;
  await page.getByRole('button', { name: /帳號|個人|user|profile/i }).first().click();
  await page.getByRole('menuitem', { name: /登出|log ?out/i }).click();
  await page.waitForURL(/#\/login/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  assert.equal(token, null);
});
