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
import type { TReportPage, TReportParameters } from '../crud/report.ts';
import type { TDb } from '../db/index.ts';

export type TRow = Record<string, unknown>;

/** The rows of a raw query, on PGlite and PostgreSQL alike. */
export const rowsOf = async <T = TRow,>(db: TDb, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The rows of a query in the order it gives them, read as one JSON array: one cell for the driver
 * to decode rather than one per figure of every row. PGlite's protocol decodes each cell apart, and
 * a year by day (365 rows of 7 sums) took 8 ms to read that way against 3 ms this way.
 */
export const jsonRowsOf = async <T = TRow,>(db: TDb, query: SQL): Promise<T[]> => {
  const [row] = await rowsOf<{ rows: string }>(db, sql`select coalesce(json_agg(q), '[]')::text as rows from (${query}) as q`);
  return JSON.parse(row!.rows) as T[];
};

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

/**
 * A figure a call may ask for. A call sums only the figures it shows: every sum costs each row of
 * the range its turn (on PGlite a year's trend summed 19 figures where it shows 5). Revenue and net
 * revenue are derived from their parts, which are summed for them.
 */
export type TDayFigure = keyof TDaySums;
export type TVisitFigure = keyof TVisitSums;
const DERIVED_FROM: Partial<Record<TDayFigure, readonly (keyof typeof DAY_SUMS)[]>> = {
  revenue: ['newRevenue', 'renewRevenue'],
  netRevenue: ['newRevenue', 'renewRevenue', 'refundAmount', 'chargebackAmount'],
};
const ALL_DAY_FIGURES = [...Object.keys(DAY_SUMS), 'revenue', 'netRevenue'] as TDayFigure[];
const ALL_VISIT_FIGURES = Object.keys(VISIT_SUMS) as TVisitFigure[];
/** The rollup's columns to sum for these figures, as `[name, column]`. */
const daySums = (figures: readonly string[]) =>
  Object.entries(DAY_SUMS).filter(([name]) => figures.some((f) => f === name || DERIVED_FROM[f as TDayFigure]?.includes(name as keyof typeof DAY_SUMS)));
const visitSums = (figures: readonly string[]) => Object.entries(VISIT_SUMS).filter(([name]) => figures.includes(name));

/** What a sum may be grouped by, and its column in every grain. */
const KEYS = { day: 'day', channel: 'channel_id', campaign: 'campaign_id', plan: 'plan_id', device: 'device' } as const;
type TDayKey = 'day' | 'channel' | 'campaign' | 'plan';
type TVisitKey = 'day' | 'channel' | 'campaign' | 'device';
type TDimension = 'channel' | 'campaign' | 'plan' | 'device';

/** A grain of a rollup: its table, the keys it keeps besides the site (and the currency), and whether a row is a day or a month. */
type TGrain = { table: string; keeps: readonly TDimension[]; month?: true };

/** The grains of each rollup, coarsest first (server/analytics/tables.ts). */
const MONEY_GRAINS: readonly TGrain[] = [
  { table: 'analytics_site_days', keeps: [] },
  { table: 'analytics_channel_months', keeps: ['channel'], month: true },
  { table: 'analytics_channel_days', keeps: ['channel'] },
  { table: 'analytics_campaign_months', keeps: ['channel', 'campaign'], month: true },
  { table: 'analytics_campaign_days', keeps: ['channel', 'campaign'] },
  { table: 'analytics_plan_months', keeps: ['plan'], month: true },
  { table: 'analytics_plan_days', keeps: ['plan'] },
  { table: 'analytics_days', keeps: ['channel', 'campaign', 'plan'] },
];
const VISIT_GRAINS: readonly TGrain[] = [
  { table: 'analytics_visit_site_days', keeps: ['device'] },
  { table: 'analytics_visit_channel_months', keeps: ['channel', 'device'], month: true },
  { table: 'analytics_visit_channel_days', keeps: ['channel', 'device'] },
  { table: 'analytics_visit_campaign_days', keeps: ['channel', 'campaign'] },
  { table: 'analytics_visit_days', keeps: ['channel', 'campaign', 'device'] },
];

/** The keys a sum needs from its grain: those it groups by and those it is narrowed by. */
const needed = (p: TReportParameters, keys: readonly string[], money: boolean): TDimension[] => [
  ...new Set([
    ...keys.filter((k): k is TDimension => k !== 'day'),
    ...(p.channel !== undefined || p.channels ? (['channel'] as const) : []),
    ...(p.campaign !== undefined ? (['campaign'] as const) : []),
    ...(money && p.plan !== undefined ? (['plan'] as const) : []),
  ]),
];

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY);

