/**
 * Payments coming in: a card payment setting whose postback secret is typed once and shown masked
 * after; a month of the simulator's signed notifications sent to the running server under it; the
 * orders list filtered to them with its totals; an order with its processor events, and its subscription.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fetchSender, simulatePayments, type TSimPlan } from '../../../server/setup/paymentSimulator.ts';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';

let browser: TBrowser;
before(async () => {
  browser = await openBrowser();
});
after(() => browser.close());

const SECRET = 'e2e-Postback-secret-typed-once-01';
const DAY = 86_400_000;
let settingId = 0;

/** A call of the admin API as the signed-in admin of the page. */
const api = async <T,>(path: string): Promise<T> => {
  const token = await browser.page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${BASE_URL}/api/v1/admin${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
};

test('a card payment setting keeps its postback secret unseen: masked once saved', async () => {
  const { page } = browser;
  await login(page);
  await page.goto(`${BASE_URL}/#/orders/segpays/create`);
  await page.locator('input[name="name"]').fill('E2E merchant account');
  const site = page.getByRole('combobox', { name: /^Site/ });
  await site.click();
  await page.getByRole('option').first().click();
  await page.locator('input[name="merchantId"]').fill('E2E-M');
  await page.locator('input[name="packageId"]').fill('E2E-P');
  await page.locator('input[name="postbackSecret"]').fill(SECRET);
  await page.locator('input[name="transactionFeeRate"]').fill('4.5');
  await page.locator('input[name="reserveRate"]').fill('10');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/orders\/segpays\/edit\/\d+$/);
  settingId = Number(/edit\/(\d+)$/.exec(page.url())![1]);
  await page.reload();
  const secret = page.locator('input[name="postbackSecret"]');
  await secret.waitFor();
  assert.equal(await secret.getAttribute('type'), 'password');
  assert.notEqual(await secret.inputValue(), SECRET);
  await page.getByText('Stored and never shown. Type a new one to replace it.').waitFor();
  await screenshot(page, 'segpay-secret-masked');
});

test('a month of simulated payments becomes orders with totals, events and subscriptions', async () => {
  const { page } = browser;
  assert.ok(settingId > 0);
  const plans = await api<Record<string, unknown>[]>('/plans?range=[0,99]');
  const users = await api<{ id: number }[]>('/users?range=[0,19]');
  const simPlans: TSimPlan[] = plans
    .filter((p) => p.currency === 'USD' && p.show)
    .map((p) => ({
      id: p.id as number, currency: 'USD', initialPeriodCount: p.initial_period_count as number, initialPeriodUnit: p.initial_period_unit as TSimPlan['initialPeriodUnit'],
      initialPrice: Number(p.initial_discount_price ?? p.initial_original_price), recurringPeriodCount: (p.recurring_period_count ?? null) as number | null,
      recurringPeriodUnit: (p.recurring_period_unit ?? null) as TSimPlan['recurringPeriodUnit'], recurringPrice: p.recurring_original_price == null ? null : Number(p.recurring_discount_price ?? p.recurring_original_price),
    }));
  const result = await simulatePayments({
    settingId, secret: SECRET, plans: simPlans, users: users.map((u) => u.id), from: new Date(Date.now() - 30 * DAY), to: new Date(),
    signups: 12, seed: 99, send: fetchSender(BASE_URL),
  });
  assert.deepEqual(Object.keys(result.byStatus).filter((s) => s !== '200' && s !== '202'), []);

  await page.goto(`${BASE_URL}/#/orders?filter=${encodeURIComponent(JSON.stringify({ segpay: settingId }))}`);
  const totals = page.getByTestId('order-totals-USD');
  await totals.waitFor();
  const payments = (result.byKind.sale ?? 0) + (result.byKind.rebill ?? 0);
  assert.match(await totals.getByTestId('order-totals-count').innerText(), new RegExp(`^${payments} orders?$`));
  await screenshot(page, 'orders-totals');

  // A row opens the edit form (a status correction, a note); its show button opens the order with its events.
  await page.getByRole('row', { name: /SP\d+-S/ }).first().getByRole('link', { name: 'Show' }).click();
  await page.getByText('Provider events').waitFor();
  await page.getByTestId(/^order-event-/).first().waitFor();
  assert.match(await page.getByTestId(/^order-event-/).first().innerText(), /Sale|Renewal/);
  await screenshot(page, 'order-show');

  await page.locator('a[href*="#/plans/subscriptions/"]').first().click();
  await page.waitForURL(/#\/plans\/subscriptions\/\d+/);
  await page.getByText(/Active|Trial|Cancelled, running to its end|Expired|Refunded|Charged back/).first().waitFor();
  await screenshot(page, 'subscription-show');
});

test('a payout report of the month is computed from its orders, then reconciled with the statement typed by staff', async () => {
  const { page } = browser;
  assert.ok(settingId > 0);
  const today = new Date();
  const start = new Date(today.getTime() - 30 * DAY).toISOString().slice(0, 10);
  const end = today.toISOString().slice(0, 10);
  await page.goto(`${BASE_URL}/#/orders/payout-reports/create`);
  const setting = page.getByRole('combobox', { name: /^Card payment setting/ });
  await setting.click();
  await page.getByRole('option', { name: /E2E merchant account/ }).click();
  await page.locator('input[name="periodStart"]').fill(start);
  await page.locator('input[name="periodEnd"]').fill(end);
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/orders\/payout-reports\/(edit\/)?\d+$/);
  const reportId = Number(/(\d+)$/.exec(page.url())![1]);

  // The figures are the server's, from the month's orders of the setting: what the API says is what the page shows.
  const report = await api<Record<string, number>>(`/segpay-payout-reports/${reportId}`);
  assert.ok(report.gross_sales! > 0, 'the simulated month sold something');
  assert.equal(report.net_payout, report.gross_sales! - report.refunds! - report.chargebacks! - report.transaction_fees! - report.settlement_fees! - report.reserve_withheld! + report.reserve_released!);

  // Staff type the statement a cent short of the computed payout: the difference is −0.01, flagged.
  await page.goto(`${BASE_URL}/#/orders/payout-reports/edit/${reportId}`);
  const statement = page.locator('input[name="statementAmount"]');
  await statement.waitFor();
  await statement.fill(((report.net_payout! - 1) / 100).toFixed(2));
  // The save is pessimistic: its answer comes back, then the app goes to the list. Waiting for both keeps the
  // redirect from landing after (and over) the show page opened below.
  const answered = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/segpay-payout-reports/${reportId}`));
  await page.getByRole('button', { name: /save/i }).click();
  assert.equal((await answered).status(), 200);
  await page.waitForURL(/#\/orders\/payout-reports(\?.*)?$/);
  const saved = await api<Record<string, number>>(`/segpay-payout-reports/${reportId}`);
  assert.equal(saved.statement_amount, report.net_payout! - 1);
  assert.equal(saved.difference, -1);
  await page.goto(`${BASE_URL}/#/orders/payout-reports/${reportId}`);
  await page.getByText('-$0.01').or(page.getByText('−$0.01')).first().waitFor();
  await screenshot(page, 'payout-report-reconciled');
});
