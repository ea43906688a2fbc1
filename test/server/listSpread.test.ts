/**
 * A range of a field of few values sorted by another field (orders of a range of prices, sorted by
 * net amount or payment date): read value by value in the sort's order and merged (listSql's
 * `spread`). Pages are those of the SQL they stand for, first and deep, each sort both ways, with
 * nulls in the sort; and still so when the range holds more values than are read one by one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCommerce } from '../../bench/generate.ts';
import { listSql } from '../../server/crud/listSql.ts';
import { parseListWire } from '../../server/crud/listWire.ts';
import { serverResource } from '../../server/registry.ts';
import { orders } from '../../resources/orders/schema.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  // About 20,000 orders of six prices: a range of them holds more matches than are read and sorted (10,000).
  t = await buildTestApp({ prepare: (db) => generateCommerce(db, { users: 2_000, subscriptions: 6_000 }, Date.UTC(2026, 10, 1)) });
  token = await t.login();
}, 120_000);
afterAll(() => t.close());

const ids = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));

const RANGES: [Record<string, number>, ReturnType<typeof sql>][] = [
  [{ amount_gte: 1000 }, sql`amount >= 1000`],
  [{ amount_lte: 19999 }, sql`amount <= 19999`],
  [{ amount_gte: 1000, amount_lte: 10000 }, sql`amount >= 1000 and amount <= 10000`],
];

/** Every page asked equals the SQL's page. */
const expectPages = async () => {
  for (const [filter, where] of RANGES) {
    const [count] = await ids(sql`select count(*)::int as id from orders where ${where}`);
    expect(count, JSON.stringify(filter)).toBeGreaterThan(10_000);
    for (const [field, column] of [['total_amount', sql`total_amount`], ['paid_at', sql`paid_at`]] as const) {
      for (const order of ['ASC', 'DESC'] as const) {
        for (const offset of [0, 25, 4_000, count! - 25]) {
          t.app.changes.changed('orders');
          const res = await t.call(token, { url: `${API}/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=["${field}","${order}"]&range=[${offset},${offset + 24}]` });
          expect(res.statusCode, res.body).toBe(200);
          const direction = sql.raw(order);
          const want = await ids(sql`select id from orders where ${where} order by ${column} ${direction}, id ${direction} limit 25 offset ${offset}`);
          expect(res.json().map((o: { id: number }) => o.id), `${JSON.stringify(filter)} ${field} ${order} ${offset}`).toEqual(want);
        }
      }
    }
  }
};

describe('a range of prices sorted by another field', () => {
  it('is read price by price when nothing else narrows it, and not when something does', () => {
    const entry = serverResource(orders);
    const shape = (filter: object, sort: [string, string]) => listSql(entry, parseListWire(orders, { filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: '[0,24]' }, { extraFilters: [], hasColumn: () => true }));
    expect(shape({ amount_gte: 1000 }, ['total_amount', 'ASC']).spread).toBeDefined();
    expect(shape({ amount_gte: 1000, amount_lte: 5000 }, ['paid_at', 'DESC']).spread).toBeDefined();
    // Sorted by its own field, it is read in order on its index; with another condition, as before.
    expect(shape({ amount_gte: 1000 }, ['amount', 'ASC']).spread).toBeUndefined();
    expect(shape({ amount_gte: 1000, status: 'paid' }, ['total_amount', 'ASC']).spread).toBeUndefined();
    expect(shape({ paid_at_gte: '2026-01-01T00:00:00Z' }, ['total_amount', 'ASC']).spread).toBeUndefined();
  });

  it('answers the pages of the SQL, first and deep, both ways, with unpaid orders (no payment date) in the order', async () => {
    const [unpaid] = await ids(sql`select count(*)::int as id from orders where paid_at is null`);
    expect(unpaid).toBeGreaterThan(0);
    await expectPages();
  });

  it('answers them too when the range holds more prices than are read one by one (read as any range)', async () => {
    await t.db.execute(sql`update orders set amount = amount + (id % 200) where id % 3 = 0`);
    const [prices] = await ids(sql`select count(distinct amount)::int as id from orders where amount >= 1000`);
    expect(prices).toBeGreaterThan(64);
    await expectPages();
  });
});
