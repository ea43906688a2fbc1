/**
 * Payout reports: every route as no token, without and with its permission; the figures of a
 * small month worked out by hand (a sale, a partial refund, a chargeback, a reserve whose hold
 * ends in the month); bad input refused on its field; the figures never edited; the CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../../resources/orders/notification.server.ts';
import { buildTestApp, API, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { staffWith } from '../helpers/staff.ts';
import { caller, createPlan, editor, type TMethod } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
let edit: ReturnType<typeof editor>;
let siteId: number;
let planId: number;
let settingId: number;
let userId: number;
const SECRET = 'payout-Secret-for-the-tests-0001';
let sequence = 0;
const nextId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

const post = (body: object) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/providers/segpay/${settingId}/postback`,
    headers: { 'content-type': 'application/json', 'x-segpay-signature': signBody(SECRET, raw) },
    payload: raw,
  });
};

/** A paid sale of `amount` cents at `occurredAt`, as the processor notifies it; answers its notification. */
const sale = async (amount: number, occurredAt: string) => {
  const n = { kind: 'sale', transaction_id: nextId('T'), purchase_id: nextId('P'), occurred_at: occurredAt, plan_id: planId, user_id: userId, amount, currency: 'USD', payment_method: 'visa' };
  const res = await post(n);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ result: 'applied' });
  return n;
};
const reversal = async (kind: 'refund' | 'chargeback', of: { transaction_id: string; purchase_id: string }, amount?: number) => {
  const res = await post({ kind, transaction_id: nextId('R'), related_transaction_id: of.transaction_id, purchase_id: of.purchase_id, occurred_at: '2026-03-20T00:00:00Z', ...(amount ? { amount } : {}) });
  expect(res.statusCode, res.body).toBe(200);
};

const MARCH = { period_start: '2026-03-01', period_end: '2026-03-31' };
const createReport = async (values: Record<string, unknown> = {}) => {
  const res = await call(token, 'POST', '/segpay-payout-reports', { segpay: settingId, ...MARCH, ...values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
};

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
  edit = editor(t);
  siteId = (await siteWithKey(t, token)).id;
  planId = (await createPlan(t, token)).id;
  const setting = await call(token, 'POST', '/segpays', {
    name: 'Payouts', site: siteId, merchant_id: 'M9', package_id: 'P9', currency: 'USD', postback_secret: SECRET,
    transaction_fee_rate: 450, transaction_fee_fixed: 30, settlement_fee_rate: 125, reserve_rate: 1000, reserve_hold_days: 30,
  });
  expect(setting.statusCode, setting.body).toBe(201);
  settingId = setting.json().id;
  const user = await call(token, 'POST', '/users', { site: siteId, username: nextId('u'), email: `${nextId('m')}@example.com` });
  expect(user.statusCode, user.body).toBe(201);
  userId = user.json().id;
  // March, worked out by hand (fees: 4.5 % + 30, 1.25 %, reserve 10 %, each rounded half-up):
  // A 10000: fees 480 + 125, reserve 1000.
  await sale(10000, '2026-03-05T12:00:00Z');
  // B 5000, 2000 of it refunded: fees 255 + 63 (62.5 up), reserve 500.
  const b = await sale(5000, '2026-03-10T12:00:00Z');
  await reversal('refund', b, 2000);
  // C 3000, charged back: fees 165 + 38 (37.5 up), reserve 300.
  const c = await sale(3000, '2026-03-15T12:00:00Z');
  await reversal('chargeback', c);
  // D 4000 paid on 10 February: its reserve of 400 is held 30 days, until 12 March, so March releases it.
  await sale(4000, '2026-02-10T12:00:00Z');
  // E 2000 paid on 1 April (outside), and F 6000 on 1 January (its reserve was released in January).
  await sale(2000, '2026-04-01T00:00:00Z');
  await sale(6000, '2026-01-01T12:00:00Z');
});
afterAll(() => t.close());

