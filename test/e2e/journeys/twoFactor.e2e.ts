/** An admin with two-factor authentication binds a device by scanning the QR code, then logs in with codes. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';
import { codeFor, enterCode, logout, passwordStep } from '../session.ts';

const KENJI = { username: 'kenji.2fa', password: 'Kenji-pass-2024' };

let browser: TBrowser;
let otpauthUrl = '';
let acceptedCode = '';
before(async () => {
  browser = await openBrowser();
});
after(() => browser.close());

test('the super-admin creates an admin with two-factor authentication on', async () => {
  const { page } = browser;
  await login(page);
  await page.goto(`${BASE_URL}/#/permissions/admins/create`);
  await page.locator('input[name="username"]').fill(KENJI.username);
  await page.locator('input[name="password"]').fill(KENJI.password);
  await page.getByLabel('Two-factor authentication').check();
  await page.getByRole('combobox', { name: /roles/i }).click();
  await page.getByRole('option', { name: 'Tag editors' }).click();
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/permissions\/admins\/\d+$/);
  await logout(page);
});

test('the admin scans the QR code and enters the code', async () => {
  const { page } = browser;
  await passwordStep(page, KENJI.username, KENJI.password);
  const qr = page.locator('[data-otpauth]');
  await qr.waitFor();
  otpauthUrl = (await qr.getAttribute('data-otpauth'))!;
  assert.match(otpauthUrl, /^otpauth:\/\/totp\/Showrunner:kenji\.2fa\?/);
  await screenshot(page, 'login-qr');
  await page.getByRole('button', { name: /next/i }).click();
  await enterCode(page, '000000');
  await page.getByText('Wrong verification code.').waitFor();
  await screenshot(page, 'login-code');
  acceptedCode = codeFor(otpauthUrl);
  await enterCode(page, acceptedCode);
  await page.waitForURL(/#\/dashboard/);
  await page.getByText('Welcome back').waitFor();
  await page.getByRole('navigation', { name: 'Navigation' }).getByText('Tags').waitFor();
  assert.equal(await page.getByText('Protect your account with two-factor authentication').count(), 0);
  await logout(page);
});

test('at the next login the device is bound: the code alone is asked, and a used code is refused', async () => {
  const { page } = browser;
  await passwordStep(page, KENJI.username, KENJI.password);
  await page.locator('input[name="code"]').waitFor();
  assert.equal(await page.locator('[data-otpauth]').count(), 0);
  await enterCode(page, acceptedCode);
  await page.getByText('This code has already been used. Please wait for the next one.').waitFor();
  await enterCode(page, codeFor(otpauthUrl, 1));
  await page.waitForURL(/#\/dashboard/);
  await page.getByText('Welcome back').waitFor();
});
