/**
 * The dashboard as staff watch it: today's orders change live when the payment processor
 * notifies a sale (the simulator's signed notification to the running server), a channel row of
 * the dashboard opens that channel's analytics page, and its records leave as dailyChannel.csv.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fetchSender, simulatePayments, type TSimPlan } from '../../../server/setup/paymentSimulator.ts';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';

let browser: TBrowser;
before(async () => {
  browser = await openBrowser();
});
after(() => browser.close());

const SECRET = 'e2e-Analytics-postback-secret-01';

/** A call of the admin API as the signed-in admin of the page. */
const api = async <T,>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
  const token = await browser.page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${BASE_URL}/api/v1/admin${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  assert.ok(res.status < 300, `${path}: ${res.status} ${await res.clone().text()}`);
  return (await res.json()) as T;
};

test("today's orders on the dashboard change live when the processor notifies a sale", async () => {
  const { page } = browser;
  await login(page);
  await page.goto(`${BASE_URL}/#/dashboard`);
  const orders = page.getByTestId('live-today-orders');
  await orders.waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="live-today-orders"]')?.textContent !== '…');
  const before = Number((await orders.innerText()).replace(/\D/g, ''));

  // A payment setting of the first site whose secret the journey knows, and one of that site's customers.
  const [site] = await api<{ id: number }[]>('/sites?range=[0,0]');
  const setting = await api<{ id: number }>('/segpays', {
    method: 'POST',
    body: { name: 'E2E live sales', site: site!.id, merchant_id: 'E2E-L', package_id: 'E2E-L', currency: 'USD', postback_secret: SECRET },
  });
  const users = await api<{ id: number }[]>(`/users?range=[0,4]&filter=${encodeURIComponent(JSON.stringify({ site: site!.id }))}`);
  const plans = await api<Record<string, unknown>[]>('/plans?range=[0,99]');
  const plan = plans.find((p) => p.currency === 'USD' && p.show);
  assert.ok(plan, `a plan on sale in US dollars among ${JSON.stringify(plans.map((p) => [p.id, p.currency, p.show]))}`);
  const simPlan: TSimPlan = {
    id: plan.id as number, currency: 'USD', initialPeriodCount: plan.initial_period_count as number, initialPeriodUnit: plan.initial_period_unit as TSimPlan['initialPeriodUnit'],
    initialPrice: Number(plan.initial_discount_price ?? plan.initial_original_price), recurringPeriodCount: (plan.recurring_period_count ?? null) as number | null,
    recurringPeriodUnit: (plan.recurring_period_unit ?? null) as TSimPlan['recurringPeriodUnit'],
    recurringPrice: plan.recurring_original_price == null ? null : Number(plan.recurring_discount_price ?? plan.recurring_original_price),
  };
  const result = await simulatePayments({
    settingId: setting.id, secret: SECRET, plans: [simPlan], users: users.map((u) => u.id), from: new Date(Date.now() - 60_000), to: new Date(),
    signups: 1, seed: 7, send: fetchSender(BASE_URL),
  });
  assert.equal(result.byKind.sale, 1);
  assert.deepEqual(Object.keys(result.byStatus), ['200']);

  // The page asks every few seconds: the new sale shows without a reload.
  await page.waitForFunction(
    (was) => Number((document.querySelector('[data-testid="live-today-orders"]')?.textContent ?? '').replace(/\D/g, '')) === was + 1,
    before,
    { timeout: 30_000 },
  );
  await screenshot(page, 'dashboard-live-sale');
});

test("a channel row of the dashboard opens the channel's analytics, whose records leave as dailyChannel.csv", async () => {
  const { page } = browser;
  const link = page.locator('a[href*="#/analytics/daily/channel/"]').first();
  await link.waitFor();
  const name = (await link.innerText()).trim();
  await link.click();
  await page.waitForURL(/#\/analytics\/daily\/channel\/\d+/);
  // The channel's own page (not the dashboard kept behind it as a tab): its title, its charts and its records.
  await page.getByText(`Channel ${name}`).first().waitFor();
  await page.getByText('Daily records').waitFor();
  await page.locator('table').filter({ hasText: 'Total' }).last().waitFor();
  await screenshot(page, 'channel-analytics');

  const exported = page.getByRole('button', { name: /export csv/i });
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => /export csv/i.test(b.textContent ?? '') && !b.disabled));
  const [download] = await Promise.all([page.waitForEvent('download'), exported.click()]);
  assert.equal(download.suggestedFilename(), 'dailyChannel.csv');
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  assert.match(header!, /^Date,/);
  assert.ok(rows.length > 1, 'the records of the range and a totals row');
  assert.match(rows.at(-1)!, /^Total/);
});
