/**
 * A marketer's day: a new channel and its campaign, its tracking link built and copied; a partner
 * admin whose role sees its own channels only is assigned the newsletter channel, logs in, and
 * sees that channel and the customers it brought, nothing else.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';
import { logout, passwordStep } from '../session.ts';

const ROLE = 'Newsletter partners';
const PARTNER = { username: 'newsletter.partner', password: 'Partner-pass-2024' };

let browser: TBrowser;
before(async () => {
  browser = await openBrowser();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(browser.page);
});
after(() => browser.close());

test('a new channel, its campaign, and its tracking link copied', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/channels/create`);
  await page.locator('input[name="utmSource"]').fill('SpringMail');
  await page.locator('input[name="utmMedium"]').fill('email');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/channels\/edit\/\d+$/);
  const id = /edit\/(\d+)$/.exec(page.url())![1];
  await page.goto(`${BASE_URL}/#/channels/${id}`);
  await page.getByRole('link', { name: 'New campaign' }).click();
  await page.waitForURL(new RegExp(`#/channels/${id}/campaigns/create$`));
  await page.locator('input[name="name"]').fill('Spring');
  await page.locator('input[name="utmCampaign"]').fill('spring');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(new RegExp(`#/channels/${id}$`));
  await page.getByRole('table', { name: 'Campaigns' }).getByText('Spring', { exact: true }).waitFor();

  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Campaign' }).click();
  await page.getByRole('option', { name: 'Spring (spring)' }).click();
  await page.getByRole('textbox', { name: 'Landing path' }).fill('/offers');
  const link = (await page.getByTestId('tracking-link').innerText()).trim();
  assert.match(link, /^https:\/\/[^/]+\/offers\?utm_source=springmail&utm_medium=email&utm_campaign=spring$/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Link copied').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  await page.getByRole('img', { name: 'QR code of the link' }).waitFor();
  await screenshot(page, 'channel-link-builder');
});

test('a partner admin whose role sees its own channels only is assigned the newsletter channel', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/permissions/roles/create`);
  await page.locator('input[name="name"]').fill(ROLE);
  await page.getByRole('checkbox', { name: 'Channels: List' }).check();
  await page.getByRole('checkbox', { name: 'Users: List' }).check();
  await page.locator('input[name="view-daily-channel"]').check();
  await page.getByLabel('Own channels only').check();
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/permissions\/roles$/);

  await page.goto(`${BASE_URL}/#/permissions/admins/create`);
  await page.locator('input[name="username"]').fill(PARTNER.username);
  await page.locator('input[name="password"]').fill(PARTNER.password);
  await page.locator('input[name="name"]').fill('Newsletter Partner');
  await page.getByRole('combobox', { name: /roles/i }).click();
  await page.getByRole('option', { name: ROLE }).click();
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/permissions\/admins\/\d+$/);

  await page.goto(`${BASE_URL}/#/channels`);
  await page.locator('tbody tr').filter({ has: page.getByText('newsletter', { exact: true }) }).first().click();
  await page.waitForURL(/#\/channels\/(edit\/)?\d+$/);
  const id = /(\d+)$/.exec(page.url())![1];
  await page.goto(`${BASE_URL}/#/channels/${id}`);
  await page.getByRole('combobox', { name: 'Admin' }).click();
  await page.getByRole('option', { name: PARTNER.username }).click();
  await page.getByRole('button', { name: 'Assign' }).click();
  await page.getByText('Admin assigned').waitFor();
  await page.getByText('Newsletter Partner (newsletter.partner)').waitFor();
  await screenshot(page, 'channel-admins');
  await logout(page);
});

test('the partner sees the newsletter channel and its customers only', async () => {
  const { page } = browser;
  await passwordStep(page, PARTNER.username, PARTNER.password);
  await page.waitForURL(/#\/dashboard/);
  await page.goto(`${BASE_URL}/#/channels`);
  await page.locator('tbody tr').first().waitFor();
  const channels = await page.locator('tbody tr').allInnerTexts();
  assert.equal(channels.length, 1);
  assert.match(channels[0]!, /newsletter/);

  await page.goto(`${BASE_URL}/#/users`);
  await page.locator('tbody tr').first().waitFor();
  await screenshot(page, 'partner-customers');
  await page.locator('tbody tr').first().getByRole('link', { name: /show/i }).click();
  await page.waitForURL(/#\/users\/\d+$/);
  const userId = Number(/(\d+)$/.exec(page.url())![1]);
  // The demo's newsletter brought one customer in five, by id.
  assert.equal(userId % 5, 0);
  await page.getByText('newsletter', { exact: true }).first().waitFor();

  // Their channel's figures: the economics on its page, and the daily channel report with its row only.
  await page.goto(`${BASE_URL}/#/channels`);
  await page.locator('tbody tr').first().click();
  await page.waitForURL(/#\/channels\/(edit\/)?\d+$/);
  const channelId = /(\d+)$/.exec(page.url())![1];
  await page.goto(`${BASE_URL}/#/channels/${channelId}?range=last_30_days`);
  const economics = page.getByRole('region', { name: 'Economics' });
  await economics.getByTestId('profit-share').waitFor();
  assert.match(await economics.getByTestId('profit-share').innerText(), /\$[\d,]+\.\d\d/);
  await screenshot(page, 'partner-channel-economics');
  await page.goto(`${BASE_URL}/#/analytics/daily/channel?range=last_30_days`);
  await page.locator('tbody tr').first().waitFor();
  const links = await page.locator('tbody a[href*="#/analytics/daily/channel/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links.length > 0);
  assert.ok(links.every((href) => href!.endsWith(`/channel/${channelId}`)), `only the newsletter channel's rows: ${links.join(', ')}`);
  const others = await page.locator('tbody').getByText(/^(partnerx|adnet)$/).count();
  assert.equal(others, 0);
  await logout(page);
});
