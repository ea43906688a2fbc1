/**
 * The live figures minute by minute. Visits and sales are placed at instants spread over the last
 * 35 minutes (and one in the future, and some on another site); each answer is checked against
 * what the rows give at the instant the answer says it was read (`at`): 30 minutes, each with its
 * distinct visitors (or its revenue), the visitors of the last 5 minutes, and today's sales.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, signBody } from '../../../resources/orders/notification.server.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { createPlan } from '../commerce/helpers.ts';
import { customerOf } from '../marketing/helpers.ts';
import { siteWithKey } from '../helpers/intake.ts';

const MINUTE = 60_000;
const SECRET = 'live-figures-Secret-for-tests-01';

let t: TTestApp;
let token: string;
let site: number;
/** Every visit and sale placed, with its instant. */
const visits: { site: number; visitor: string; at: number }[] = [];
const sales: { site: number; amount: number; at: number }[] = [];

/** The minute an instant falls in, as the answer writes it in UTC. */
const minuteOf = (at: number) => new Date(Math.floor(at / MINUTE) * MINUTE).toISOString().slice(0, 16);

/** The 30 minutes ending with the one `at` falls in. */
const minutesUpTo = (at: number) => Array.from({ length: 30 }, (_, i) => minuteOf(Math.floor(at / MINUTE) * MINUTE - (29 - i) * MINUTE));

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  site = (await siteWithKey(t, token)).id;
  const otherSite = (await siteWithKey(t, token)).id;
  const now = Date.now();
  // Visitors v0–v5 every 40 seconds from 35 minutes ago: some minutes hold one visitor twice.
  for (let i = 0; i < 53; i++) visits.push({ site, visitor: `v${i % 6}`, at: now - 35 * MINUTE + i * 40_000 });
  // One visitor three times within one minute, ten minutes ago: one visitor of that minute.
  const tenMinutesAgo = Math.floor(now / MINUTE) * MINUTE - 10 * MINUTE;
  for (const seconds of [5, 20, 35]) visits.push({ site, visitor: 'again', at: tenMinutesAgo + seconds * 1_000 });
  visits.push({ site, visitor: 'v0', at: now - 1_000 }, { site, visitor: 'late', at: now + 10 * MINUTE }, { site: otherSite, visitor: 'other', at: now - 30_000 });
  await t.db.execute(sql`insert into visit_events (occurred_at, site_id, event_id, kind, visitor_id, day, device) values ${sql.join(
    visits.map((v, i) => sql`(${new Date(v.at).toISOString()}::timestamptz, ${v.site}, ${`live-${i}`}, 'page_view', ${v.visitor}, ${new Date(v.at).toISOString().slice(0, 10)}, 'desktop')`),
    sql`, `,
  )}`);

  const plan = (await createPlan(t, token)).id;
  const setting = async (forSite: number) => {
    const res = await t.call(token, { method: 'POST', url: `${API}/segpays`, payload: { name: `Live ${forSite}`, site: forSite, merchant_id: 'M1', package_id: 'P1', currency: 'USD', postback_secret: SECRET } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const settings = new Map([[site, await setting(site)], [otherSite, await setting(otherSite)]]);
  const sale = async (forSite: number, amount: number, at: number) => {
    const user = await customerOf(t, token, null);
    const body = JSON.stringify({
      kind: 'sale', transaction_id: `L${user.id}`, purchase_id: `LP${user.id}`, occurred_at: new Date(at).toISOString(),
      plan_id: plan, user_id: user.id, amount, currency: 'USD', payment_method: 'visa',
    });
    const res = await t.app.inject({
      method: 'POST', url: `/api/v1/providers/segpay/${settings.get(forSite)}/postback`,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, body) }, payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    sales.push({ site: forSite, amount, at });
  };
  // Two sales in one minute, others across the half hour, one 40 minutes ago (today's total
  // only, unless today began since), one yesterday, one in the future, one on the other site.
  for (const [amount, minutesAgo] of [[1000, 2.2], [250, 2.4], [999, 14], [1999, 29.5], [700, 40], [333, 24 * 60 + 5], [4444, -10]] as const) await sale(site, amount, now - minutesAgo * MINUTE);
  await sale(otherSite, 5555, now - 3 * MINUTE);
});
afterAll(() => t.close());

describe('the live figures', () => {
  it('count the distinct visitors of each of the last 30 minutes and of the last 5, at the instant of the answer', async () => {
    const res = await t.call(token, { url: `${API}/dashboard/real-time-users?site=${site}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { at: string; active_visitors: number; series: { minute: string; visitors: number }[] };
    const at = Date.parse(body.at);
    const mine = visits.filter((v) => v.site === site && v.at <= at);
    const distinct = (rows: typeof visits) => new Set(rows.map((v) => v.visitor)).size;
    expect(body.series.map((p) => p.minute)).toEqual(minutesUpTo(at));
    expect(body.series).toEqual(minutesUpTo(at).map((minute) => ({ minute, visitors: distinct(mine.filter((v) => minuteOf(v.at) === minute)) })));
    expect(body.series.reduce((total, p) => total + p.visitors, 0)).toBeGreaterThanOrEqual(29);
    expect(body.active_visitors).toBe(distinct(mine.filter((v) => v.at > at - 5 * MINUTE)));
  });

  it('sum the revenue of each of the last 30 minutes and of today, at the instant of the answer', async () => {
    const res = await t.call(token, { url: `${API}/dashboard/real-time-revenues?site=${site}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { at: string; today_revenue: number; today_orders: number; series: { minute: string; revenue: number }[]; recent: { amount: number }[] };
    const at = Date.parse(body.at);
    const mine = sales.filter((s) => s.site === site && s.at <= at);
    const sum = (rows: typeof sales) => rows.reduce((total, s) => total + s.amount, 0);
    expect(body.series).toEqual(minutesUpTo(at).map((minute) => ({ minute, revenue: sum(mine.filter((s) => minuteOf(s.at) === minute)) })));
    expect(body.series.reduce((total, p) => total + p.revenue, 0)).toBeGreaterThanOrEqual(1000 + 250 + 999);
    const midnight = Date.parse(`${body.at.slice(0, 10)}T00:00:00Z`);
    const today = mine.filter((s) => s.at >= midnight);
    expect([body.today_revenue, body.today_orders]).toEqual([sum(today), today.length]);
    expect(body.recent.map((o) => o.amount)).toEqual([...mine].sort((a, b) => b.at - a.at).map((s) => s.amount));
  });
});
