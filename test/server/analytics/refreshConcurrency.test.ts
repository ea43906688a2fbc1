/**
 * Refreshes at the same time as each other and as the writes they catch up with lose nothing and
 * count nothing twice: after them, one more refresh leaves the rollup equal to a rebuild from raw
 * rows, with no mark left. The analytics-refresh job does the same turn.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildAll, refreshDirty } from '../../../server/analytics/refresh.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { customer, dayTotals, dirtyMarks, notify, openShop, rollup, type TShop } from './helpers.ts';

let t: TTestApp;
let token: string;
let shop: TShop;
let users: number[];
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  shop = await openShop(t, token);
  users = [await customer(t, token, shop.site, '2026-03-01T00:00:00Z'), await customer(t, token, shop.site, '2026-03-01T00:00:00Z')];
});
afterAll(() => t.close());

/** A sale of 1999 on 1 March, then a refund of 500 on 2 March. */
const saleAndRefund = async () => {
  const n = ++serial;
  const base = { currency: 'USD', payment_method: 'visa', purchase_id: `PC${n}` };
  expect(await notify(t, shop.setting, { ...base, kind: 'sale', transaction_id: `SC${n}`, occurred_at: '2026-03-01T12:00:00Z', user_id: users[n % 2]!, plan_id: shop.monthly, amount: 1999 })).toBe(200);
  expect(await notify(t, shop.setting, { ...base, kind: 'refund', transaction_id: `FC${n}`, related_transaction_id: `SC${n}`, occurred_at: '2026-03-02T12:00:00Z', amount: 500 })).toBe(200);
};

const settledEqualsRebuild = async () => {
  while ((await refreshDirty(t.db)) > 0);
  expect(await dirtyMarks(t.db)).toBe(0);
  const refreshed = await rollup(t.db);
  await rebuildAll(t.db);
  expect(refreshed).toEqual(await rollup(t.db));
};

describe('refreshing', () => {
  it('two refreshers at once: each mark is taken by one, the days are right', async () => {
    for (let i = 0; i < 5; i++) await saleAndRefund();
    const taken = await Promise.all([refreshDirty(t.db), refreshDirty(t.db), refreshDirty(t.db)]);
    expect(taken.filter((n) => n > 0).length).toBeGreaterThanOrEqual(1);
    expect(await dirtyMarks(t.db)).toBe(0);
    // 5 sales of 1999 on 1 March; 5 refunds of 500 on 2 March.
    expect(await dayTotals(t.db, shop.site, '2026-03-01')).toMatchObject({ new_subscribers: 5, new_revenue: 9995 });
    expect(await dayTotals(t.db, shop.site, '2026-03-02')).toMatchObject({ refund_count: 5, refund_amount: 2500 });
    await settledEqualsRebuild();
  });

  it('writes during refreshes: nothing lost, nothing counted twice', async () => {
    const writes = (async () => {
      for (let i = 0; i < 10; i++) await saleAndRefund();
    })();
    const refreshes = (async () => {
      for (let i = 0; i < 10; i++) await refreshDirty(t.db);
    })();
    await Promise.all([writes, refreshes]);
    await settledEqualsRebuild();
    // 15 sales in all, 15 refunds.
    expect(await dayTotals(t.db, shop.site, '2026-03-01')).toMatchObject({ new_subscribers: 15, new_revenue: 15 * 1999, order_count: 15 });
    expect(await dayTotals(t.db, shop.site, '2026-03-02')).toMatchObject({ refund_count: 15, refund_amount: 15 * 500 });
  });

  it('a change committed after the marks were taken is caught by the next turn', async ({ skip }) => {
    // Two transactions at once need two connections: PostgreSQL only (PGlite runs one at a time).
    if (t.database.kind !== 'postgres') skip();
    await settledEqualsRebuild();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const change = t.db.transaction(async (tx) => {
      await tx.execute(sql`update users set created_at = '2026-03-07T10:00:00Z' where id = ${users[0]!}`);
      written();
      await held;
    });
    await wrote;
    // The mark is not committed yet: this refresh neither sees nor deletes it.
    await refreshDirty(t.db);
    release();
    await change;
    expect(await dirtyMarks(t.db)).toBeGreaterThan(0);
    await refreshDirty(t.db);
    expect(await dayTotals(t.db, shop.site, '2026-03-07')).toEqual({ sign_ups: 1 });
    await settledEqualsRebuild();
  });

  it('is what the analytics-refresh job does every 2 seconds', async () => {
    await saleAndRefund();
    expect(await dirtyMarks(t.db)).toBeGreaterThan(0);
    expect(await t.app.jobs.turn('analytics-refresh', { force: true })).toBe('ran');
    expect(await dirtyMarks(t.db)).toBe(0);
    expect(await dayTotals(t.db, shop.site, '2026-03-01')).toMatchObject({ new_subscribers: 16 });
    const [job] = (await t.db.execute(sql`select every_seconds, last_status from jobs where name = 'analytics-refresh'`) as unknown as { rows: { every_seconds: number; last_status: string }[] }).rows;
    expect(job).toEqual({ every_seconds: 2, last_status: 'succeeded' });
  });
});
