/**
 * Every dashboard and analytics call over a year of rollups on PostgreSQL: 50 channels × 5
 * campaigns × 5 plans a day in one currency (456,250 `analytics_days` rows) and 50 × 5 × 4
 * devices of visits (365,000 `analytics_visit_days` rows), then each call asked for the whole
 * year 15 times through the app (routing, validation, scope, totals, serialisation included),
 * with its p50 and p95, and the plan of the widest aggregate.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/calls_bench node --import tsx bench/analyticsCalls.ts
 *
 * The database is dropped and made again.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { reports, resources } from '../resources/index.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { prepareDatabase } from '../server/setup/prepare.ts';

const API = '/api/v1/admin';
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL database that may be dropped');
const name = new URL(url).pathname.slice(1);
const server = new URL(url);
server.pathname = '/postgres';
const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
const database = await openDatabase({ url });
const password = 'Bench-admin-pass1';
const { jwtSecret } = await prepareDatabase(database, { resources, reports, adminPassword: password });
const app = await buildApp({ database, config: { ...loadConfig({}), maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 }, jwtSecret, logger: false, serveApp: false });
await app.ready();
const login = await app.inject({ method: 'POST', url: `${API}/login`, payload: { username: 'admin', password } });
const token = login.json().access_token as string;
const t = { call: (as: string, options: { url: string }) => app.inject({ ...options, headers: { authorization: `Bearer ${as}` } }) };
const run = (query: string) => database.db.execute(sql.raw(query));

const [site] = ((await run(`insert into sites (name, domain) values ('Bench', 'bench.example.com') returning id`)) as unknown as { rows: { id: number }[] }).rows;
await run(`insert into channels (utm_source, utm_medium, type) select 'ch' || g, 'cpc', 'paid_ads' from generate_series(1, 50) g`);
await run(`insert into campaigns (channel_id, name, utm_campaign) select c.id, 'cp' || g, 'cp' || g from channels c, generate_series(1, 5) g`);
const started = Date.now();
await run(`insert into analytics_days (site_id, day, channel_id, campaign_id, plan_id, currency, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue,
    refund_count, refund_amount, order_count, paid_count, failed_count, pending_count, mrr_started, mrr_ended)
  select ${site!.id}, d::date, c.channel_id, c.id, p, 'USD', (c.id + p) % 3, (c.id * p) % 4, ((c.id * p) % 4) * 1999, p % 3, (p % 3) * 999,
    (c.id + p) % 5 / 4, ((c.id + p) % 5 / 4) * 999, 5, 4, 1, 0, ((c.id * p) % 4) * 1999, (p % 3) * 500
  from generate_series('2025-01-01'::date, '2025-12-31'::date, interval '1 day') d, campaigns c, generate_series(1, 5) p`);
await run(`insert into analytics_visit_days (site_id, day, channel_id, campaign_id, device, visitors, returning_visitors, page_views)
  select ${site!.id}, d::date, c.channel_id, c.id, dev, 10 + c.id % 7, c.id % 3, 30
  from generate_series('2025-01-01'::date, '2025-12-31'::date, interval '1 day') d, campaigns c, unnest(array['desktop', 'mobile', 'tablet', 'other']) dev`);
// Every table, the coarser grains the triggers filled included, as autovacuum would have done.
await run('vacuum analyze');
console.log(`seeded in ${Date.now() - started} ms`);

const query = `range=custom&from=2025-01-01&to=2025-12-31&site=${site!.id}`;
const results: [string, number, number][] = [];
for (const report of reports) {
  const path = (report.csvOnly ? report.csv.path! : report.path).replace('{id}', '7');
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const at = performance.now();
    const res = await t.call(token, { url: `${API}${path}?${query}` });
    times.push(performance.now() - at);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  results.push([path, times[7]!, times[13]!]);
}
for (const [path, p50, p95] of results) console.log(`${path.padEnd(52)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);

const plan = (await run(`explain (analyze, buffers) select day::text as day, channel_id as channel, sum(new_subscribers), sum(new_revenue), sum(renew_revenue)
  from analytics_days where day between '2025-01-01' and '2025-12-31' and site_id = ${site!.id} and currency in ('', 'USD') group by day, channel_id`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
await app.close();
process.exit(0);
