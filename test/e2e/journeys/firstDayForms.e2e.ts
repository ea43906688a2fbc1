/**
 * A new staff member's first day, the form side: batch lines checked one by one, a role that
 * grants nothing, dashboard cards with their own figures, and two-factor bound at once from the
 * dashboard; in English and in Traditional Chinese.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';
import { codeFor, enterCode, logout, passwordStep } from '../session.ts';

const MEI = { username: 'mei.first', password: 'Mei-first-day-1' };

let browser: TBrowser;
before(async () => {
  browser = await openBrowser();
});
after(() => browser.close());

test('batch create marks the wrong lines and creates nothing until they are right', async () => {
  const { page } = browser;
  await login(page);
  await page.goto(`${BASE_URL}/#/videos/batch-create`);
  await page.getByLabel('Or paste serial numbers and titles').fill('FD-1, First day\nbad serial!, Second\nFD-3, Third');
  await page.getByRole('button', { name: 'Add these lines' }).click();
  await page.getByText('Letters, digits and . _ - only, starting with a letter or digit (at most 50)').waitFor();
  assert.equal(await page.getByRole('button', { name: /^Create/ }).isDisabled(), true);
  await screenshot(page, 'first-day-batch-errors');
  await page.getByLabel('Serial number (Line 2)').fill('FD-2');
  await page.getByRole('button', { name: 'Create 3 videos' }).click();
  await page.getByText('3 of 3 done').waitFor();
});

test('a role with no permission is saved with a warning, and an admin is created with it', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/permissions/roles/create`);
  await page.getByText(/This role grants no permission/).waitFor();
  await screenshot(page, 'first-day-role-empty');
  await page.locator('input[name="name"]').fill('First day');
  await page.getByRole('button', { name: /save/i }).click();
  await page.getByText('Role “First day” created').waitFor();
  await page.goto(`${BASE_URL}/#/permissions/admins/create`);
  await page.locator('input[name="username"]').fill(MEI.username);
  await page.locator('input[name="password"]').fill(MEI.password);
  await page.getByRole('combobox', { name: /roles/i }).click();
  await page.getByRole('option', { name: 'Tag editors' }).click();
  await page.getByRole('button', { name: /save/i }).click();
  await page.getByText(`Admin “${MEI.username}” created`).waitFor();
});

test('the dashboard shows each list its own figure', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/dashboard`);
  // Each card asks its own list for its total, all at once on the first load: on a slow machine this takes longer than one action.
  await page.getByTestId('dashboard-count').first().waitFor({ timeout: 45_000 });
  const figures = await page.getByTestId('dashboard-count').allTextContents();
  assert.ok(figures.length > 3);
  assert.ok(new Set(figures).size > 1, `figures: ${figures.join(', ')}`);
  await screenshot(page, 'first-day-dashboard');
  await logout(page);
});

test('turning two-factor on shows the QR code at once; the next login asks for a code only', async () => {
  const zh = await openBrowser({ locale: 'zh-TW' });
  try {
    const { page } = zh;
    await login(page, MEI.username, MEI.password);
    await page.getByRole('button', { name: '開啟', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '設定兩步驟驗證' });
    const otpauthUrl = (await dialog.locator('[data-otpauth]').getAttribute('data-otpauth')) ?? '';
    assert.match(otpauthUrl, /^otpauth:\/\/totp\//);
    await screenshot(page, 'first-day-two-factor-zh-TW');
    await dialog.getByLabel('驗證碼').fill(codeFor(otpauthUrl));
    await dialog.getByRole('button', { name: '確認並開啟' }).click();
    await page.getByText('已開啟兩步驟驗證：下次登入時需輸入裝置上的驗證碼。').waitFor();
    await page.goto(`${BASE_URL}/#/dashboard`);
    // Each card asks its own list for its total, all at once on the first load: on a slow machine this takes longer than one action.
  await page.getByTestId('dashboard-count').first().waitFor({ timeout: 45_000 });
    await screenshot(page, 'first-day-dashboard-zh-TW');
    await logout(page);
    await passwordStep(page, MEI.username, MEI.password);
    await page.locator('input[name="code"]').waitFor();
    assert.equal(await page.getByTestId('two-factor-bind').count(), 0);
    await enterCode(page, codeFor(otpauthUrl, 1));
    await page.waitForURL(/#\/dashboard/);
  } finally {
    await zh.close();
  }
});
