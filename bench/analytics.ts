/**
 * The analytics calls (`BENCH_PARTS=analytics`): every call under /dashboard and /analytics as
 * the screens ask them, on PostgreSQL with a year of rollups at the size of issue 15 (50 channels
 * × 5 campaigns × 5 plans a day: 456,250 money rows, 365,000 visit rows, written in one seeded
 * statement each), and on PGlite with the demo data set. Each line is one family of calls (totals,
 * lines, shares, records, live) under a mix of distinct URLs: different calls, ranges from today to
 * a year, with or without the site, a channel, a campaign; the cache off. Beside it: the time from
 * a signed payment postback to the sale in the live figures and in today's rollups.
 */
import { sql } from 'drizzle-orm';
import { reports, resources } from '../resources/index.ts';
import type { TReport } from '../resources/report.ts';
import { loadConfig } from '../server/config.ts';
import { countMarkedRecords } from '../server/analytics/recordCounts.ts';
import { openDatabase } from '../server/db/index.ts';
import type { TDb } from '../server/db/index.ts';
import { openStorage } from '../server/files/stores.ts';
import { seedDemo } from '../server/setup/demo.ts';
import { prepareDatabase } from '../server/setup/prepare.ts';
import { signBody, SIGNATURE_HEADER } from '../resources/orders/notification.server.ts';
import { BENCH_PLANS, BENCH_POSTBACK_SECRET, generateCommerce } from './generate.ts';
import type { TLoad } from './load.ts';
import { pick, upTo, type TKind, type TMix, type TRng } from './mix.ts';
import type { TSession } from './session.ts';
import { BENCH_PASSWORD } from './targets.ts';

/** The calls of each family, by report name; together, every analytics call. */
export const FAMILIES = {
  totals: ['dashboard', 'dashboard_revenue_gather', 'dashboard_total_company_data'],
  lines: ['dashboard_revenue_trend', 'dashboard_member_trend', 'daily_revenue', 'daily_company_data', 'channel_user_line_chart', 'channel_revenue_line_chart', 'refund_statistics'],
  shares: [
    'dashboard_channel_list', 'dashboard_plan_list', 'dashboard_devices', 'channel_user_pie_chart', 'channel_revenue_pie_chart', 'channel_type_revenue_distribution',
    'channel_period_statistic', 'subscription_referrals', 'channel_campaign_user_pie_chart', 'channel_campaign_revenue_pie_chart',
  ],
  records: ['channel_records', 'campaign_records'],
  live: ['dashboard_real_time_users', 'dashboard_real_time_revenues', 'channel_today_record'],
} as const;
export type TFamily = keyof typeof FAMILIES;
export type TSpan = 'month' | 'year' | 'today';

/** What the mix draws from: the site, its channels and their campaigns, and the last day of the data. */
export type TWorld = { site: number; channels: { id: number; campaigns: number[] }[]; today: string };

const DAY = 86_400_000;
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

/** A range of at most 30 days (a preset half the time), or of 31 days to a year, ending within the data's year. */
const drawRange = (rng: TRng, world: TWorld, span: TSpan): Record<string, string> => {
  if (span === 'today') return {};
  if (span === 'month' && rng() < 0.5) return { range: pick(rng, ['today', 'yesterday', 'last_3_days', 'last_7_days', 'last_30_days']) };
  const days = span === 'month' ? upTo(rng, 30) : rng() < 0.3 ? 365 : 30 + upTo(rng, 335);
  const to = dayBefore(world.today, Math.floor(rng() * (366 - days)));
  return { range: 'custom', from: dayBefore(to, days - 1), to };
};

