/**
 * The demo's commerce: plans in their order with one withdrawn, a running welcome code, an ended
 * one, a deal, and a year of payments made through the postback endpoint, with a seasonal and
 * weekly rhythm; the analytics rollups rebuilt from them at the end.
 */
import { sql } from 'drizzle-orm';
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
  // The whole demo, its year of visits and of payments, takes a few minutes on a busy machine.
}, 300_000);
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

  it('has about a thousand orders and their subscriptions, made by signed notifications, with promotions, renewals and reversals', async () => {
    const call = caller(t);
    const totals = (await call(token, 'GET', '/orders/totals')).json().data as { currency: string; count: number; amount: number }[];
    expect(totals).toHaveLength(1);
    expect(totals[0]!.count).toBeGreaterThan(600);
    expect(totals[0]!.count).toBeLessThan(2000);
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

  it('spans a year, with more sign-ups in winter than in summer and at weekends than midweek, and refunds and chargebacks', async () => {
    const rows = (text: string) => t.db.execute(sql.raw(text)).then((r) => (r as unknown as { rows: Record<string, string | number>[] }).rows);
    const [span] = await rows(`select extract(epoch from max(paid_at) - min(paid_at)) / 86400 as days from orders`);
    expect(Number(span!.days)).toBeGreaterThan(330);
    const byMonth = await rows(`select extract(month from paid_at)::int as month, count(*)::int as n from orders where kind = 'sale' group by 1`);
    const sales = (months: number[]) => byMonth.filter((r) => months.includes(Number(r.month))).reduce((n, r) => n + Number(r.n), 0);
    expect(sales([12, 1, 2])).toBeGreaterThan(1.3 * sales([6, 7, 8]));
    const byDay = await rows(`select extract(dow from paid_at)::int as dow, count(*)::int as n from orders where kind = 'sale' group by 1`);
    const perDay = (days: number[]) => byDay.filter((r) => days.includes(Number(r.dow))).reduce((n, r) => n + Number(r.n), 0) / days.length;
    expect(perDay([0, 6])).toBeGreaterThan(perDay([2, 3]));
    const [reversals] = await rows(`select count(*) filter (where kind = 'refund' and status = 'applied')::int as refunds, count(*) filter (where kind = 'chargeback' and status = 'applied')::int as chargebacks from provider_events`);
    expect(Number(reversals!.refunds)).toBeGreaterThan(5);
    expect(Number(reversals!.chargebacks)).toBeGreaterThan(0);
    // Each payer's account was made before their first payment.
    const [early] = await rows(`select count(*)::int as n from users u join (select "user", min(paid_at) as first from orders group by 1) f on f."user" = u.id where u.created_at > f.first`);
    expect(Number(early!.n)).toBe(0);
  });

  it('ends with the rollups rebuilt: the money of the orders, by day, nothing left to refresh', async () => {
    const rows = (text: string) => t.db.execute(sql.raw(text)).then((r) => (r as unknown as { rows: Record<string, string | number>[] }).rows);
    const [money] = await rows(`select (select sum(amount) from orders where paid_at is not null and status <> 'failed' and status <> 'pending') as orders,
      (select sum(new_revenue + renew_revenue) from analytics_days) as rollup, (select sum(sign_ups) from analytics_days) as sign_ups, (select count(*) from users) as users`);
    expect(Number(money!.rollup)).toBe(Number(money!.orders));
    expect(Number(money!.sign_ups)).toBe(Number(money!.users));
  });
});