describe('the figures', () => {
  it('are computed from the orders of the setting paid in the period, when the report is created', async () => {
    const report = await createReport();
    expect(report).toMatchObject({
      segpay: settingId, period_start: '2026-03-01', period_end: '2026-03-31', currency: 'USD',
      gross_sales: 18000, refunds: 2000, chargebacks: 3000, transaction_fees: 900, settlement_fees: 226,
      reserve_withheld: 1800, reserve_released: 400,
      // 18000 − 2000 − 3000 − 900 − 226 − 1800 + 400
      net_payout: 10474, statement_amount: null, difference: null, version: 1,
      // What the report is called on its page and in notifications.
      period: '2026-03-01 – 2026-03-31',
    });
    const got = await call(token, 'GET', `/segpay-payout-reports/${report.id}`);
    expect(got.json()).toMatchObject({ net_payout: 10474, period: '2026-03-01 – 2026-03-31' });
  });

  it('a period with no orders is all zeros; the last day of the period is included', async () => {
    expect(await createReport({ period_start: '2025-06-01', period_end: '2025-06-30' })).toMatchObject({ gross_sales: 0, net_payout: 0, reserve_released: 0 });
    expect(await createReport({ period_start: '2026-04-01', period_end: '2026-04-01' })).toMatchObject({ gross_sales: 2000 });
  });

  it('the statement amount and the note are what staff change; the difference is statement − net payout', async () => {
    const report = await createReport({ statement_amount: 10474 });
    expect(report).toMatchObject({ difference: 0 });
    const res = await edit(token, `/segpay-payout-reports/${report.id}`, { statement_amount: 10000, note: 'Short by 4.74' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ statement_amount: 10000, difference: -474, net_payout: 10474, note: 'Short by 4.74', version: 2 });
    const listed = (await call(token, 'GET', `/segpay-payout-reports?filter=${encodeURIComponent(JSON.stringify({ id: [report.id] }))}`)).json();
    expect(listed).toMatchObject([{ id: report.id, statement_amount: 10000, difference: -474 }]);
  });
});

