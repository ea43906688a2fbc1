/**
 * Each request of an analytics family's mix timed alone, the API built in this process with the
 * cache off: `PROBE_REQUESTS` (300) drawn requests of `PROBE_FAMILY` (records) over `PROBE_SPAN`
 * (year), sent one at a time. On PostgreSQL, a kept database of a year of rollups
 * (`PROBE_DATABASE`, default probe_analytics; `PROBE_FILL=1` fills it anew as the bench does); with
 * `PROBE_DATA_DIR`, PGlite in that directory with the demo data set (`PROBE_FILL=1` seeds it).
 * Prints the time per call and the slowest URLs, to find which shapes make a line's p95. Not part
 * of CI.
 */
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/index.ts';
import { analyticsMix, fillAnalytics, fillDemo, worldOf, type TFamily, type TSpan } from './analytics.ts';
import { benchConfig } from './config.ts';
import { drawRequests } from './mix.ts';
import { probeApp, timeAlone } from './probe.ts';
import { withServer } from './targets.ts';

const config = benchConfig(process.env);
const dataDir = process.env.PROBE_DATA_DIR;
const url = new URL(config.pgUrl);
url.pathname = `/${process.env.PROBE_DATABASE ?? 'probe_analytics'}`;
if (process.env.PROBE_FILL === '1') {
  const filled = dataDir
    ? (mkdirSync(dataDir, { recursive: true }), await fillDemo(dataDir, '/tmp/showrunner-probe-storage'))
    : (await withServer(config.pgUrl, `drop database if exists ${url.pathname.slice(1)} with (force)`), await withServer(config.pgUrl, `create database ${url.pathname.slice(1)}`), await fillAnalytics(url.toString(), config.seed));
  console.log(`filled in ${filled.seconds.toFixed(1)} s: ${filled.rows.money} money rows, ${filled.rows.visits} visit rows`);
}
const database = await openDatabase(dataDir ? { dataDir } : { url: url.toString() });
const [site] = ((await database.db.execute(sql`select site_id as id from analytics_days group by site_id order by count(*) desc limit 1`)) as unknown as { rows: { id: number }[] }).rows;
const world = await worldOf(database.db, Number(site!.id), new Date().toISOString().slice(0, 10));
const probe = await probeApp(database, '/tmp/showrunner-probe-storage');
const mix = analyticsMix((process.env.PROBE_FAMILY ?? 'records') as TFamily, (process.env.PROBE_SPAN ?? 'year') as TSpan, world);
console.log(mix.name);
await timeAlone(probe, drawRequests(mix, Number(process.env.PROBE_REQUESTS ?? 300), config.seed), 12);
await probe.app.close();
await database.close();
