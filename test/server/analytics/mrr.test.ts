/**
 * MRR and its movements (docs/metrics.md) on a month of a few customers, sent through the postback
 * endpoint; each expected number is worked out by hand beside it. The rollup's mrrStarted/mrrEnded
 * add up to the same levels as mrr.ts reads from subscriptions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mrrAt, mrrMovements } from '../../../server/analytics/mrr.ts';
import { refreshDirty } from '../../../server/analytics/refresh.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { applied, customer, openShop, rollup, type TShop } from './helpers.ts';

let t: TTestApp;
let token: string;
let shop: TShop;
let quarterly: number;
let weekly: number;

const plan = async (values: object) => {
  const res = await t.call(token, { method: 'POST', url: `${API}/plans`, payload: { name: `Plan ${Math.random().toString(36).slice(2)}`, title: 'Plan', currency: 'USD', initial_period_count: 1, ...values } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  shop = await openShop(t, token);
  // Three months at 7499: 7499 / 3 = 2499.67 → 2500 a month. A week at 1000: 1000 × 52 / 12 = 4333.33 → 4333.
  quarterly = await plan({ initial_period_count: 3, initial_period_unit: 'month', initial_original_price: 7499, recurring_period_count: 3, recurring_period_unit: 'month', recurring_original_price: 7499 });
  weekly = await plan({ initial_period_unit: 'week', initial_original_price: 1000, recurring_period_count: 1, recurring_period_unit: 'week', recurring_original_price: 1000 });
  const [u1, u2, u3, u4, u5] = await Promise.all([1, 2, 3, 4, 5].map(() => customer(t, token, shop.site, '2026-02-01T00:00:00Z')));
  const base = { currency: 'USD', payment_method: 'visa' };
  const sale = (id: string, user: number, planId: number, at: string, amount: number) =>
    applied(t, shop.setting, { ...base, kind: 'sale', transaction_id: `S${id}`, purchase_id: `P${id}`, occurred_at: at, user_id: user!, plan_id: planId, amount });
  await sale('A', u1!, shop.monthly, '2026-03-01T10:00:00Z', 1999); // u1: 2999 a month from 1 March
  await sale('B', u2!, shop.monthly, '2026-03-01T11:00:00Z', 1999); // u2: 2999 from 1 March
  await sale('C', u3!, shop.monthly, '2026-03-02T10:00:00Z', 1999); // u3: 2999 from 2 March ...
  await applied(t, shop.setting, { ...base, kind: 'void', transaction_id: 'VC', related_transaction_id: 'SC', purchase_id: 'PC', occurred_at: '2026-03-03T10:00:00Z' }); // ... voided on 3 March
  await sale('Q', u5!, quarterly, '2026-03-05T10:00:00Z', 7499); // u5: 2500 from 5 March
  await sale('O', u4!, shop.once, '2026-03-05T10:00:00Z', 499); // sold once: no MRR
  await sale('D', u1!, shop.yearly, '2026-03-10T10:00:00Z', 19999); // u1: + 24000 / 12 = 2000 from 10 March ...
  await applied(t, shop.setting, { ...base, kind: 'refund', transaction_id: 'FD', related_transaction_id: 'SD', purchase_id: 'PD', occurred_at: '2026-03-20T10:00:00Z' }); // ... refunded whole on 20 March
  await sale('E', u3!, shop.monthly, '2026-03-25T10:00:00Z', 1999); // u3 back: 2999 from 25 March
  // u2 cancels on 26 March: the month paid for runs to 1 April 11:00, then the revenue stops recurring.
  await applied(t, shop.setting, { ...base, kind: 'cancellation', transaction_id: 'XB', purchase_id: 'PB', occurred_at: '2026-03-26T10:00:00Z' });
  await refreshDirty(t.db);
});
afterAll(() => t.close());

describe('MRR', () => {
  it('at the end of each day, from subscriptions', async () => {
    expect(await mrrAt(t.db, '2026-02-28')).toBe(0);
    expect(await mrrAt(t.db, '2026-03-01')).toBe(5998); // 2999 + 2999
    expect(await mrrAt(t.db, '2026-03-02')).toBe(8997); // + u3's 2999
    expect(await mrrAt(t.db, '2026-03-03')).toBe(5998); // u3's voided
    expect(await mrrAt(t.db, '2026-03-05')).toBe(8498); // + 2500 (the one-off pass adds nothing)
    expect(await mrrAt(t.db, '2026-03-10')).toBe(10498); // + 2000
    expect(await mrrAt(t.db, '2026-03-20')).toBe(8498); // − 2000
    expect(await mrrAt(t.db, '2026-03-31')).toBe(11497); // + 2999; u2 cancelled but paid up to 1 April
    expect(await mrrAt(t.db, '2026-04-01')).toBe(8498); // − 2999
  });

  it('equals the rollup\'s started minus ended up to each day', async () => {
    const rows = await rollup(t.db, shop.site);
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-10', '2026-03-20', '2026-03-31', '2026-04-01']) {
      const summed = rows.filter((r) => r.day <= day).reduce((n, r) => n + r.mrr_started - r.mrr_ended, 0);
      expect(summed, day).toBe(await mrrAt(t.db, day));
    }
  });

  it('normalises a week\'s price to a month, half up', async () => {
    const u = await customer(t, token, shop.site, '2026-02-01T00:00:00Z');
    await applied(t, shop.setting, { currency: 'USD', kind: 'sale', transaction_id: 'SW', purchase_id: 'PW', occurred_at: '2026-05-01T10:00:00Z', user_id: u, plan_id: weekly, amount: 1000 });
    expect((await mrrAt(t.db, '2026-05-01')) - (await mrrAt(t.db, '2026-04-30'))).toBe(4333);
  });
});

describe('MRR movements', () => {
  it('new customers', async () => {
    expect(await mrrMovements(t.db, '2026-02-28', '2026-03-02')).toMatchObject({ start: 0, new: 8997, reactivation: 0, expansion: 0, contraction: 0, churn: 0, end: 8997 });
  });

  it('an expansion: u1 adds the yearly plan', async () => {
    // Start: u1 2999, u2 2999, u5 2500 = 8498; u1 goes to 2999 + 2000.
    expect(await mrrMovements(t.db, '2026-03-05', '2026-03-15')).toMatchObject({ start: 8498, new: 0, expansion: 2000, contraction: 0, churn: 0, end: 10498 });
  });

  it('a contraction and a reactivation', async () => {
    // u1 back to 2999 (− 2000); u3, whose first subscription was voided, comes back (+ 2999).
    expect(await mrrMovements(t.db, '2026-03-15', '2026-03-25')).toMatchObject({ start: 10498, contraction: 2000, reactivation: 2999, new: 0, churn: 0, end: 11497 });
  });

  it('a churn, and the churn rates', async () => {
    const moved = await mrrMovements(t.db, '2026-03-25', '2026-04-01');
    // u2's 2999 stops; 4 customers had MRR at the start (u1, u2, u3, u5), 1 left: 2500 bp.
    // Revenue churn: 2999 × 10000 / 11497 = 2608.51 → 2609 bp.
    expect(moved).toMatchObject({ start: 11497, churn: 2999, end: 8498, startCustomers: 4, churnedCustomers: 1, churnRate: 2500, revenueChurnRate: 2609 });
    expect(moved.start + moved.new + moved.reactivation + moved.expansion - moved.contraction - moved.churn).toBe(moved.end);
  });

  it('only the currency asked for, and the scope given', async () => {
    expect(await mrrAt(t.db, '2026-03-31', { currency: 'EUR' })).toBe(0);
    expect(await mrrAt(t.db, '2026-03-31', { plan: quarterly })).toBe(2500);
    expect(await mrrAt(t.db, '2026-03-31', { site: shop.site, channel: 0 })).toBe(11497);
  });
});