describe('refused', () => {
  it.each([
    ['an end before the start', { period_start: '2026-03-31', period_end: '2026-03-01' }, 'period_end'],
    ['an unknown setting', { segpay: 999999 }, 'segpay'],
    ['a fractional statement amount', { statement_amount: 10.5 }, 'statement_amount'],
    ['a date that is none', { period_start: '2026-02-30' }, 'period_start'],
    ['a figure sent by the client', { gross_sales: 1 }, undefined],
  ])('%s: 422 on its field, nothing written', async (_name, values, field) => {
    const before = (await call(token, 'GET', '/segpay-payout-reports')).headers['content-range'];
    const res = await call(token, 'POST', '/segpay-payout-reports', { segpay: settingId, ...MARCH, ...values });
    expect(res.statusCode, res.body).toBe(422);
    if (field) expect(res.json().errors?.[field]).toBeDefined();
    expect((await call(token, 'GET', '/segpay-payout-reports')).headers['content-range']).toBe(before);
  });

  it.each([['net_payout', 1], ['gross_sales', 1], ['segpay', 1], ['period_start', '2026-01-01'], ['currency', 'EUR']])('an update of %s: 422, the report unchanged', async (name, value) => {
    const report = await createReport();
    const res = await edit(token, `/segpay-payout-reports/${report.id}`, { [name]: value });
    expect(res.statusCode, res.body).toBe(422);
    expect((await call(token, 'GET', `/segpay-payout-reports/${report.id}`)).json()).toMatchObject({ version: 1, net_payout: 10474, period_start: '2026-03-01' });
  });

  it('an update without its version: 428', async () => {
    const report = await createReport();
    expect((await call(token, 'PUT', `/segpay-payout-reports/${report.id}`, { note: 'x' })).statusCode).toBe(428);
  });

  it('a create sent twice with one Idempotency-Key makes one report and answers the first answer again; the key with another body: 422', async () => {
    const key = nextId('payout-');
    const body = { segpay: settingId, period_start: '2026-05-01', period_end: '2026-05-31', note: 'May' };
    const first = await call(token, 'POST', '/segpay-payout-reports', body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(token, 'POST', '/segpay-payout-reports', body, { 'idempotency-key': key });
    expect([again.statusCode, again.json().id]).toEqual([201, first.json().id]);
    const mays = (await call(token, 'GET', `/segpay-payout-reports?filter=${encodeURIComponent(JSON.stringify({ period_start: '2026-05-01' }))}`)).json() as unknown[];
    expect(mays).toHaveLength(1);
    expect((await call(token, 'POST', '/segpay-payout-reports', { ...body, note: 'June' }, { 'idempotency-key': key })).statusCode).toBe(422);
  });
});

describe('every route, by role', () => {
  const all = ['list-segpay-payout-reports', 'create-segpay-payout-reports', 'edit-segpay-payout-reports', 'delete-segpay-payout-reports', 'export-segpay-payout-reports'];
  const cases: { name: string; method: TMethod; path: (id: number) => string; permissions: string[]; body?: () => object; ok: number }[] = [
    { name: 'list', method: 'GET', path: () => '/segpay-payout-reports', permissions: ['list-segpay-payout-reports'], ok: 200 },
    { name: 'get', method: 'GET', path: (id) => `/segpay-payout-reports/${id}`, permissions: ['list-segpay-payout-reports'], ok: 200 },
    { name: 'create', method: 'POST', path: () => '/segpay-payout-reports', permissions: ['create-segpay-payout-reports'], body: () => ({ segpay: settingId, ...MARCH }), ok: 201 },
    { name: 'update', method: 'PUT', path: (id) => `/segpay-payout-reports/${id}`, permissions: ['edit-segpay-payout-reports'], body: () => ({ statement_amount: 1, version: 1 }), ok: 200 },
    { name: 'delete', method: 'DELETE', path: (id) => `/segpay-payout-reports/${id}`, permissions: ['delete-segpay-payout-reports'], ok: 200 },
    { name: 'export', method: 'GET', path: () => '/segpay-payout-reports/exportCsv', permissions: ['export-segpay-payout-reports'], ok: 200 },
  ];

  it.each(cases)('$name: 401 without a token, 403 without $permissions, $ok with it', async ({ name, method, path, permissions, body, ok }) => {
    const { id } = await createReport();
    const payload = body?.();
    expect((await call(undefined, method, path(id), payload)).statusCode).toBe(401);
    const opening = name === 'get' ? [...permissions, 'edit-segpay-payout-reports'] : permissions;
    const without = await staffWith(t, all.filter((p) => !opening.includes(p)));
    expect((await call(await without.token(), method, path(id), payload)).statusCode).toBe(403);
    const res = await call(await (await staffWith(t, permissions)).token(), method, path(id), payload);
    expect(res.statusCode, res.body).toBe(ok);
  });

  it('a deleted report is gone; its setting stays', async () => {
    const { id } = await createReport();
    expect((await call(token, 'DELETE', `/segpay-payout-reports/${id}`)).statusCode).toBe(200);
    expect((await call(token, 'GET', `/segpay-payout-reports/${id}`)).statusCode).toBe(404);
    expect((await call(token, 'GET', `/segpays/${settingId}`)).statusCode).toBe(200);
  });
});

describe('the CSV', () => {
  it('has every figure and the difference, in minor units or as the export writes money', async () => {
    const report = await createReport({ statement_amount: 10500, note: '=SUM(A1)' });
    const res = await t.call(token, { method: 'GET', url: `${API}/segpay-payout-reports/exportCsv?filter=${encodeURIComponent(JSON.stringify({ id: [report.id] }))}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('payout-reports.csv');
    const [header, row] = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header!.split(',').length).toBe(15);
    expect(row).toContain('2026-03-01');
    expect(row).toContain("'=SUM(A1)");
    // The net payout 104.74 and the difference 0.26, however money is written.
    expect(row).toMatch(/104\.74|10474/);
    expect(row).toMatch(/0\.26|,26,/);
  });
});