/** The whole calendar months of a range, as their first and last days, or null when it holds none. */
export const wholeMonths = ({ from, to }: TDateRange): { first: string; last: string } | null => {
  const first = from.endsWith('-01') ? from : `${addDays(`${from.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
  const next = addDays(to, 1);
  const last = next.endsWith('-01') ? to : addDays(`${to.slice(0, 7)}-01`, -1);
  return first <= last ? { first, last } : null;
};

/**
 * The rows a sum reads, as a subquery of the key columns and the figures: the coarsest daily grain
 * that keeps the keys, and, when the sum is not by day, the range's whole months from the monthly
 * grain with the days before and after them from the daily one.
 */
const source = (grains: readonly TGrain[], p: TReportParameters, keys: readonly string[], range: TDateRange, columns: string, extra: readonly SQL[], money: boolean): SQL => {
  const needs = needed(p, keys, money);
  const fits = (g: TGrain) => needs.every((k) => g.keeps.includes(k));
  const daily = grains.find((g) => !g.month && fits(g))!;
  const monthly = keys.includes('day') ? undefined : grains.find((g) => g.month && fits(g));
  const months = monthly ? wholeMonths(range) : null;
  const read = (table: string, period: SQL) => sql`select ${sql.raw(columns)} from ${sql.raw(table)} where ${sql.join([period, ...commonWhere(p), ...extra], sql` and `)}`;
  if (!monthly || !months) return read(daily.table, sql`day between ${range.from} and ${range.to}`);
  const parts = [read(monthly.table, sql`month between ${months.first} and ${months.last}`)];
  if (range.from < months.first) parts.push(read(daily.table, sql`day between ${range.from} and ${addDays(months.first, -1)}`));
  if (range.to > months.last) parts.push(read(daily.table, sql`day between ${addDays(months.last, 1)} and ${range.to}`));
  return sql.join(parts, sql` union all `);
};

/** The narrowing every sum shares: the site, the channel and campaign asked, and the caller's channels. */
const commonWhere = (p: TReportParameters): SQL[] => [
  ...(p.site !== undefined ? [sql`site_id = ${p.site}`] : []),
  ...(p.channel !== undefined ? [sql`channel_id = ${p.channel}`] : []),
  ...(p.campaign !== undefined ? [sql`campaign_id = ${p.campaign}`] : []),
  // Rows of channel 0 are nobody's: an id list never holds 0.
  ...(p.channels ? [sql`channel_id = any(${`{${p.channels.join(',')}}`}::int[])`] : []),
];

/** The money rows of the range: sign-ups sit in the rows of no currency, money in the query's. */
const moneySource = (p: TReportParameters, keys: readonly string[], range: TDateRange, columns: string): SQL =>
  source(MONEY_GRAINS, p, keys, range, columns, [sql`currency in ('', ${p.currency})`, ...(p.plan !== undefined ? [sql`plan_id = ${p.plan}`] : [])], true);

/** The visit rows of the range (visits have no plan nor currency). */
const visitSource = (p: TReportParameters, keys: readonly string[], range: TDateRange, columns: string): SQL => source(VISIT_GRAINS, p, keys, range, columns, [], false);

const keyColumns = (keys: readonly string[]) => keys.map((key) => sql.raw(key === 'day' ? `day::text as day` : `${KEYS[key as keyof typeof KEYS]} as ${key}`));
const keyList = (keys: readonly string[]) => keys.map((k) => KEYS[k as keyof typeof KEYS]).join(', ');

const asNumbers = (row: TRow, text: readonly string[]): TRow => {
  const out: TRow = {};
  for (const key in row) out[key] = text.includes(key) || row[key] === null ? row[key] : Number(row[key]);
  return out;
};

/** Revenue (gross) and net revenue, from the summed parts (docs/metrics.md), when they are asked for. */
const withDerived = <T extends TRow>(r: T, figures: readonly string[]): T => {
  const row = r as TRow & Partial<TDaySums>;
  if (figures.includes('revenue') || figures.includes('netRevenue')) row.revenue = row.newRevenue! + row.renewRevenue!;
  if (figures.includes('netRevenue')) row.netRevenue = row.revenue! - row.refundAmount! - row.chargebackAmount!;
  return r;
};

/** Money and members summed by these keys over the range (`day` as 'YYYY-MM-DD'): the figures asked for (every one by default). */
export const sumDays = async <K extends TDayKey, F extends TDayFigure = TDayFigure>(
  db: TDb,
  p: TReportParameters,
  keys: readonly K[],
  range: TDateRange = p,
  figures: readonly F[] = ALL_DAY_FIGURES as F[],
): Promise<(Pick<TDaySums, F> & Record<K, K extends 'day' ? string : number>)[]> => {
  const summed = daySums(figures);
  const sums = summed.map(([name, column]) => sql.raw(`coalesce(sum(${column}), 0)::bigint as "${name}"`));
  const group = keys.length ? sql.raw(` group by ${keyList(keys)}`) : sql``;
  const rows = await jsonRowsOf(db, sql`select ${sql.join([...keyColumns(keys), ...sums], sql`, `)} from (${moneySource(p, keys, range, [keyList(keys), ...summed.map(([, column]) => column)].filter(Boolean).join(', '))}) as money${group}`);
  return rows.map((row) => withDerived(asNumbers(row, ['day']), figures) as Pick<TDaySums, F> & Record<K, never>);
};

/** Visits summed by these keys over the range (visits have no plan nor currency). */
export const sumVisits = async <K extends TVisitKey>(db: TDb, p: TReportParameters, keys: readonly K[], range: TDateRange = p): Promise<(TVisitSums & Record<K, K extends 'day' | 'device' ? string : number>)[]> => {
  const sums = Object.entries(VISIT_SUMS).map(([name, column]) => sql.raw(`coalesce(sum(${column}), 0)::bigint as "${name}"`));
  const group = keys.length ? sql.raw(` group by ${keyList(keys)}`) : sql``;
  const rows = await jsonRowsOf(db, sql`select ${sql.join([...keyColumns(keys), ...sums], sql`, `)} from (${visitSource(p, keys, range, [keyList(keys), ...Object.values(VISIT_SUMS)].filter(Boolean).join(', '))}) as visits${group}`);
  return rows.map((row) => asNumbers(row, ['day', 'device']) as TVisitSums & Record<K, never>);
};

export const ZERO_DAYS: TDaySums = { ...(Object.fromEntries(Object.keys(DAY_SUMS).map((k) => [k, 0])) as Record<keyof typeof DAY_SUMS, number>), revenue: 0, netRevenue: 0 };
export const ZERO_VISITS: TVisitSums = { visitors: 0, returningVisitors: 0, pageViews: 0 };

/** A key of grouped rows: `2026-11-01|3`. */
export const keyOf = (row: TRow, keys: readonly string[]): string => keys.map((k) => String(row[k])).join('|');


/**
 * The sums of both rollups by the same keys, one row per key either has (the other's figures 0),
 * sorted by the keys in order: one aggregate over both tables' rows of the range (UNION ALL), so
 * that the database merges and sorts them. With a page, only its rows.
 */
export const sumBoth = async <K extends 'day' | 'channel' | 'campaign', F extends TDayFigure | TVisitFigure = TDayFigure | TVisitFigure>(
  db: TDb,
  p: TReportParameters,
  keys: readonly K[],
  page?: TReportPage,
  figures: readonly F[] = [...ALL_DAY_FIGURES, ...ALL_VISIT_FIGURES] as F[],
  named = false,
): Promise<(TRow & Pick<TDaySums & TVisitSums, F>)[]> => {
  const list = keyList(keys);
  const summedDays = daySums(figures);
  const summedVisits = visitSums(figures);
  const dayNames = summedDays.map(([, column]) => column);
  const visitNames = summedVisits.map(([, column]) => column);
  const fromDays = moneySource(p, keys, p, [list, ...dayNames, ...visitNames.map((c) => `0 as ${c}`)].filter(Boolean).join(', '));
  const fromVisits = visitSource(p, keys, p, [list, ...dayNames.map((c) => `0 as ${c}`), ...visitNames].filter(Boolean).join(', '));
  const sums = [...summedDays, ...summedVisits].map(([name, column]) => `coalesce(sum(${column}), 0)::bigint as "${name}"`);
  const outer = sql.raw(`select ${[...keys.map((k) => (k === 'day' ? 'day::text as day' : `${KEYS[k]} as ${k}`)), ...sums].join(', ')}`);
  // Ordered by the rollups' own columns (not the day as text the answer shows), which their keys' order serves.
  const own = keys.map((k) => `both_rollups.${KEYS[k]}`).join(', ');
  const tail = keys.length ? sql.raw(` group by ${own} order by ${own}`) : sql``;
  const paged = page ? sql` limit ${page.limit} offset ${page.offset}` : sql``;
  const summed = sql`${outer} from (${fromDays} union all ${fromVisits}) as both_rollups${tail}${paged}`;
  const rows = await jsonRowsOf(db, named ? withNamesSql(summed, keys) : summed);
  return rows.map((row) => withDerived(asNumbers(row, ['day', 'channelName', 'campaignName']), figures) as TRow & Pick<TDaySums & TVisitSums, F>);
};

/**
 * How many record keys (`day` and the other keys) each day of the range has, when the call is not
 * narrowed to a channel, campaign, plan or the caller's channels: read from the kept counts
 * (`analytics_record_days`), a day marked since its count (`analytics_record_marks`) counted from
 * the grains instead, in the same snapshot. Undefined when the call is narrowed: its keys are few
 * (one channel's) and are counted from the grains.
 */
const keptDayCounts = async (db: TDb, p: TReportParameters, keys: readonly string[]): Promise<{ day: string; n: number }[] | undefined> => {
  if (p.channel !== undefined || p.campaign !== undefined || p.plan !== undefined || p.channels) return undefined;
  const column = sql.raw(keys.includes('campaign') ? 'campaigns' : 'channels');
  const site = p.site ?? 0;
  // One JSON cell rather than a row a day: PGlite's protocol decodes each cell apart (365 rows of three cells took 4 ms).
  const days = await jsonRowsOf<{ day: string; n: number | string; marked: boolean }>(
    db,
    sql`with marked as (select distinct day from analytics_record_marks where day between ${p.from} and ${p.to}${p.site !== undefined ? sql` and site_id = ${p.site}` : sql``}),
      kept as (select distinct on (day) day, ${column} as n from analytics_record_days where site_id = ${site} and day between ${p.from} and ${p.to} and currency in ('', ${p.currency}) order by day, currency desc)
      select day::text as day, n, false as marked from kept where day not in (select day from marked)
      union all select day::text as day, 0 as n, true as marked from marked order by day`,
  );
  const marked = days.filter((d) => d.marked).map((d) => d.day);
  const live = new Map<string, number>();
  if (marked.length) {
    const list = keyList(keys);
    const range = { from: marked[0]!, to: marked.at(-1)! };
    const counted = await rowsOf<{ day: string; n: number | string }>(
      db,
      sql`select day::text as day, count(*) as n from (select distinct ${sql.raw(list)} from (${moneySource(p, keys, range, list)} union all ${visitSource(p, keys, range, list)}) as both_keys) as found
        where day = any(${`{${marked.join(',')}}`}::date[]) group by day`,
    );
    for (const row of counted) live.set(row.day, Number(row.n));
  }
  return days.map((d) => ({ day: d.day, n: d.marked ? (live.get(d.day) ?? 0) : Number(d.n) })).filter((d) => d.n > 0);
};

/** The days that hold rows `offset` to `offset + limit` of the range, and how many rows the days before the first hold. */
export const pageDays = (counts: readonly { day: string; n: number }[], page: TReportPage): { from: string; to: string; before: number } | undefined => {
  let seen = 0;
  let start: { day: string; before: number } | undefined;
  for (const { day, n } of counts) {
    if (!start && seen + n > page.offset) start = { day, before: seen };
    seen += n;
    if (start && seen >= page.offset + page.limit) return { from: start.day, to: day, before: start.before };
  }
  return start && { from: start.day, to: counts.at(-1)!.day, before: start.before };
};

/**
 * Rows of (…, channel[, campaign]) with the channel's name (its `utm_source`) and the campaign's
 * beside their ids, in the same statement, in the rows' order; channel and campaign 0 have none.
 */
const withNamesSql = (rows: SQL, keys: readonly string[]): SQL => {
  const joins = [
    ...(keys.includes('channel') ? [{ column: 'channel_names.utm_source as "channelName"', join: 'left join channels as channel_names on channel_names.id = named.channel' }] : []),
    ...(keys.includes('campaign') ? [{ column: 'campaign_names.name as "campaignName"', join: 'left join campaigns as campaign_names on campaign_names.id = named.campaign' }] : []),
  ];
  const order = keys.map((k) => `named.${k}`).join(', ');
  return sql`select named.*, ${sql.raw(joins.map((j) => j.column).join(', '))} from (${rows}) as named ${sql.raw(joins.map((j) => j.join).join(' '))} order by ${sql.raw(order)}`;
};

/**
 * A page of `sumBoth`'s rows (keys that begin with the day), and how many rows there are in all.
 * Where the call allows it, the count comes from the kept counts per day, and the days that hold
 * the page are summed in one statement and cut there; otherwise the keys of the range are found
 * and counted from the key columns alone, then only the page's days are summed. Summing every row of the range
 * to count them and keep 25 cost a year of campaign records 650 ms on PostgreSQL (the aggregate
 * spilling to disk); finding the year's keys alone 120 ms; the kept counts, a few milliseconds.
 */
export const pageBoth = async <K extends 'day' | 'channel' | 'campaign', F extends TDayFigure | TVisitFigure>(db: TDb, p: TReportParameters, keys: readonly ['day', ...K[]], page: TReportPage, figures: readonly F[], named = false) => {
  type TPageRow = TRow & Pick<TDaySums & TVisitSums, F>;
  const counts = await keptDayCounts(db, p, keys);
  if (counts) {
    // The page's days are summed whole (a few hundred keys a day at most) and cut there.
    const total = counts.reduce((n, d) => n + d.n, 0);
    const span = pageDays(counts, page);
    if (!span) return { rows: [] as TPageRow[], total };
    return { rows: (await sumBoth(db, { ...p, from: span.from, to: span.to }, keys, { offset: page.offset - span.before, limit: page.limit }, figures, named)) as TPageRow[], total };
  }
  const list = keyList(keys);
  const own = keys.map((k) => KEYS[k]).join(', ');
  const [found] = await rowsOf<{ total: number | string; page: string }>(
    db,
    sql`with found as (select distinct ${sql.raw(list)} from (${moneySource(p, keys, p, list)} union all ${visitSource(p, keys, p, list)}) as both_keys)
      select (select count(*) from found) as total,
        (select coalesce(json_agg(shown), '[]')::text from (select ${sql.raw(keys.map((k) => (k === 'day' ? 'day::text as day' : `${KEYS[k]} as ${k}`)).join(', '))} from found order by ${sql.raw(own)} limit ${page.limit} offset ${page.offset}) as shown) as page`,
  );
  const total = Number(found?.total ?? 0);
  const wanted = JSON.parse(found?.page ?? '[]') as TRow[];
  if (!wanted.length) return { rows: [] as TPageRow[], total };
  const days = wanted.map((row) => row.day as string);
  const summed = await sumBoth(db, { ...p, from: days[0]!, to: days.at(-1)! }, keys, undefined, figures, named);
  const byKey = new Map(summed.map((row) => [keyOf(row, keys), row]));
  // A key another transaction emptied between the two reads is left out rather than shown blank.
  return { rows: wanted.flatMap((row) => byKey.get(keyOf(row, keys)) ?? []) as TPageRow[], total };
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
