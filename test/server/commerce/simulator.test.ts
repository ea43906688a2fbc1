/**
 * The payment simulator: the same seed sends the same notifications; a period of them, sent through
 * the endpoint, is answered without refusal and leaves orders whose counts follow the notifications.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectSender, planNotifications, simulatePayments, type TSimPlan } from '../../../server/setup/paymentSimulator.ts';
import { buildTestApp, API, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { caller, createPlan } from './helpers.ts';

let t: TTestApp;
let token: string;
let settingId: number;
let simPlans: TSimPlan[];
const customers: number[] = [];
const SECRET = 'simulator-Secret-for-the-tests-1';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  const call = caller(t);
  const siteId = (await siteWithKey(t, token)).id;
  const monthly = await createPlan(t, token);
  const weekly = await createPlan(t, token, { initial_period_unit: 'week', recurring_period_unit: 'week', initial_discount_price: null, initial_original_price: 999, recurring_original_price: 999 });
  simPlans = [
    { id: monthly.id, currency: 'USD', initialPeriodCount: 1, initialPeriodUnit: 'month', initialPrice: 1999, recurringPeriodCount: 1, recurringPeriodUnit: 'month', recurringPrice: 2999 },
    { id: weekly.id, currency: 'USD', initialPeriodCount: 1, initialPeriodUnit: 'week', initialPrice: 999, recurringPeriodCount: 1, recurringPeriodUnit: 'week', recurringPrice: 999 },
  ];
  for (let i = 0; i < 10; i++) {
    const res = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site: siteId, username: `sim${i}`, email: `sim${i}@example.com` } });
    customers.push(res.json().id);
  }
  settingId = (await call(token, 'POST', '/segpays', { name: 'Simulated', site: siteId, merchant_id: 'M', package_id: 'P', currency: 'USD', postback_secret: SECRET })).json().id;
});
afterAll(() => t.close());

const options = () => ({ plans: simPlans, users: customers, from: new Date(Date.UTC(2026, 0, 1)), to: new Date(Date.UTC(2026, 0, 1) + 60 * DAY), signups: 40, seed: 11 });

describe('the payment simulator', () => {
  it('sends the same notifications for the same seed, in time order, and others for another', () => {
    const first = planNotifications(options());
    expect(planNotifications(options())).toEqual(first);
    expect(planNotifications({ ...options(), seed: 12 })).not.toEqual(first);
    const times = first.map((n) => n.occurred_at);
    expect([...times].sort()).toEqual(times);
    expect(first.filter((n) => n.kind === 'sale')).toHaveLength(40);
    expect(first.some((n) => n.kind === 'rebill')).toBe(true);
  });

  it('sends a period through the endpoint, every notification accepted, one order per payment', async () => {
    const result = await simulatePayments({ ...options(), settingId, secret: SECRET, send: injectSender(t.app) });
    const payments = (result.byKind.sale ?? 0) + (result.byKind.rebill ?? 0);
    expect(Object.keys(result.byStatus).map(Number).every((s) => s === 200 || s === 202)).toBe(true);
    const counted = (await t.db.execute(sql`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] };
    expect(Number(counted.rows[0]!.n)).toBe(payments);
    // Sent again, nothing changes: every notification is a duplicate.
    const again = await simulatePayments({ ...options(), settingId, secret: SECRET, send: injectSender(t.app) });
    expect(again.byStatus).toEqual({ 200: again.sent });
    expect(Number(((await t.db.execute(sql`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(payments);
  });

  it('tries a notification again while the server is busy (503) or limits it (429), as a processor does, and keeps the final answer', async () => {
    const answers = [503, 429, 200];
    const seen: string[] = [];
    const send = async (_setting: number, raw: string) => {
      seen.push(raw);
      return answers.shift() ?? 200;
    };
    const one = { ...options(), signups: 1, to: new Date(options().from.getTime() + 86_400_000) };
    const result = await simulatePayments({ ...one, settingId, secret: SECRET, send });
    expect(result.byStatus[503]).toBeUndefined();
    expect(result.byStatus[429]).toBeUndefined();
    expect(seen[0]).toBe(seen[1]);
    expect(seen[1]).toBe(seen[2]);
    expect(result.byStatus[200]).toBe(result.sent);
  });
});