/** One call's request: its path (one channel's when it has one), the range, and the parameters it takes, each drawn or left out. */
const drawCall = (report: TReport, world: TWorld, span: TSpan, isPaged: boolean) => (rng: TRng) => {
  const standard = report.standard ?? [];
  const perChannel = report.path.includes('{id}') || (report.perChannelPath !== undefined && rng() < 0.4);
  const channel = pick(rng, world.channels);
  const path = (report.csvOnly ? report.csv.path! : perChannel ? (report.perChannelPath ?? report.path) : report.path).replace('{id}', String(channel.id));
  const query: Record<string, string | number> = { ...drawRange(rng, world, span) };
  if (standard.includes('site') && rng() < 0.8) query.site = world.site;
  const narrowed = !perChannel && standard.includes('channel') && rng() < 0.3;
  if (narrowed) query.channel = channel.id;
  if ((perChannel || narrowed) && standard.includes('campaign') && rng() < 0.3) query.campaign = pick(rng, channel.campaigns);
  if (isPaged && report.paged) Object.assign(query, { page: rng() < 0.8 ? upTo(rng, 3) : upTo(rng, 60), per_page: 25 });
  return `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
};

/**
 * A family's mix: each of its calls an equal share. `isPaged`: the record calls ask a page, as the
 * screens now do (false for the API before paging, which answered every row).
 */
export const analyticsMix = (family: TFamily, span: TSpan, world: TWorld, isPaged = true): TMix => {
  const names: readonly string[] = FAMILIES[family];
  const calls = reports.filter((r) => names.includes(r.name));
  const kinds: TKind[] = calls.map((report) => ({ name: report.name, share: 1 / calls.length, draw: drawCall(report, world, span, isPaged) }));
  return { name: `${family}, ${span}`, kinds };
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The year of rollups of issue 15 for one site, ending today: a few customers and payment
 * settings (for the postbacks of the lag line), 50 channels of 5 campaigns, and their money and
 * visits each day, drawn from a seeded hash so that every run writes the same rows. The grains
 * follow through their triggers.
 */
export const fillAnalytics = async (url: string, seed: number): Promise<{ world: TWorld; seconds: number; rows: { money: number; visits: number } }> => {
  const database = await openDatabase({ url });
  const { db } = database;
  await prepareDatabase(database, { resources, reports, adminPassword: BENCH_PASSWORD });
  const started = performance.now();
  await generateCommerce(db, { users: 2_000, subscriptions: 2_000 }, Date.now());
  const [site] = rowsOf<{ id: number }>(await db.execute(sql`select id from sites where domain = 'watch.bench.example'`));
  await db.execute(sql`insert into channels (utm_source, utm_medium, type) select 'bench' || g, 'cpc', (array['affiliate', 'paid_ads', 'social', 'email', 'partner'])[1 + g % 5] from generate_series(1, 50) g`);
  await db.execute(sql`insert into campaigns (channel_id, name, utm_campaign) select c.id, 'cp' || g, 'cp' || g from channels c, generate_series(1, 5) g where c.utm_source like 'bench%'`);
  // The generated payments' own rollups are replaced by the year below.
  await db.execute(sql`delete from analytics_dirty`);
  await db.execute(sql`delete from analytics_days`);
  const today = new Date().toISOString().slice(0, 10);
  const h = (expr: string) => sql.raw(`(abs(hashint4(${expr} + ${seed % 100_000})) % 1000)`);
  await db.execute(sql`insert into analytics_days (site_id, day, channel_id, campaign_id, plan_id, currency, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue,
      refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended)
    select ${site!.id}, d, c.channel_id, c.id, p.id, 'USD', x / 300, x / 250, (x / 250) * p.price, x / 200, (x / 200) * p.price, x / 900, (x / 900) * p.price, x / 900,
      x / 990, (x / 990) * p.price, 1 + x / 150, 1 + x / 160, x / 700, x / 950, x / 900, (x / 250) * p.price, (x / 400) * p.price
    from generate_series(${today}::date - 364, ${today}::date, interval '1 day') d, campaigns c, (select id, (array[2999, 999, 7499, 19999, 199])[1 + (id - 1) % 5] as price from plans order by id limit 5) p,
      lateral (select ${h("extract(doy from d)::int * 7919 + c.id * 131 + p.id")} as x) r
    where c.name like 'cp%'`);
  await db.execute(sql`insert into analytics_visit_days (site_id, day, channel_id, campaign_id, device, visitors, returning_visitors, page_views)
    select ${site!.id}, d, c.channel_id, c.id, dev, 5 + x / 40, x / 150, 10 + x / 10
    from generate_series(${today}::date - 364, ${today}::date, interval '1 day') d, campaigns c, unnest(array['desktop', 'mobile', 'tablet', 'other']) dev,
      lateral (select ${h("extract(doy from d)::int * 104729 + c.id * 31 + length(dev)")} as x) r
    where c.name like 'cp%'`);
  // The record calls' counts of the year, as the API's job counts them within seconds of a change.
  await countMarkedRecords(db as unknown as TDb);
  // Every rollup grain, as autovacuum would have done by the time staff look: a new grain is not left out.
  const grains = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' and tablename like 'analytics\_%' order by 1`));
  for (const { name } of grains) await db.execute(sql.raw(`vacuum analyze "${name}"`));
  const seconds = (performance.now() - started) / 1000;
  const [counts] = rowsOf<{ money: number; visits: number }>(await db.execute(sql`select (select count(*) from analytics_days)::int as money, (select count(*) from analytics_visit_days)::int as visits`));
  const world = await worldOf(db, site!.id, today);
  await database.close();
  return { world, seconds, rows: counts! };
};

