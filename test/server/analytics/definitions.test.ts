/**
 * Each money and member figure of docs/metrics.md on a tiny data set sent through the real
 * postback endpoint; every expected number is worked out by hand in the comments beside it.
 * The rollup kept up by the triggers and refreshDirty, and rebuildAll from raw rows, agree.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedFigures, divideHalfUp, ratioBp } from '../../../server/analytics/formulas.ts';
import { rebuildAll, refreshDirty } from '../../../server/analytics/refresh.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { applied, customer, dayTotals, dirtyMarks, openShop, rollup, type TShop } from './helpers.ts';

let t: TTestApp;
let token: string;
let shop: TShop;
const users: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  shop = await openShop(t, token);
  // Sign-ups: three on 1 March (one with no purchase), one on 2 March.
  users.push(await customer(t, token, shop.site, '2026-03-01T08:00:00Z'));
  users.push(await customer(t, token, shop.site, '2026-03-01T09:00:00Z'));
  users.push(await customer(t, token, shop.site, '2026-03-02T08:00:00Z'));
  users.push(await customer(t, token, shop.site, '2026-03-01T23:59:59Z'));
  const [u1, u2, u3] = users as [number, number, number];
  const base = { currency: 'USD', payment_method: 'visa' };
  // 1 March: two sales of 1999 (the monthly plan's first month), one from channel 7 / campaign 3.
  await applied(t, shop.setting, { ...base, kind: 'sale', transaction_id: 'S1', purchase_id: 'P1', occurred_at: '2026-03-01T10:00:00Z', user_id: u1, plan_id: shop.monthly, amount: 1999, country: 'TW', channel: 7, campaign: 3 });
  await applied(t, shop.setting, { ...base, kind: 'sale', transaction_id: 'S2', purchase_id: 'P2', occurred_at: '2026-03-01T12:00:00Z', user_id: u2, plan_id: shop.monthly, amount: 1999, country: 'US' });
  // 2 March: 500 of S1 refunded; a third sale.
  await applied(t, shop.setting, { ...base, kind: 'refund', transaction_id: 'F1', related_transaction_id: 'S1', purchase_id: 'P1', occurred_at: '2026-03-02T09:00:00Z', amount: 500 });
  await applied(t, shop.setting, { ...base, kind: 'sale', transaction_id: 'S3', purchase_id: 'P3', occurred_at: '2026-03-02T11:00:00Z', user_id: u3, plan_id: shop.monthly, amount: 1999, country: 'US' });
  // 3 March: S3 voided (counts as a refund of all 1999; its subscription stops).
  await applied(t, shop.setting, { ...base, kind: 'void', transaction_id: 'V3', related_transaction_id: 'S3', purchase_id: 'P3', occurred_at: '2026-03-03T07:00:00Z' });
  // 1 April: both remaining subscriptions renew at 2999, one card from the US.
  await applied(t, shop.setting, { ...base, kind: 'rebill', transaction_id: 'R1', purchase_id: 'P1', occurred_at: '2026-04-01T10:00:00Z', amount: 2999, country: 'US' });
  await applied(t, shop.setting, { ...base, kind: 'rebill', transaction_id: 'R2', purchase_id: 'P2', occurred_at: '2026-04-01T10:00:00Z', amount: 2999, country: 'TW' });
  // 2 April: R2 charged back (its subscription stops). The chargeback arrives before... its own copy: sent twice.
  const chargeback = { ...base, kind: 'chargeback', transaction_id: 'C2', related_transaction_id: 'R2', purchase_id: 'P2', occurred_at: '2026-04-02T10:00:00Z' };
  await applied(t, shop.setting, chargeback);
  await applied(t, shop.setting, chargeback);
  expect(await dirtyMarks(t.db)).toBeGreaterThan(0);
  await refreshDirty(t.db);
});
afterAll(() => t.close());

describe('figures by the day that counts', () => {
  it('1 March: sign-ups by creation day, sales by paid day, orders by their day', async () => {
    expect(await dayTotals(t.db, shop.site, '2026-03-01')).toEqual({
      sign_ups: 3, // u1, u2 and the customer made at 23:59:59
      new_subscribers: 2, new_revenue: 3998, // 1999 + 1999
      order_count: 2, paid_count: 2,
      refunded_orders: 1, // S1, partly refunded since (the order's day, its status now)
      mrr_started: 5998, // two monthly subscriptions renewing at 2999
    });
  });

  it('2 March: a refund on its own day, not the order\'s', async () => {
    expect(await dayTotals(t.db, shop.site, '2026-03-02')).toEqual({
      sign_ups: 1,
      new_subscribers: 1, new_revenue: 1999,
      refund_count: 1, refund_amount: 500, refund_members: 1,
      order_count: 1, paid_count: 1, refunded_orders: 1, // S3, voided since
      mrr_started: 2999,
    });
  });

  it('3 March: a void counts as a refund of what was left, and stops the subscription', async () => {
    expect(await dayTotals(t.db, shop.site, '2026-03-03')).toEqual({ refund_count: 1, refund_amount: 1999, refund_members: 1, mrr_ended: 2999 });
  });

  it('1 April: renewals, and US renewals by the card\'s country', async () => {
    expect(await dayTotals(t.db, shop.site, '2026-04-01')).toEqual({
      renew_count: 2, renew_revenue: 5998, us_renew_count: 1, us_renew_revenue: 2999,
      order_count: 2, paid_count: 2, // R2 charged back since: still paid that day, not a refunded order
    });
  });

  it('2 April: a chargeback once, however often it is sent, and its subscription\'s MRR ends', async () => {
    expect(await dayTotals(t.db, shop.site, '2026-04-02')).toEqual({ chargeback_count: 1, chargeback_amount: 2999, mrr_ended: 2999 });
  });

  it('keys money by the order\'s channel, campaign, plan and currency, and sign-ups by the user\'s with plan 0 and no currency', async () => {
    const rows = await rollup(t.db, shop.site);
    const march1 = rows.filter((r) => r.day === '2026-03-01');
    expect(march1.map((r) => [r.channel_id, r.campaign_id, r.plan_id, r.currency])).toEqual([
      [0, 0, 0, ''],
      [0, 0, shop.monthly, 'USD'],
      [7, 3, shop.monthly, 'USD'],
    ]);
    expect(march1[0]).toMatchObject({ sign_ups: 3, new_revenue: 0 });
    expect(march1[2]).toMatchObject({ new_subscribers: 1, new_revenue: 1999, mrr_started: 2999, refunded_orders: 1 });
    // The refund of S1 is under S1's channel and campaign.
    expect(rows.find((r) => r.day === '2026-03-02' && r.refund_amount === 500)).toMatchObject({ channel_id: 7, campaign_id: 3 });
  });

  it('adds up over the range: revenue 11995, refunds 2499, chargebacks 2999, net 6497', async () => {
    const rows = await rollup(t.db, shop.site);
    const sum = (f: keyof (typeof rows)[number]) => rows.reduce((n, r) => n + Number(r[f]), 0);
    // 3 sales of 1999 + 2 renewals of 2999.
    expect(sum('new_revenue') + sum('renew_revenue')).toBe(11995);
    expect(sum('refund_amount')).toBe(2499);
    expect(sum('chargeback_amount')).toBe(2999);
    expect(sum('new_revenue') + sum('renew_revenue') - sum('refund_amount') - sum('chargeback_amount')).toBe(6497);
    // MRR at the end: only P1 runs on, at 2999 a month.
    expect(sum('mrr_started') - sum('mrr_ended')).toBe(2999);
  });

  it('derives ARPU, ratios and rates from the range\'s sums, half up, 0 over nothing', async () => {
    const rows = await rollup(t.db, shop.site);
    const sum = (f: keyof (typeof rows)[number]) => rows.reduce((n, r) => n + Number(r[f]), 0);
    const derived = derivedFigures({
      newRevenue: sum('new_revenue'), newSubscribers: sum('new_subscribers'), renewRevenue: sum('renew_revenue'), renewCount: sum('renew_count'),
      refundAmount: sum('refund_amount'), chargebackAmount: sum('chargeback_amount'), orderCount: sum('order_count'), paidCount: sum('paid_count'),
      failedCount: sum('failed_count'), pendingCount: sum('pending_count'), refundedOrders: sum('refunded_orders'),
    });
    expect(derived).toEqual({
      revenue: 11995, netRevenue: 6497,
      arpu: 1999, // 5997 / 3
      renewArpu: 2999, // 5998 / 2
      refundRatio: 2083, // 2499 × 10000 / 11995 = 2083.37
      successRate: 10000, failRate: 0, pendingRate: 0, // 5 orders, all paid
      refundRate: 4000, // S1 and S3 of 5 paid
    });
    expect(derivedFigures({ newRevenue: 0, newSubscribers: 0, renewRevenue: 0, renewCount: 0, refundAmount: 0, chargebackAmount: 0, orderCount: 0, paidCount: 0, failedCount: 0, pendingCount: 0, refundedOrders: 0 }))
      .toEqual({ revenue: 0, netRevenue: 0, arpu: 0, renewArpu: 0, refundRatio: 0, successRate: 0, failRate: 0, pendingRate: 0, refundRate: 0 });
    expect([divideHalfUp(5, 2), divideHalfUp(7, 3), divideHalfUp(8, 3), divideHalfUp(-5, 2), divideHalfUp(1, 0)]).toEqual([3, 2, 3, -3, 0]);
    expect([ratioBp(1, 3), ratioBp(2, 3), ratioBp(1, 20000), ratioBp(1, 20001)]).toEqual([3333, 6667, 1, 0]);
  });

  it('leaves no mark behind, and equals a rebuild from raw rows', async () => {
    expect(await dirtyMarks(t.db)).toBe(0);
    const kept = await rollup(t.db);
    await rebuildAll(t.db);
    expect(await rollup(t.db)).toEqual(kept);
  });
});

describe('a change that moves a date', () => {
  it('takes the figure off the old day and puts it on the new one', async () => {
    const [u4] = users.slice(3);
    await t.db.execute(sql`update users set created_at = '2026-03-05T20:00:00Z' where id = ${u4!}`);
    await refreshDirty(t.db);
    expect((await dayTotals(t.db, shop.site, '2026-03-01')).sign_ups).toBe(2);
    expect(await dayTotals(t.db, shop.site, '2026-03-05')).toEqual({ sign_ups: 1 });
  });

  it('recomputes a whole site when its time zone changes', async () => {
    await t.db.execute(sql`update sites set timezone = 'Asia/Taipei' where id = ${shop.site}`);
    await refreshDirty(t.db);
    // The customer made at 20:00 UTC on 5 March signed up at 04:00 on 6 March in Taipei.
    expect(await dayTotals(t.db, shop.site, '2026-03-05')).toEqual({});
    expect(await dayTotals(t.db, shop.site, '2026-03-06')).toEqual({ sign_ups: 1 });
    const kept = await rollup(t.db);
    await rebuildAll(t.db);
    expect(await rollup(t.db)).toEqual(kept);
  });
});
