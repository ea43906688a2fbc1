/** What the rollup tests share: a site with a payment setting and plans, customers made on a chosen day, signed notifications, and the rollup read back. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { signBody } from '../../../resources/orders/notification.server.ts';
import type { TDb } from '../../../server/db/index.ts';
import { API, type TTestApp } from '../../helpers/buildTestApp.ts';

export const SECRET = 'rollups-Secret-for-the-tests-0001';

let serial = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++serial).toString(36)}`;

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type TShop = { site: number; setting: number; monthly: number; yearly: number; once: number };

/** A site in `timezone` with a payment setting in US dollars, a monthly plan (2999 a month), a yearly one (24000 a year) and one sold once. */
export const openShop = async (t: TTestApp, token: string, timezone = 'UTC'): Promise<TShop> => {
  const post = async (path: string, payload: object) => {
    const res = await t.call(token, { method: 'POST', url: `${API}${path}`, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const suffix = unique('s');
  const site = await post('/sites', { name: `Site ${suffix}`, domain: `${suffix}.example.com`, timezone });
  const plan = (name: string, values: object) => post('/plans', { name: `${name} ${unique('p')}`, title: name, currency: 'USD', initial_period_count: 1, ...values });
  const monthly = await plan('Monthly', { initial_period_unit: 'month', initial_original_price: 1999, recurring_period_count: 1, recurring_period_unit: 'month', recurring_original_price: 2999 });
  const yearly = await plan('Yearly', { initial_period_unit: 'year', initial_original_price: 19999, recurring_period_count: 1, recurring_period_unit: 'year', recurring_original_price: 24000 });
  const once = await plan('Pass', { initial_period_unit: 'day', initial_original_price: 499 });
  const setting = await post('/segpays', { name: `Setting ${suffix}`, site, merchant_id: 'M1', package_id: 'P1', currency: 'USD', postback_secret: SECRET });
  return { site, setting, monthly, yearly, once };
};

/** A customer of the site whose account was made at `createdAt`, through the API, then dated. */
export const customer = async (t: TTestApp, token: string, site: number, createdAt: string, values: { channel?: number; campaign?: number } = {}) => {
  const name = unique('u');
  const res = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site, username: name, email: `${name}@example.com` } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  await t.db.execute(sql`update users set created_at = ${createdAt}::timestamptz, channel = ${values.channel ?? null}, campaign = ${values.campaign ?? null} where id = ${id}`);
  return id;
};

/** Sends one signed notification to the setting's postback endpoint; answers its status code. */
export const notify = async (t: TTestApp, setting: number, body: Record<string, unknown>) => {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/providers/segpay/${setting}/postback`,
    headers: { 'content-type': 'application/json', 'x-segpay-signature': signBody(SECRET, raw) },
    payload: raw,
  });
  return res.statusCode;
};

/** Like `notify`, but the notification must be applied (200) or wait for its payment (202). */
export const applied = async (t: TTestApp, setting: number, body: Record<string, unknown>) => {
  const status = await notify(t, setting, body);
  expect(status, JSON.stringify(body)).toBeOneOf([200, 202]);
};

export const FIGURES = [
  'sign_ups', 'new_subscribers', 'new_revenue', 'renew_count', 'renew_revenue', 'us_renew_count', 'us_renew_revenue', 'refund_count', 'refund_amount',
  'refund_members', 'chargeback_count', 'chargeback_amount', 'order_count', 'paid_count', 'failed_count', 'pending_count', 'refunded_orders', 'mrr_started', 'mrr_ended',
] as const;
export type TFigures = Record<(typeof FIGURES)[number], number>;
export type TRollupRow = { site_id: number; day: string; channel_id: number; campaign_id: number; plan_id: number; currency: string } & TFigures;

/** Every rollup row (of one site, when given), in key order, numbers as numbers. */
export const rollup = async (db: TDb, site?: number): Promise<TRollupRow[]> =>
  rowsOf<Record<string, unknown>>(
    await db.execute(sql`select site_id, to_char(day, 'YYYY-MM-DD') as day, channel_id, campaign_id, plan_id, currency, ${sql.raw(FIGURES.join(', '))}
      from analytics_days ${site === undefined ? sql`` : sql`where site_id = ${site}`}
      order by site_id, day, channel_id, campaign_id, plan_id, currency`),
  ).map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'day' || k === 'currency' ? v : Number(v)])) as TRollupRow);

/** The figures of one site's day, summed over channels, campaigns, plans and currencies; only those not zero. */
export const dayTotals = async (db: TDb, site: number, day: string): Promise<Partial<TFigures>> => {
  const totals: Partial<TFigures> = {};
  for (const row of (await rollup(db, site)).filter((r) => r.day === day)) {
    for (const figure of FIGURES) if (row[figure]) totals[figure] = (totals[figure] ?? 0) + row[figure];
  }
  return totals;
};

export const dirtyMarks = async (db: TDb) => Number(rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from analytics_dirty`))[0]!.n);

