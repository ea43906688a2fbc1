/**
 * Customer contact, end to end: staff give a site a new intake key, the site's server sends a
 * ticket with it, staff find the ticket, answer it, solve and archive it; cooperation requests
 * wait in their own list.
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

const subject = `Cannot play episode ${Date.now()}`;
let key = '';

test('staff rotate a site’s intake key and see it once, with a copy button', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/videos/sites`);
  await page.getByText('Showrunner Global').first().click();
  await page.getByRole('button', { name: 'Rotate intake key' }).click();
  await page.getByRole('button', { name: /confirm/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate intake key' });
  await dialog.waitFor();
  key = (await dialog.locator('output').textContent()) ?? '';
  assert.match(key, /^srk_[A-Za-z0-9_-]{32}$/);
  await dialog.getByRole('button', { name: 'Copy' }).waitFor();
  await screenshot(page, 'site-key-rotated');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByText(key).waitFor({ state: 'detached' });
});

test('the site sends a ticket with its key; staff find it, reply, solve and archive it', async () => {
  const { page } = browser;
  const sent = await fetch(`${BASE_URL}/api/v1/public/supports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-key': key },
    body: JSON.stringify({ type: 'playback', subject, email: 'viewer@example.com', message: 'The player stops after ten seconds on my laptop.' }),
  });
  assert.equal(sent.status, 201);
  const { id } = (await sent.json()) as { id: number };

  await page.goto(`${BASE_URL}/#/questions/supports`);
  await page.getByText(subject).first().waitFor();
  await screenshot(page, 'supports-list');
  await page.getByText(subject).first().click();
  await page.waitForURL(new RegExp(`#/questions/supports/${id}$`));
  await page.getByText('The player stops after ten seconds on my laptop.').waitFor();

  await page.getByRole('textbox', { name: 'Your reply' }).fill('Please try clearing the browser cache; we are checking the player.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await page.getByText('Reply sent').waitFor();
  await page.getByRole('article').filter({ hasText: 'clearing the browser cache' }).waitFor();
  await screenshot(page, 'support-ticket');

  await page.getByRole('button', { name: 'Solve' }).click();
  await page.getByText(`Ticket “${subject}” solved`).waitFor();
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByText('This ticket is archived: recover it to reply.').waitFor();
  await page.getByRole('button', { name: 'Recover' }).waitFor();
  await screenshot(page, 'support-ticket-archived');
});

test('cooperation requests wait in their own list', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/videos/cooperations`);
  await page.getByRole('heading', { name: /cooperations/i }).first().waitFor();
  await page.locator('tbody tr').first().waitFor();
  await screenshot(page, 'cooperations-list');
  await page.locator('tbody tr').first().click();
  await page.waitForURL(/#\/videos\/cooperations\/\d+$/);
  // The list stays in the page for a moment after the URL changes: read the record once it has left.
  await page.locator('tbody tr').first().waitFor({ state: 'detached' });
  await page.getByText('Subject').first().waitFor();
  // Only the moves its status allows are offered.
  // The status is the chip that names one (the page shows other chips too), once the actions are drawn.
  await page.getByRole('button', { name: /Archive|Delete/ }).first().waitFor();
  const chips = await page.locator('.MuiChip-label').allTextContents();
  const status = chips.find((text) => ['New', 'Solved', 'Archived'].includes(text.trim()))?.trim();
  assert.ok(status, chips.join(', '));
  assert.equal(await page.getByRole('button', { name: 'Solve', exact: true }).count(), status === 'New' ? 1 : 0);
  assert.equal(await page.getByRole('button', { name: 'Archive', exact: true }).count(), status === 'Archived' ? 0 : 1);
  await screenshot(page, 'cooperation');
});