/** The channels of the site's rollups (those of the demo on PGlite) and their campaigns. */
export const worldOf = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], site: number, today: string): Promise<TWorld> => {
  const rows = rowsOf<{ id: number; campaigns: number[] | null }>(
    await db.execute(sql`select c.id, array_agg(k.id order by k.id) filter (where k.id is not null) as campaigns from channels c left join campaigns k on k.channel_id = c.id group by c.id order by c.id`),
  );
  const channels = rows.map((r) => ({ id: Number(r.id), campaigns: (r.campaigns ?? []).map(Number) })).filter((c) => c.campaigns.length > 0);
  return { site, channels, today };
};

/** The demo data set in a PGlite directory, as `npm run db:seed` loads it. */
export const fillDemo = async (dataDir: string, storageDir: string): Promise<{ world: TWorld; seconds: number; rows: { money: number; visits: number } }> => {
  const database = await openDatabase({ dataDir });
  await prepareDatabase(database, { resources, reports, adminPassword: BENCH_PASSWORD });
  const started = performance.now();
  const storage = openStorage({ ...loadConfig({}), storageDir });
  await seedDemo(database.db, storage);
  storage.close();
  const seconds = (performance.now() - started) / 1000;
  const [site] = rowsOf<{ id: number }>(await database.db.execute(sql`select site_id as id from analytics_days group by site_id order by count(*) desc limit 1`));
  const [counts] = rowsOf<{ money: number; visits: number }>(await database.db.execute(sql`select (select count(*) from analytics_days)::int as money, (select count(*) from analytics_visit_days)::int as visits`));
  const world = await worldOf(database.db, Number(site!.id), new Date().toISOString().slice(0, 10));
  await database.close();
  return { world, seconds, rows: counts! };
};

export type TLag = { samples: number; live: { p50: number; max: number }; rollup: { p50: number; max: number }; failures: number };

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * From a signed sale postback to the sale in the live figures (`/dashboard/real-time-revenues`,
 * today's orders) and in today's rollups (`/dashboard/revenueGather?range=today`, new
 * subscribers: the refresh job's lag), `samples` times one after the other, polled every 20 ms.
 */
export const measureLag = async (session: TSession, origin: string, site: number, samples: number): Promise<TLag> => {
  const get = async (path: string) => (await (await fetch(`${session.base}${path}`, { headers: session.headers })).json()) as Record<string, unknown>;
  const liveOrders = async () => Number((await get(`/dashboard/real-time-revenues?site=${site}`)).today_orders);
  const rollupNew = async () => Number(((await get(`/dashboard/revenueGather?range=today&site=${site}`)).rows as { kind: string; count: number }[]).find((r) => r.kind === 'new')?.count ?? 0);
  const live: number[] = [];
  const rollup: number[] = [];
  let failures = 0;
  const run = Date.now().toString(36);
  // The first sale of the day makes the refresh recompute today from raw rows in place of the generated ones: not a sample.
  for (let i = -1; i < samples; i++) {
    const [ordersBefore, newBefore] = [await liveOrders(), await rollupNew()];
    const raw = JSON.stringify({
      kind: 'sale', transaction_id: `L${run}-${i}`, purchase_id: `LP${run}-${i}`, occurred_at: new Date().toISOString(),
      user_id: 2 + i, plan_id: 1, amount: BENCH_PLANS[0].initial, currency: 'USD', payment_method: 'visa',
    });
    const sent = performance.now();
    const answer = await fetch(`${origin}/api/v1/providers/segpay/1/postback`, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(BENCH_POSTBACK_SECRET, raw) }, body: raw });
    if (!answer.ok) {
      failures++;
      continue;
    }
    let seenLive: number | undefined;
    let seenRollup: number | undefined;
    while ((seenLive === undefined || seenRollup === undefined) && performance.now() - sent < 15_000) {
      if (seenLive === undefined && (await liveOrders()) > ordersBefore) seenLive = performance.now() - sent;
      if (seenRollup === undefined && (i < 0 ? (await rollupNew()) !== newBefore : (await rollupNew()) > newBefore)) seenRollup = performance.now() - sent;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (i < 0) continue;
    if (seenLive === undefined || seenRollup === undefined) {
      failures++;
      continue;
    }
    live.push(seenLive);
    rollup.push(seenRollup);
  }
  live.sort((a, b) => a - b);
  rollup.sort((a, b) => a - b);
  return { samples, live: { p50: quantile(live, 0.5), max: live.at(-1) ?? NaN }, rollup: { p50: quantile(rollup, 0.5), max: rollup.at(-1) ?? NaN }, failures };
};

export type TAnalyticsLine = { database: string; family: TFamily; span: TSpan; version: 'before' | 'after'; load: TLoad };
