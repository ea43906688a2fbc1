/**
 * The reads every analytics call is made of: sums of the daily rollups (`analytics_days`,
 * `analytics_visit_days`) over a range of business days, narrowed by the standard parameters and
 * the caller's channels, grouped by what the call shows. Each is one aggregate over the day index
 * (never over raw events or orders); docs/metrics.md defines the figures. Money is summed in the
 * query's currency only: sign-ups sit in the rows of no currency (''), which hold no money, so
 * the rows of '' and of the currency are read together.
 */
import { sql, type SQL } from 'drizzle-orm';
import { datesOf, type TDateRange } from '../../resources/report.ts';
import type { TReportParameters } from '../crud/report.ts';
import type { TDb } from '../db/index.ts';

export type TRow = Record<string, unknown>;

/** The rows of a raw query, on PGlite and PostgreSQL alike. */
export const rowsOf = async <T = TRow,>(db: TDb, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The figures of `analytics_days`, summed (camelCase name → column). */
const DAY_SUMS = {
  signUps: 'sign_ups',
  newSubscribers: 'new_subscribers',
  newRevenue: 'new_revenue',
  renewCount: 'renew_count',
  renewRevenue: 'renew_revenue',
  usRenewCount: 'us_renew_count',
  usRenewRevenue: 'us_renew_revenue',
  refundCount: 'refund_count',
  refundAmount: 'refund_amount',
  refundMembers: 'refund_members',
  chargebackCount: 'chargeback_count',
  chargebackAmount: 'chargeback_amount',
  orderCount: 'order_count',
  paidCount: 'paid_count',
  failedCount: 'failed_count',
  pendingCount: 'pending_count',
  refundedOrders: 'refunded_orders',
  mrrStarted: 'mrr_started',
  mrrEnded: 'mrr_ended',
} as const;
export type TDaySums = Record<keyof typeof DAY_SUMS, number> & { revenue: number; netRevenue: number };

const VISIT_SUMS = { visitors: 'visitors', returningVisitors: 'returning_visitors', pageViews: 'page_views' } as const;
export type TVisitSums = Record<keyof typeof VISIT_SUMS, number>;

/** What a sum may be grouped by, and its column in both rollups. */
const KEYS = { day: 'day', channel: 'channel_id', campaign: 'campaign_id', plan: 'plan_id', device: 'device' } as const;
type TDayKey = 'day' | 'channel' | 'campaign' | 'plan';
type TVisitKey = 'day' | 'channel' | 'campaign' | 'device';

/** The narrowing every sum shares: the days, the site, the channel and campaign asked, and the caller's channels. */
const commonWhere = (p: TReportParameters, range: TDateRange): SQL[] => [
  sql`day between ${range.from} and ${range.to}`,
  ...(p.site !== undefined ? [sql`site_id = ${p.site}`] : []),
  ...(p.channel !== undefined ? [sql`channel_id = ${p.channel}`] : []),
  ...(p.campaign !== undefined ? [sql`campaign_id = ${p.campaign}`] : []),
  // Rows of channel 0 are nobody's: an id list never holds 0.
  ...(p.channels ? [sql`channel_id = any(${`{${p.channels.join(',')}}`}::int[])`] : []),
];

const keyColumns = (keys: readonly string[]) => keys.map((key) => sql.raw(key === 'day' ? `day::text as day` : `${KEYS[key as keyof typeof KEYS]} as ${key}`));

const asNumbers = (row: TRow, text: readonly string[]): TRow => {
  const out: TRow = {};
  for (const key in row) out[key] = text.includes(key) || row[key] === null ? row[key] : Number(row[key]);
  return out;
};

/** Revenue (gross) and net revenue, from the summed parts (docs/metrics.md). */
const withDerived = <T extends TDaySums>(r: T): T => {
  r.revenue = r.newRevenue + r.renewRevenue;
  r.netRevenue = r.revenue - r.refundAmount - r.chargebackAmount;
  return r;
};

/** Money and members summed by these keys over the range (`day` as 'YYYY-MM-DD'), with revenue and net revenue derived. */
export const sumDays = async <K extends TDayKey>(db: TDb, p: TReportParameters, keys: readonly K[], range: TDateRange = p): Promise<(TDaySums & Record<K, K extends 'day' ? string : number>)[]> => {
  const where = [...commonWhere(p, range), sql`currency in ('', ${p.currency})`, ...(p.plan !== undefined ? [sql`plan_id = ${p.plan}`] : [])];
  const sums = Object.entries(DAY_SUMS).map(([name, column]) => sql.raw(`coalesce(sum(${column}), 0)::bigint as "${name}"`));
  const group = keys.length ? sql` group by ${sql.join(keys.map((k) => sql.raw(KEYS[k])), sql`, `)}` : sql``;
  const rows = await rowsOf(db, sql`select ${sql.join([...keyColumns(keys), ...sums], sql`, `)} from analytics_days where ${sql.join(where, sql` and `)}${group}`);
  return rows.map((row) => withDerived(asNumbers(row, ['day']) as TDaySums & Record<K, never>));
};

/** Visits summed by these keys over the range (visits have no plan nor currency). */
export const sumVisits = async <K extends TVisitKey>(db: TDb, p: TReportParameters, keys: readonly K[], range: TDateRange = p): Promise<(TVisitSums & Record<K, K extends 'day' | 'device' ? string : number>)[]> => {
  const sums = Object.entries(VISIT_SUMS).map(([name, column]) => sql.raw(`coalesce(sum(${column}), 0)::bigint as "${name}"`));
  const group = keys.length ? sql` group by ${sql.join(keys.map((k) => sql.raw(KEYS[k])), sql`, `)}` : sql``;
  const rows = await rowsOf(db, sql`select ${sql.join([...keyColumns(keys), ...sums], sql`, `)} from analytics_visit_days where ${sql.join(commonWhere(p, range), sql` and `)}${group}`);
  return rows.map((row) => asNumbers(row, ['day', 'device']) as TVisitSums & Record<K, never>);
};

export const ZERO_DAYS: TDaySums = { ...(Object.fromEntries(Object.keys(DAY_SUMS).map((k) => [k, 0])) as Record<keyof typeof DAY_SUMS, number>), revenue: 0, netRevenue: 0 };
export const ZERO_VISITS: TVisitSums = { visitors: 0, returningVisitors: 0, pageViews: 0 };

/** A key of grouped rows: `2026-11-01|3`. */
export const keyOf = (row: TRow, keys: readonly string[]): string => keys.map((k) => String(row[k])).join('|');

/**
 * The sums of both rollups by the same keys, one row per key either has (the other's figures 0),
 * sorted by the keys in order: one aggregate over both tables' rows of the range (UNION ALL), so
 * that the database merges and sorts them.
 */
export const sumBoth = async <K extends 'day' | 'channel' | 'campaign'>(db: TDb, p: TReportParameters, keys: readonly K[]): Promise<(TRow & TDaySums & TVisitSums)[]> => {
  const dayWhere = [...commonWhere(p, p), sql`currency in ('', ${p.currency})`, ...(p.plan !== undefined ? [sql`plan_id = ${p.plan}`] : [])];
  const keyList = keys.map((k) => (k === 'day' ? 'day' : KEYS[k])).join(', ');
  const dayNames = Object.values(DAY_SUMS);
  const visitNames = Object.values(VISIT_SUMS);
  const fromDays = sql.raw(`select ${[keyList, ...dayNames, ...visitNames.map((c) => `0 as ${c}`)].filter(Boolean).join(', ')} from analytics_days`);
  const fromVisits = sql.raw(`select ${[keyList, ...dayNames.map((c) => `0 as ${c}`), ...visitNames].filter(Boolean).join(', ')} from analytics_visit_days`);
  const sums = [...Object.entries(DAY_SUMS), ...Object.entries(VISIT_SUMS)].map(([name, column]) => `coalesce(sum(${column}), 0)::bigint as "${name}"`);
  const outer = sql.raw(`select ${[...keys.map((k) => (k === 'day' ? 'day::text as day' : `${KEYS[k]} as ${k}`)), ...sums].join(', ')}`);
  const tail = keys.length ? sql.raw(` group by ${keyList} order by ${keyList}`) : sql``;
  const rows = await rowsOf(
    db,
    sql`${outer} from (${fromDays} where ${sql.join(dayWhere, sql` and `)} union all ${fromVisits} where ${sql.join(commonWhere(p, p), sql` and `)}) as both_rollups${tail}`,
  );
  return rows.map((row) => withDerived(asNumbers(row, ['day']) as TRow & TDaySums & TVisitSums));
};

/** Every date of the range with its row, zeros where the rollups hold none (a line has a point per day). */
export const everyDay = <T extends TRow>(range: TDateRange, rows: readonly T[], zero: Omit<T, 'day'>): T[] => {
  const byDay = new Map(rows.map((row) => [row.day as string, row]));
  return datesOf(range).map((day) => byDay.get(day) ?? ({ ...zero, day } as unknown as T));
};

/** Channel names (their `utm_source`) and types by id; channel 0 has none. */
export const channelsById = async (db: TDb, ids: readonly number[]): Promise<Map<number, { name: string; type: string }>> => {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (!wanted.length) return new Map();
  const rows = await rowsOf<{ id: number; utm_source: string; type: string }>(db, sql`select id, utm_source, type from channels where id = any(${`{${wanted.join(',')}}`}::int[])`);
  return new Map(rows.map((r) => [Number(r.id), { name: r.utm_source, type: r.type }]));
};

/** Campaign names by id; campaign 0 has none. */
export const campaignNames = async (db: TDb, ids: readonly number[]): Promise<Map<number, string>> => {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (!wanted.length) return new Map();
  const rows = await rowsOf<{ id: number; name: string }>(db, sql`select id, name from campaigns where id = any(${`{${wanted.join(',')}}`}::int[])`);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
};

/** Plan names by id; plan 0 has none. */
export const planNames = async (db: TDb, ids: readonly number[]): Promise<Map<number, string>> => {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (!wanted.length) return new Map();
  const rows = await rowsOf<{ id: number; name: string }>(db, sql`select id, name from plans where id = any(${`{${wanted.join(',')}}`}::int[])`);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
};

/** Rows of (…, channel) with the channel's name beside its id. */
export const withChannelNames = async <T extends { channel: number }>(db: TDb, rows: readonly T[]): Promise<(T & { channelName: string | null })[]> => {
  const names = await channelsById(db, rows.map((r) => r.channel));
  return rows.map((row) => ({ ...row, channelName: names.get(row.channel)?.name ?? null }));
};

/** Rows of (…, campaign) with the campaign's name beside its id. */
export const withCampaignNames = async <T extends { campaign: number }>(db: TDb, rows: readonly T[]): Promise<(T & { campaignName: string | null })[]> => {
  const names = await campaignNames(db, rows.map((r) => r.campaign));
  return rows.map((row) => ({ ...row, campaignName: names.get(row.campaign) ?? null }));
};

/** Largest first (a pie's slices), then by id. */
export const byValueDesc = <T extends TRow>(rows: T[], value: keyof T, id: keyof T): T[] =>
  rows.sort((a, b) => Number(b[value]) - Number(a[value]) || Number(a[id]) - Number(b[id]));