const VISIT_FIGURES = ['visitors', 'returning_visitors', 'page_views'] as const;

/** Each coarser grain, the finest table it sums, and its keys as expressions over the finest rows. */
const GRAINS = [
  { table: 'analytics_campaign_days', fine: 'analytics_days', keys: ['site_id', 'day', 'channel_id', 'campaign_id', 'currency'], figures: FIGURES },
  { table: 'analytics_channel_days', fine: 'analytics_days', keys: ['site_id', 'day', 'channel_id', 'currency'], figures: FIGURES },
  { table: 'analytics_campaign_months', fine: 'analytics_days', keys: ['site_id', "date_trunc('month', day)::date", 'channel_id', 'campaign_id', 'currency'], figures: FIGURES },
  { table: 'analytics_channel_months', fine: 'analytics_days', keys: ['site_id', "date_trunc('month', day)::date", 'channel_id', 'currency'], figures: FIGURES },
  { table: 'analytics_visit_campaign_days', fine: 'analytics_visit_days', keys: ['site_id', 'day', 'channel_id', 'campaign_id'], figures: VISIT_FIGURES },
  { table: 'analytics_visit_channel_days', fine: 'analytics_visit_days', keys: ['site_id', 'day', 'channel_id', 'device'], figures: VISIT_FIGURES },
  { table: 'analytics_plan_days', fine: 'analytics_days', keys: ['site_id', 'day', 'plan_id', 'currency'], figures: FIGURES },
  { table: 'analytics_plan_months', fine: 'analytics_days', keys: ['site_id', "date_trunc('month', day)::date", 'plan_id', 'currency'], figures: FIGURES },
  { table: 'analytics_site_days', fine: 'analytics_days', keys: ['site_id', 'day', 'currency'], figures: FIGURES },
  { table: 'analytics_visit_site_days', fine: 'analytics_visit_days', keys: ['site_id', 'day', 'device'], figures: VISIT_FIGURES },
  { table: 'analytics_visit_channel_months', fine: 'analytics_visit_days', keys: ['site_id', "date_trunc('month', day)::date", 'channel_id', 'device'], figures: VISIT_FIGURES },
] as const;

/**
 * Each coarser grain's rows that differ from the finest table summed by its keys (its row count
 * beside the figures), either way: none when every grain equals its sum.
 */
export const grainDifferences = async (db: TDb): Promise<Record<string, number>> => {
  const out: Record<string, number> = {};
  for (const g of GRAINS) {
    const columns = g.keys.map((k) => (k.startsWith('date_trunc') ? 'month' : k));
    const summed = `select ${g.keys.join(', ')}, count(*)::int, ${g.figures.map((f) => `sum(${f})::bigint`).join(', ')} from ${g.fine} group by ${g.keys.join(', ')}`;
    const kept = `select ${columns.join(', ')}, fine_rows, ${g.figures.map((f) => `${f}::bigint`).join(', ')} from ${g.table}`;
    const [row] = rowsOf<{ n: number | string }>(await db.execute(sql.raw(`select count(*) as n from ((${summed} except all ${kept}) union all (${kept} except all ${summed})) d`)));
    if (Number(row!.n)) out[g.table] = Number(row!.n);
  }
  return out;
};
