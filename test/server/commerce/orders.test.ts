/**
 * Orders and subscriptions as staff read them: every route by role; an edit that corrects a status
 * says why; the totals of the filtered rows per currency; the CSV export; a subscription's channel
 * statistic. Orders are made through the real postback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../../resources/orders/notification.server.ts';
import { buildTestApp, API, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { staffWith } from '../helpers/staff.ts';
import { caller, editor, createPlan, listQuery, type TMethod } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
let edit: ReturnType<typeof editor>;
let settingId: number;
let planId: number;
let userId: number;
const SECRET = 'orders-Secret-for-the-tests-0001';
let sequence = 0;

const post = (body: object) => {
  const raw = JSON.stringify(body);
  return t.app.inject({ method: 'POST', url: `/api/v1/providers/segpay/${settingId}/postback`, headers: { 'content-type': 'application/json', 'x-segpay-signature': signBody(SECRET, raw) }, payload: raw });
};
const sell = async (values: Record<string, unknown> = {}) => {
  sequence += 1;
  const res = await post({
    kind: 'sale', transaction_id: `OT${sequence}`, purchase_id: `OP${sequence}`, occurred_at: '2026-03-10T12:00:00Z', user_id: userId, plan_id: planId,
    amount: 1001, currency: 'USD', payment_method: 'mastercard', channel: 5, ...values,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { order: number; subscription: number };
};

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
  edit = editor(t);
  const siteId = (await siteWithKey(t, token)).id;
  planId = (await createPlan(t, token)).id;
  const user = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site: siteId, username: 'buyer', email: 'buyer@example.com' } });
  userId = user.json().id;
  const setting = await call(token, 'POST', '/segpays', {
    name: 'Orders', site: siteId, merchant_id: 'M1', package_id: 'P1', currency: 'USD', postback_secret: SECRET,
    transaction_fee_rate: 350, transaction_fee_fixed: 0, settlement_fee_rate: 50, reserve_rate: 500,
  });
  settingId = setting.json().id;
});
afterAll(() => t.close());

describe('every route, by role', () => {
  const all = ['list-orders', 'edit-orders', 'export-orders', 'list-subscriptions', 'list-segpays'];
  const cases: { name: string; method: TMethod; path: (ids: { order: number; subscription: number }) => string; permissions: string[]; body?: object; ok: number }[] = [
    { name: 'orders list', method: 'GET', path: () => '/orders', permissions: ['list-orders'], ok: 200 },
    { name: 'orders get', method: 'GET', path: ({ order }) => `/orders/${order}`, permissions: ['list-orders'], ok: 200 },
    { name: 'orders totals', method: 'GET', path: () => '/orders/totals', permissions: ['list-orders'], ok: 200 },
    { name: 'orders events', method: 'GET', path: ({ order }) => `/orders/${order}/events`, permissions: ['list-orders'], ok: 200 },
    { name: 'orders update', method: 'PUT', path: ({ order }) => `/orders/${order}`, permissions: ['edit-orders'], body: { note: 'Called the customer', version: 1 }, ok: 200 },
    { name: 'orders export', method: 'GET', path: () => '/orders/exportCsv', permissions: ['export-orders'], ok: 200 },
    { name: 'subscriptions list', method: 'GET', path: () => '/subscriptions', permissions: ['list-subscriptions'], ok: 200 },
    { name: 'subscriptions get', method: 'GET', path: ({ subscription }) => `/subscriptions/${subscription}`, permissions: ['list-subscriptions'], ok: 200 },
    { name: 'channel statistic', method: 'GET', path: () => '/subscriptions/channelStatistic?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z', permissions: ['list-subscriptions'], ok: 200 },
  ];

  it.each(cases)('$name: 401 without a token, 403 without $permissions, $ok with it', async ({ name, method, path, permissions, body, ok }) => {
    const ids = await sell();
    expect((await call(undefined, method, path(ids), body)).statusCode).toBe(401);
    const opening = name.endsWith('get') ? [...permissions, `edit-${name.split(' ')[0]}`] : permissions;
    const without = await staffWith(t, all.filter((p) => !opening.includes(p)));
    expect((await call(await without.token(), method, path(ids), body)).statusCode).toBe(403);
    const res = await call(await (await staffWith(t, permissions)).token(), method, path(ids), body);
    expect(res.statusCode, res.body).toBe(ok);
  });

  it('has no create or delete of orders or subscriptions (405)', async () => {
    const { order, subscription } = await sell();
    expect((await call(token, 'POST', '/orders', {})).statusCode).toBe(405);
    expect((await call(token, 'DELETE', `/orders/${order}`)).statusCode).toBe(405);
    expect((await call(token, 'POST', '/subscriptions', {})).statusCode).toBe(405);
    expect((await call(token, 'PUT', `/subscriptions/${subscription}`, {})).statusCode).toBe(405);
  });
});

describe('an order edit', () => {
  it('takes a note; a status correction needs its reason, kept in the audit row', async () => {
    const { order } = await sell();
    expect((await edit(token, `/orders/${order}`, { note: 'Looked into it' })).json().note).toBe('Looked into it');
    const noReason = await edit(token, `/orders/${order}`, { status: 'failed' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ status_reason: ['Say why the status is corrected'] });
    expect((await call(token, 'GET', `/orders/${order}`)).json().status).toBe('paid');
    const fixed = await edit(token, `/orders/${order}`, { status: 'failed', status_reason: 'The processor reversed it by phone' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ status: 'failed', status_reason: 'The processor reversed it by phone' });
  });

  it('refuses what staff may not change: amounts, fees, the user (422, unknown field)', async () => {
    const { order } = await sell();
    for (const body of [{ amount: 1 }, { transaction_fee: 0 }, { user: 1 }, { paid_at: '2026-01-01T00:00:00Z' }]) {
      const res = await edit(token, `/orders/${order}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('the list', () => {
  it('filters by status, plan, payment method, paid dates, amount, user and transaction number', async () => {
    await sell({ amount: 777, transaction_id: 'FILTER-777', payment_method: 'amex', occurred_at: '2025-12-24T00:00:00Z' });
    const ids = async (filter: object) => (await call(token, 'GET', `/orders?${listQuery({ filter })}`)).json().map((o: { transaction_number: string }) => o.transaction_number);
    expect(await ids({ payment_method: 'amex' })).toEqual(['FILTER-777']);
    expect(await ids({ amount_gte: 700, amount_lte: 800 })).toEqual(['FILTER-777']);
    expect(await ids({ paid_at_lte: '2025-12-31T00:00:00Z' })).toEqual(['FILTER-777']);
    expect(await ids({ transaction_number: 'FILTER-7' })).toEqual(['FILTER-777']);
    expect(await ids({ status: 'paid', plan: planId, user: userId, payment_method: 'amex' })).toEqual(['FILTER-777']);
  });

  it('totals the filtered rows per currency: count, amount, fees and net', async () => {
    await sell({ amount: 2001, payment_method: 'jcb' });
    await sell({ amount: 2001, payment_method: 'jcb' });
    const res = await call(token, 'GET', `/orders/totals?${listQuery({ filter: { payment_method: 'jcb' } })}`);
    // Each: 2001 × 3.5 % = 70.035 → 70; × 0.5 % = 10.005 → 10; × 5 % = 100.05 → 100.
    expect(res.json().data).toEqual([
      { currency: 'USD', count: 2, amount: 4002, refunded_amount: 0, transaction_fee: 140, settlement_fee: 20, reserve_fee: 200, total_amount: 4002 - 360 },
    ]);
  });

  it('exports orders.csv with exact decimal amounts', async () => {
    await sell({ amount: 1005, payment_method: 'discover' });
    const res = await call(token, 'GET', `/orders/exportCsv?${listQuery({ filter: { payment_method: 'discover' } })}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('orders.csv');
    expect(res.body).toContain('10.05');
    expect(res.body).not.toContain(SECRET);
  });
});

describe('subscriptions', () => {
  it('filter by status, plan and channel; count per channel for a period', async () => {
    await sell({ channel: 42, occurred_at: '2026-05-02T00:00:00Z' });
    const list = (await call(token, 'GET', `/subscriptions?${listQuery({ filter: { channel: 42, status: 'active', plan: planId } })}`)).json();
    expect(list).toHaveLength(1);
    const stat = (await call(token, 'GET', '/subscriptions/channelStatistic?from=2026-05-01T00:00:00Z&to=2026-05-03T00:00:00Z')).json().data;
    expect(stat).toEqual([{ channel: 42, currency: 'USD', new_subscriptions: 1, active_at_end: 1, cancelled: 0, revenue: 1001 }]);
    expect((await call(token, 'GET', '/subscriptions/channelStatistic?from=2026-05-03T00:00:00Z&to=2026-05-01T00:00:00Z')).statusCode).toBe(422);
  });
});
