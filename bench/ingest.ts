/**
 * The ingestion line (`BENCH_PARTS=ingest`): visit events sent through `POST /api/v1/public/events`
 * on PostgreSQL in batches of 100, by 10 connections spread over 5 sites, for BENCH_SECONDS.
 * Reports the events a second stored (target: 5,000), the p95 of a batch, the API's CPU per
 * event, and checks that every event answered 202 is stored (none lost). Its section of
 * bench/RESULTS.md is replaced, the rest kept.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { channels } from '../resources/channels/schema.ts';
import { trackingLink } from '../resources/channels/attribution.ts';
import { issueKey, sitesTable } from '../resources/sites/keys.server.ts';
import { openDatabase } from '../server/db/index.ts';
import { serverResource } from '../server/registry.ts';
import { cpuMsOf } from './load.ts';

export const BATCH = 100;
export const SITES = 5;
export const CONNECTIONS = 10;
export const TARGET_EVENTS_PER_SECOND = 5_000;

export type TIngestLine = { seconds: number; batches: number; events: number; eventsPerSecond: number; p50: number; p95: number; cpuMsPerEvent: number; databaseCpuMsPerEvent?: number; non2xx: number; stored: number; lost: number };

/** Sites with their keys and two channels with a campaign link each, in the bench's database. */
export const prepareIngest = async (url: string): Promise<{ keys: string[]; links: string[][] }> => {
  const database = await openDatabase({ url });
  try {
    const keys: string[] = [];
    const domains: string[] = [];
    const channelTable = serverResource(channels).table;
    const made = await database.db
      .insert(channelTable)
      .values([
        { utmSource: 'benchmail', utmMedium: 'email', type: 'email' },
        { utmSource: 'benchads', utmMedium: 'cpc', type: 'paid_ads' },
      ])
      .returning();
    for (let i = 0; i < SITES; i++) {
      const domain = `bench${i}.example.com`;
      const [site] = await database.db.insert(sitesTable).values({ name: `Bench ${i}`, domain, timezone: i % 2 ? 'Asia/Taipei' : 'UTC' }).returning({ id: sitesTable.id });
      keys.push(await issueKey(database.db, site!.id as number));
      domains.push(domain);
    }
    const links = domains.map((domain) => made.map((channel) => trackingLink(domain, '/videos', channel as never, { utmCampaign: 'bench' })));
    return { keys, links };
  } finally {
    await database.close();
  }
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Sends batches for `seconds` to an API at `base` (http://host:port); a warm-up second first. */
export const loadIngest = async (options: {
  base: string;
  keys: string[];
  links: string[][];
  seconds: number;
  serverPid?: number;
  databasePids?: () => Promise<number[]>;
  databaseUrl: string;
}): Promise<TIngestLine> => {
  let sequence = 0;
  const batchFor = (site: number) => {
    const now = new Date().toISOString();
    const events = Array.from({ length: BATCH }, () => {
      const n = ++sequence;
      // A visitor comes back now and then; one landing in five through a channel's link.
      const visitor = `bv${site}-${Math.floor(Math.random() * 200_000)}`;
      const page = n % 5 === 0 ? options.links[site]![n % options.links[site]!.length]! : `https://bench${site}.example.com/videos/${n % 300}`;
      return { event_id: `b${process.pid}-${n}`, kind: 'page_view', occurred_at: now, visitor_id: visitor, page, device: n % 3 ? 'mobile' : 'desktop', country: n % 4 ? 'US' : 'TW', user_agent: 'Mozilla/5.0 (iPhone) Safari/604.1' };
    });
    return JSON.stringify({ events });
  };
  const run = async (seconds: number, record: boolean) => {
    const times: number[] = [];
    const statuses = new Map<number, number>();
    const results = await Promise.all(
      options.keys.map(
        (key, site) =>
          new Promise<autocannon.Result>((resolve, reject) => {
            const instance = autocannon(
              {
                url: `${options.base}/api/v1/public/events`,
                connections: Math.max(1, Math.round(CONNECTIONS / options.keys.length)),
                duration: seconds,
                headers: { 'content-type': 'application/json', 'x-site-key': key },
                requests: [{ method: 'POST', setupRequest: (request: autocannon.Request) => ({ ...request, body: batchFor(site) }) }],
              },
              (error, done) => (error ? reject(error) : resolve(done)),
            );
            instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
              if (!record) return;
              times.push(responseTime);
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
            });
          }),
      ),
    );
    return { times, statuses, duration: Math.max(...results.map((r) => r.duration)) };
  };
  await run(1, false);
  const database = await openDatabase({ url: options.databaseUrl });
  const count = async () => Number(((await database.db.execute(sql`select count(*)::int as n from visit_events`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  try {
    const before = await count();
    const cpuBefore = options.serverPid ? cpuMsOf(options.serverPid) : 0;
    const dbPids = options.databasePids ? await options.databasePids() : [];
    const dbCpu = () => dbPids.reduce((sum, pid) => { try { return sum + cpuMsOf(pid); } catch { return sum; } }, 0);
    const dbBefore = dbCpu();
    const { times, statuses, duration } = await run(options.seconds, true);
    const cpu = options.serverPid ? cpuMsOf(options.serverPid) - cpuBefore : 0;
    const dbMs = dbCpu() - dbBefore;
    // Answers still on their way when the line ended are stored too: wait for them to settle.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stored = (await count()) - before;
    const accepted = (statuses.get(202) ?? 0) * BATCH;
    times.sort((a, b) => a - b);
    const batches = times.length;
    const non2xx = batches - (statuses.get(202) ?? 0);
    return {
      seconds: duration,
      batches,
      events: accepted,
      eventsPerSecond: accepted / Math.max(duration, 0.001),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      cpuMsPerEvent: cpu / Math.max(1, accepted),
      ...(dbPids.length ? { databaseCpuMsPerEvent: dbMs / Math.max(1, accepted) } : {}),
      non2xx,
      stored,
      lost: Math.max(0, accepted - stored),
    };
  } finally {
    await database.close();
  }
};

const SECTION = /<!-- ingest -->[\s\S]*?<!-- \/ingest -->\n?/;

export const renderIngestSection = (line: TIngestLine, context: { startedAt: Date; version: string; loadAverage: number }): string =>
  [
    '<!-- ingest -->',
    '## Ingestion: visit events through `POST /api/v1/public/events`',
    '',
    `${context.startedAt.toISOString()}, ${context.version}, load average ${context.loadAverage.toFixed(2)} at the start. ${SITES} sites, ${CONNECTIONS} connections, batches of ${BATCH} page views (one in five through a channel's link), ${line.seconds.toFixed(0)} s after a second of warm-up.`,
    '',
    '| events/s (target 5,000) | batches | p50 batch | p95 batch | API CPU per event | PostgreSQL CPU per event | non-2xx | answered 202, not stored |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${Math.round(line.eventsPerSecond).toLocaleString('en-US')} ${line.eventsPerSecond >= TARGET_EVENTS_PER_SECOND ? '✓' : '✗'} | ${line.batches} | ${line.p50.toFixed(1)} ms | ${line.p95.toFixed(1)} ms | ${line.cpuMsPerEvent.toFixed(3)} ms | ${line.databaseCpuMsPerEvent === undefined ? '—' : `${line.databaseCpuMsPerEvent.toFixed(3)} ms`} | ${line.non2xx} | ${line.lost} |`,
    '<!-- /ingest -->',
    '',
  ].join('\n');

export const writeIngestSection = (path: string, section: string): void => {
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmark results\n';
  mkdirSync(dirname(path), { recursive: true });
  if (SECTION.test(before)) return writeFileSync(path, before.replace(SECTION, () => section));
  const instancesAt = before.indexOf('<!-- instances:');
  writeFileSync(path, instancesAt < 0 ? `${before.trimEnd()}\n\n${section}` : `${before.slice(0, instancesAt)}${section}\n${before.slice(instancesAt)}`);
};
