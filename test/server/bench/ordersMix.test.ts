/**
 * The benchmark's orders stay honest: the commerce generator writes what the postbacks would have
 * (10 payments every 3 subscriptions, each with its setting's fees, the events that made it), the
 * mix's every URL is a valid orders list or totals request that never asks for a page past the
 * end, and a notification signed as the bench signs it is taken by the real endpoint.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_POSTBACK_SECRET, BENCH_SEGPAYS, generateCommerce } from '../../../bench/generate.ts';
import { lastPage, listMix, listPath, type TListMix } from '../../../bench/listMix.ts';
import { drawRequests } from '../../../bench/mix.ts';
import { ordersMix, ordersTotalsMix } from '../../../bench/mixes/orders.ts';
import { feesOf } from '../../../resources/orders/postback.server.ts';
import { signBody, SIGNATURE_HEADER } from '../../../resources/orders/notification.server.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

const USERS = 300;
const SUBSCRIPTIONS = 600;
const SEED = 11;
const now = Date.UTC(2026, 10, 1);

let t: TTestApp;
let token: string;
let declaration: TListMix;
beforeAll(async () => {
  t = await buildTestApp({ prepare: (db) => generateCommerce(db, { users: USERS, subscriptions: SUBSCRIPTIONS }, now) });
  token = await t.login();
  declaration = await ordersMix(t.db, SEED, now);
});
afterAll(() => t.close());

const rowsOf = async (statement: ReturnType<typeof sql>) => {
  const result = (await t.db.execute(statement)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
};
const get = async (path: string) => {
  const response = await t.call(token, { method: 'GET', url: `${API}${path}` });
  return { status: response.statusCode, json: response.statusCode === 200 ? (response.json() as unknown) : undefined, body: response.body };
};

describe('the commerce generator of the benchmark', () => {
  it('writes 10 payments every 3 subscriptions, over two years before now, each with its setting’s fees', async () => {
    const [counts] = await rowsOf(sql`select (select count(*) from orders)::int as orders, (select count(*) from subscriptions)::int as subscriptions,
      (select count(*) from orders where paid_at > to_timestamp(${now / 1000}) or paid_at < to_timestamp(${now / 1000}) - interval '731 days')::int as outside`);
    expect(counts).toEqual({ orders: (SUBSCRIPTIONS / 6) * 20, subscriptions: SUBSCRIPTIONS, outside: 0 });
    const sample = await rowsOf(sql`select segpay, amount, transaction_fee, settlement_fee, reserve_fee, total_amount from orders where id % 97 = 0`);
    for (const row of sample) {
      const setting = BENCH_SEGPAYS[Number(row.segpay) - 1]!;
      expect(Object.values(feesOf(Number(row.amount), setting)), JSON.stringify(row)).toEqual([row.transaction_fee, row.settlement_fee, row.reserve_fee, row.total_amount].map(Number));
    }
  });

  it('keeps the event that made each order, and one for each reversal', async () => {
    const [row] = await rowsOf(sql`select
      (select count(*) from orders o where not exists (select 1 from provider_events e where e."order" = o.id and e.kind = o.kind))::int as without,
      (select count(*) from orders where status in ('refunded', 'partially_refunded', 'charged_back', 'voided'))::int as reversed,
      (select count(*) from provider_events where kind in ('refund', 'chargeback', 'void'))::int as reversals`);
    expect(row!.without).toBe(0);
    expect(row!.reversals).toBe(row!.reversed);
    expect(Number(row!.reversed)).toBeGreaterThan(0);
  });

  it('takes a sale signed with the bench’s postback secret through the real endpoint', async () => {
    const raw = JSON.stringify({ kind: 'sale', transaction_id: 'BT-1', purchase_id: 'BTP-1', occurred_at: new Date(now).toISOString(), user_id: 1, plan_id: 1, amount: 2999, currency: 'USD', payment_method: 'visa' });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/providers/segpay/1/postback', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(BENCH_POSTBACK_SECRET, raw) }, payload: raw });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ result: 'applied' });
    await t.db.execute(sql`delete from provider_events where transaction_id = 'BT-1'`);
    await t.db.execute(sql`delete from orders where transaction_number = 'BT-1'`);
    await t.db.execute(sql`delete from subscriptions where reference = 'SP1-BTP-1'`);
  });
});

describe('the orders mix of the benchmark', () => {
  it('draws distinct filters, sorts both ways and mostly the first pages, each answered with rows', async () => {
    const drawn = drawRequests(listMix(declaration), 200, SEED);
    expect(new Set(drawn.map((d) => d.kind)).size).toBe(declaration.kinds.length);
    for (const path of [...new Set(drawn.map((d) => d.path))].slice(0, 80)) {
      const { status, json, body } = await get(path);
      expect(status, `${path}: ${body}`).toBe(200);
      expect((json as unknown[]).length, path).toBeGreaterThan(0);
    }
  });

  it('knows how many orders each value matches: its last page has rows, the page after has none, the totals count them', async () => {
    for (const kind of declaration.kinds) {
      for (const value of kind.values.slice(0, 6)) {
        const pageOf = (page: number) => listPath(declaration.resource, declaration.pageSize, { sort: ['amount', 'DESC'], page, filter: value.filter });
        const last = lastPage(value.rows, declaration.pageSize);
        expect(((await get(pageOf(last))).json as unknown[]).length, JSON.stringify(value)).toBe(value.rows - (last - 1) * declaration.pageSize);
        expect(((await get(pageOf(last + 1))).json as unknown[]).length, JSON.stringify(value)).toBe(0);
        const totals = (await get(`/orders/totals?filter=${encodeURIComponent(JSON.stringify(value.filter))}`)).json as { data: { count: number }[] };
        expect(totals.data.reduce((sum, row) => sum + row.count, 0), JSON.stringify(value)).toBe(value.rows);
      }
    }
  });

  it('draws the totals with the list’s filters', () => {
    const drawn = drawRequests(ordersTotalsMix(declaration), 50, SEED);
    expect(drawn.every((d) => d.path.startsWith('/orders/totals?filter='))).toBe(true);
  });
});
