/**
 * The totals of a filtered list of orders come from the daily rollup for whole days and from the
 * orders for the rest: for any filter, they equal the totals of the orders themselves, counted
 * here from every row, after inserts, status corrections, refunds and deletions alike.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, API, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { caller, createPlan, listQuery } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
const plans: number[] = [];
const settings: number[] = [];
const users: number[] = [];

const STATUSES = ['pending', 'paid', 'refunded', 'partially_refunded', 'voided', 'charged_back', 'failed'] as const;
const METHODS = ['visa', 'mastercard', 'amex'] as const;
const AMOUNTS = [999, 1999, 2999, 4999];
const DAY = 86_400_000;
/** Payments over ten days around a month's turn, at any minute: many whole days and ragged ends. */
const START = Date.UTC(2026, 2, 27);

type TOrder = {
  id: number; user: number; plan: number; segpay: number; kind: string; status: string; currency: string; amount: number; refunded_amount: number;
  transaction_fee: number; settlement_fee: number; reserve_fee: number; total_amount: number; payment_method: string; transaction_number: string; paid_at: Date | null;
};

const rowsOf = <T,>(result: unknown) => (result as { rows: T[] }).rows;

let sequence = 0;
const insertOrders = async (count: number, rnd: () => number) => {
  const pick = <T,>(values: readonly T[]) => values[Math.floor(rnd() * values.length)]!;
  const values = Array.from({ length: count }, () => {
    sequence += 1;
    const amount = pick(AMOUNTS);
    const status = pick(STATUSES);
    const paid = status !== 'pending' && status !== 'failed';
    const fee = Math.round(amount * 0.035);
    const paidAt = paid ? new Date(START + Math.floor(rnd() * 10 * 24 * 60) * 60_000) : null;
    return sql`(${`TOT-${sequence}`}, ${pick(['sale', 'rebill'])}, ${pick(users)}, ${pick(plans)}, ${pick(settings)}, ${status}, ${pick(['USD', 'USD', 'EUR'])}, ${amount},
      ${status === 'refunded' ? amount : 0}, ${pick(METHODS)}, ${`TX-${sequence}`}, ${paidAt}, ${fee}, 5, 10, ${amount - fee - 15})`;
  });
  await t.db.execute(sql`insert into orders (order_id, kind, "user", plan, segpay, status, currency, amount, refunded_amount, payment_method, transaction_number, paid_at,
    transaction_fee, settlement_fee, reserve_fee, total_amount) values ${sql.join(values, sql`, `)}`);
};

type TFilter = Record<string, unknown>;

/** The orders a filter selects, as the list reads it. */
const selects = (filter: TFilter, order: TOrder) => {
  const paidAt = order.paid_at?.getTime();
  const is = (field: keyof TOrder, wanted: unknown) => (Array.isArray(wanted) ? wanted.includes(order[field]) : order[field] === wanted);
  return Object.entries(filter).every(([key, value]) => {
    switch (key) {
      case 'paid_at_gte':
        return paidAt !== undefined && paidAt >= new Date(value as string).getTime();
      case 'paid_at_lte':
        return paidAt !== undefined && paidAt <= new Date(value as string).getTime();
      case 'amount_gte':
        return order.amount >= (value as number);
      case 'amount_lte':
        return order.amount <= (value as number);
      case 'transaction_number':
        return order.transaction_number.toLowerCase().includes(String(value).toLowerCase());
      default:
        return is(key as keyof TOrder, value);
    }
  });
};

/** The totals counted here from every order. */
const expected = async (filter: TFilter) => {
  const orders = rowsOf<TOrder>(await t.db.execute(sql`select * from orders`)).map((o) => ({
    ...o,
    paid_at: o.paid_at === null ? null : new Date(o.paid_at),
    ...Object.fromEntries(['amount', 'refunded_amount', 'transaction_fee', 'settlement_fee', 'reserve_fee', 'total_amount'].map((m) => [m, Number(o[m as keyof TOrder])])),
  })) as TOrder[];
  const byCurrency = new Map<string, Record<string, number>>();
  for (const order of orders.filter((o) => selects(filter, o))) {
    const sums = byCurrency.get(order.currency) ?? { count: 0, amount: 0, refunded_amount: 0, transaction_fee: 0, settlement_fee: 0, reserve_fee: 0, total_amount: 0 };
    sums.count! += 1;
    for (const m of ['amount', 'refunded_amount', 'transaction_fee', 'settlement_fee', 'reserve_fee', 'total_amount'] as const) sums[m]! += order[m];
    byCurrency.set(order.currency, sums);
  }
  return [...byCurrency.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, sums]) => ({ currency, ...sums }));
};

const instant = fc.integer({ min: -2 * 24, max: 12 * 24 }).chain((hours) =>
  fc.constantFrom(0, 1, 59_999, 30 * 60_000).map((ms) => new Date(START + hours * 3_600_000 + ms).toISOString()),
);
const oneOrMany = <T,>(values: readonly T[]) => fc.oneof(fc.constantFrom(...values), fc.subarray([...values], { minLength: 1 }));
const filters: fc.Arbitrary<TFilter> = fc.record(
  {
    status: oneOrMany(STATUSES),
    payment_method: oneOrMany(METHODS),
    kind: fc.constantFrom('sale', 'rebill'),
    plan: fc.constantFrom(...[0, 1]).map((i) => plans[i]!),
    segpay: fc.constantFrom(...[0, 1]).map((i) => settings[i]!),
    amount_gte: fc.constantFrom(...AMOUNTS, 1500),
    amount_lte: fc.constantFrom(...AMOUNTS, 3000),
    paid_at_gte: instant,
    paid_at_lte: instant,
    user: fc.constantFrom(...[0, 1]).map((i) => users[i]!),
    transaction_number: fc.constantFrom('TX-1', 'TX-2'),
  },
  { requiredKeys: [] },
);

