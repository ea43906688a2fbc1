/**
 * Redeeming a promotion code, as an order will: the price it gives, the reasons it refuses, and
 * the count that never passes the limit, even for parallel last redemptions (run on PostgreSQL too,
 * where the transactions truly overlap).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemPromotion } from '../../../resources/promotions/redeem.server.ts';
import { HttpError } from '../../../server/lib/errors.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { caller, createPlan } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
let planId: number;
let otherPlanId: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
  // 29.99 dollars, 19.99 for the first month.
  planId = (await createPlan(t, token)).id;
  otherPlanId = (await createPlan(t, token)).id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
let serial = 0;
const promotion = async (values: Record<string, unknown> = {}) => {
  const code = `Code-${Date.now()}-${++serial}`;
  const res = await call(token, 'POST', '/promotions', { name: 'Test', code, started_at: at(-HOUR), discount_percent: 2000, plans: [planId], ...values });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, code };
};
const redeem = (code: string, plan = planId) => t.db.transaction((tx) => redeemPromotion(tx as never, code, plan));
const usedOf = async (id: number) => (await call(token, 'GET', `/promotions/${id}`)).json().used as number;
const refusalOf = async (code: string, plan = planId) => {
  const error = await redeem(code, plan).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(422);
  return (error as HttpError).errors!.promotion![0];
};

describe('redeemPromotion', () => {
  it('takes a percentage off the first period\'s price, rounded half-up, and counts the redemption', async () => {
    const { id, code } = await promotion();
    // 20 % of 19.99 is 3.998: 4.00 off.
    expect(await redeem(code.toUpperCase())).toEqual({ promotionId: id, planId, currency: 'USD', price: 1999, discount: 400, total: 1599 });
    expect(await usedOf(id)).toBe(1);
  });

  it('takes an amount off, never more than the price', async () => {
    const small = await promotion({ discount_percent: null, discount_amount: 500, currency: 'USD' });
    expect(await redeem(small.code)).toMatchObject({ discount: 500, total: 1499 });
    const large = await promotion({ discount_percent: null, discount_amount: 5000, currency: 'USD' });
    expect(await redeem(large.code)).toMatchObject({ discount: 1999, total: 0 });
  });

  it('refuses, counting nothing, a code that is unknown, off, not started, ended, used up or not for the plan', async () => {
    expect(await refusalOf('NO-SUCH-CODE')).toBe('resources.promotions.redeem.unknown');
    const off = await promotion({ enabled: false });
    expect(await refusalOf(off.code)).toBe('resources.promotions.redeem.off');
    const scheduled = await promotion({ started_at: at(HOUR) });
    expect(await refusalOf(scheduled.code)).toBe('resources.promotions.redeem.scheduled');
    const ended = await promotion({ started_at: at(-2 * HOUR), ended_at: at(-HOUR) });
    expect(await refusalOf(ended.code)).toBe('resources.promotions.redeem.expired');
    const once = await promotion({ times: 1 });
    await redeem(once.code);
    expect(await refusalOf(once.code)).toBe('resources.promotions.redeem.used_up');
    const elsewhere = await promotion();
    expect(await refusalOf(elsewhere.code, otherPlanId)).toBe('resources.promotions.redeem.not_for_plan');
    for (const { id } of [off, scheduled, ended, elsewhere]) expect(await usedOf(id)).toBe(0);
    expect(await usedOf(once.id)).toBe(1);
  });

  it('counts nothing when the caller\'s transaction fails afterwards', async () => {
    const { id, code } = await promotion();
    await expect(
      t.db.transaction(async (tx) => {
        await redeemPromotion(tx as never, code, planId);
        throw new Error('the order could not be written');
      }),
    ).rejects.toThrow('the order could not be written');
    expect(await usedOf(id)).toBe(0);
  });

  it('lets exactly one of two parallel last redemptions through', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, code } = await promotion({ times: 5 });
      await t.db.execute(sql`update promotions set used = 4 where id = ${id}`);
      // Each redemption holds its transaction open a moment, so that on PostgreSQL the other waits on the row.
      const attempt = () =>
        t.db.transaction(async (tx) => {
          const redeemed = await redeemPromotion(tx as never, code, planId);
          await tx.execute(sql`select pg_sleep(0.05)`);
          return redeemed;
        });
      const results = await Promise.allSettled([attempt(), attempt()]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect((refused.reason as HttpError).errors).toEqual({ promotion: ['resources.promotions.redeem.used_up'] });
      expect(await usedOf(id)).toBe(5);
      expect((await call(token, 'GET', `/promotions/${id}`)).json().status).toBe('used_up');
    }
  });

  it('never passes the limit under many parallel redemptions', async () => {
    const { id, code } = await promotion({ times: 3 });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => redeem(code)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await usedOf(id)).toBe(3);
  });
});
