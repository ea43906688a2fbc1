/**
 * The demo's commerce: plans in their order with one withdrawn, a running welcome code, an ended
 * one, a deal, and three months of payments made through the postback endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/setup/demo.ts';
import { injectSender } from '../../../server/setup/paymentSimulator.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { caller, listQuery } from './helpers.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  expect(await seedDemo(t.db, t.app.storage, injectSender(t.app))).toBe(true);
  // The whole demo, its year of visits included, takes up to two minutes on a busy machine.
}, 180_000);
afterAll(() => t.close());

describe('the demo', () => {
  it('offers plans in order, one of them withdrawn, a running and an ended promotion, and an active deal', async () => {
    const call = caller(t);
    const plans = (await call(token, 'GET', `/plans?${listQuery({ sort: ['sort', 'ASC'] })}`)).json() as { name: string; show: boolean; id: number }[];
    expect(plans.map((p) => p.name)).toEqual(['Weekly', 'Monthly', 'Quarterly', 'Yearly', 'Day pass']);
    expect(plans.filter((p) => !p.show).map((p) => p.name)).toEqual(['Day pass']);
    const promotions = (await call(token, 'GET', `/promotions?${listQuery({ sort: ['code', 'ASC'] })}`)).json() as { code: string; status: string }[];
    expect(promotions.map((p) => [p.code, p.status])).toEqual([['SPRING-5', 'expired'], ['WELCOME-20', 'active']]);
    const deals = (await call(token, 'GET', '/deals')).json() as { status: string; plan: number }[];
    expect(deals).toEqual([expect.objectContaining({ status: 'active', plan: plans.find((p) => p.name === 'Yearly')!.id })]);
  });

  it('has a few hundred orders and their subscriptions, made by signed notifications, with promotions, renewals and reversals', async () => {
    const call = caller(t);
    const totals = (await call(token, 'GET', '/orders/totals')).json().data as { currency: string; count: number; amount: number }[];
    expect(totals).toHaveLength(1);
    expect(totals[0]!.count).toBeGreaterThan(150);
    expect(totals[0]!.count).toBeLessThan(1000);
    const ids = async (resource: string, filter: object) => (await call(token, 'GET', `/${resource}?${listQuery({ filter })}`)).json().length;
    expect(await ids('orders', { kind: 'rebill' })).toBeGreaterThan(0);
    expect(await ids('orders', { status: 'refunded' }) + (await ids('orders', { status: 'partially_refunded' }))).toBeGreaterThan(0);
    expect(await ids('subscriptions', { status: 'active' })).toBeGreaterThan(0);
    expect(await ids('subscriptions', { status: 'cancelled' }) + (await ids('subscriptions', { status: 'expired' }))).toBeGreaterThan(0);
    const welcome = (await call(token, 'GET', `/promotions?${listQuery({ filter: { q: 'WELCOME-20' } })}`)).json()[0];
    expect(welcome.used).toBeGreaterThan(0);
    // Every order came with its notification, applied.
    const [order] = (await call(token, 'GET', '/orders')).json();
    expect((await call(token, 'GET', `/orders/${order.id}/events`)).json().data.some((e: { status: string }) => e.status === 'applied')).toBe(true);
  });
});