const totalsOf = async (filter: TFilter) => {
  const res = await call(token, 'GET', `/orders/totals?${listQuery({ filter })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const checkRandomFilters = async (runs: number) =>
  fc.assert(
    fc.asyncProperty(filters, async (filter) => {
      expect(await totalsOf(filter), JSON.stringify(filter)).toEqual(await expected(filter));
    }),
    { numRuns: runs, seed: 13 },
  );

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
  const siteId = (await siteWithKey(t, token)).id;
  for (const i of [1, 2]) {
    plans.push((await createPlan(t, token)).id);
    const user = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site: siteId, username: `totals${i}`, email: `totals${i}@example.com` } });
    users.push(user.json().id);
    const setting = await call(token, 'POST', '/segpays', {
      name: `Totals ${i}`, site: siteId, merchant_id: `M${i}`, package_id: `P${i}`, currency: 'USD', postback_secret: `totals-Secret-for-the-tests-000${i}`,
      transaction_fee_rate: 350, transaction_fee_fixed: 0, settlement_fee_rate: 50, reserve_rate: 500,
    });
    settings.push(setting.json().id);
  }
  await insertOrders(400, mulberry(7));
});
afterAll(() => t.close());

/** A seeded stream, so that a failure is the same on the next run. */
function mulberry(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the totals of a filtered list of orders', () => {
  it('equal the totals of the orders themselves, for any filter', async () => {
    expect(await totalsOf({})).toEqual(await expected({}));
    await checkRandomFilters(120);
  });

  it('stay equal after status corrections, refunds, moved payments, a second batch and deletions', async () => {
    await t.db.execute(sql`update orders set status = 'refunded', refunded_amount = amount, total_amount = 0 where id % 7 = 0 and status = 'paid'`);
    await t.db.execute(sql`update orders set status = 'partially_refunded', refunded_amount = amount / 2 where id % 11 = 0 and status = 'paid'`);
    await t.db.execute(sql`update orders set paid_at = paid_at + interval '13 hours' where id % 5 = 0 and paid_at is not null`);
    await t.db.execute(sql`update orders set note = 'looked into it' where id % 3 = 0`);
    await insertOrders(150, mulberry(8));
    await t.db.execute(sql`delete from provider_events where "order" in (select id from orders where id % 13 = 0)`);
    await t.db.execute(sql`delete from orders where id % 13 = 0`);
    await checkRandomFilters(80);
  });

  it('keep no row for a key whose orders all left it, in any answer', async () => {
    await t.db.execute(sql`update orders set currency = 'USD' where currency = 'EUR'`);
    const totals = await totalsOf({});
    expect(totals.map((row: { currency: string }) => row.currency)).toEqual(['USD']);
    expect(totals).toEqual(await expected({}));
  });

  it('answers a correction through the API at once', async () => {
    const [order] = rowsOf<{ id: number; status: string }>(await t.db.execute(sql`select id, status from orders where status = 'paid' order by id limit 1`));
    const read = await call(token, 'GET', `/orders/${order!.id}`);
    const saved = await call(token, 'PUT', `/orders/${order!.id}`, { status: 'voided', status_reason: 'Voided by phone', version: read.json().version });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const filter of [{ status: 'voided' }, { status: 'paid' }, { status: 'voided', paid_at_gte: new Date(START - DAY).toISOString() }]) expect(await totalsOf(filter)).toEqual(await expected(filter));
  });

  it('reads whole days from the rollup, whose days and months hold every order once, and only the ragged ends from the orders', async () => {
    const [held] = rowsOf<{ days: string; months: string; orders: string }>(
      await t.db.execute(sql`select (select sum(count) from order_day_totals) as days, (select sum(count) from order_month_totals) as months, (select count(*) from orders) as orders`),
    );
    expect([Number(held!.days), Number(held!.months)]).toEqual([Number(held!.orders), Number(held!.orders)]);
    const day = new Date(START + 3 * DAY).toISOString().slice(0, 10);
    const whole = { paid_at_gte: new Date(START + 2 * DAY).toISOString(), paid_at_lte: new Date(START + 5 * DAY + 3_600_000).toISOString() };
    const before = await totalsOf(whole);
    // A mark on one whole day's row of the rollup shows in the answer: that day was not read from the orders.
    await t.db.execute(sql`update order_day_totals set count = count + 1000 where day = ${day} and status = 'paid' and ctid = (select min(ctid) from order_day_totals where day = ${day} and status = 'paid')`);
    try {
      const marked = await totalsOf(whole);
      expect(marked.reduce((n: number, row: { count: number }) => n + row.count, 0)).toBe(before.reduce((n: number, row: { count: number }) => n + row.count, 0) + 1000);
    } finally {
      await t.db.execute(sql`update order_day_totals set count = count - 1000 where count >= 1000`);
    }
    expect(await totalsOf(whole)).toEqual(await expected(whole));
  });

  it('refuses a malformed filter with a 400, never a 500', async () => {
    for (const filter of [{ paid_at_gte: 'yesterday' }, { amount_gte: 'ten' }, { status: [] }, { nothing: 1 }]) {
      expect((await call(token, 'GET', `/orders/totals?${listQuery({ filter })}`)).statusCode).toBe(400);
    }
  });
});
