/**
 * A customer who forgot their password, end to end: staff find the customer by searching the
 * users list, send a reset link from the customer's page (after confirming), and read the mail in
 * the Mail outbox: to the customer, in their language, the link's token hidden.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';

let browser: TBrowser;
before(async () => {
  browser = await openBrowser();
  await login(browser.page);
});
after(() => browser.close());

// A demo customer of the English site, active (the demo disables the 8th of every 50 and leaves three in ten unverified).
const USERNAME = 'ava5';

test('staff find a customer, send a password reset and read it in the mail outbox', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/users`);
  await page.locator('input[name="q"]').fill(USERNAME);
  const row = page.locator('tbody tr').filter({ has: page.getByText(USERNAME, { exact: true }) });
  await row.first().waitFor();
  await screenshot(page, 'users-search');
  // A row opens the edit form; the customer's page is its Show link.
  await row.first().getByRole('link', { name: /show/i }).click();
  await page.waitForURL(/#\/users\/\d+$/);

  await page.getByRole('button', { name: 'Send reset link' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`Send a password reset link to ${USERNAME}?`).waitFor();
  await dialog.getByRole('button', { name: /confirm/i }).click();
  await page.getByText('The reset link is on its way').waitFor();

  await page.goto(`${BASE_URL}/#/users/mails`);
  const mail = page.locator('tbody tr').filter({ hasText: 'Choose a new password for Showrunner Global' }).filter({ hasText: `${USERNAME}@` });
  await mail.first().waitFor();
  // The kind of mail reads in words, not as its template's identifier.
  await mail.first().getByText('Password reset', { exact: true }).waitFor();
  assert.equal(await mail.first().getByText('reset-password', { exact: true }).count(), 0);
  await screenshot(page, 'mail-outbox');
  await mail.first().click();
  await page.waitForURL(/#\/users\/mails\/\d+$/);
  await page.getByText(`Hello ${USERNAME},`).waitFor();
  // The single-use link is never shown to staff: its token is hidden in the outbox.
  await page.getByText(/https:\/\/watch\.showrunner\.example\/reset-password\?token=•••/).waitFor();
  assert.equal(await page.getByText(/reset-password\?token=[A-Za-z0-9_-]{20,}/).count(), 0);
  await screenshot(page, 'mail-reset-password');
});

test('staff select customers on the list: the bulk bar shows over the filters, and enabling active ones names them and changes nothing', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/users?filter=${encodeURIComponent(JSON.stringify({ status: 'active' }))}`);
  const rows = page.locator('tbody tr');
  await rows.nth(1).waitFor();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByText('2 items selected').waitFor();
  // A click lands only on a button nothing covers: the bar was cut off by its card once, and the click timed out.
  await page.getByRole('button', { name: 'Enable' }).click();
  await page.getByText(/^This user is not disabled \(#\d+, #\d+\)$/).waitFor();
  await screenshot(page, 'users-bulk-refused');
  assert.equal(await rows.filter({ hasText: 'Disabled' }).count(), 0);
});
