/** The analytics calls' section of bench/RESULTS.md, between `<!-- analytics -->` markers (issue 15's targets beside the figures). */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TLoad } from './load.ts';
import { FAMILIES, type TAnalyticsLine, type TLag, type TSpan } from './analytics.ts';

export type TAnalyticsResults = {
  startedAt: Date;
  loadAverage: { start: number; end: number };
  seconds: number;
  seed: number;
  fills: { database: string; version: string; seconds: number; rows: { money: number; visits: number } }[];
  lines: TAnalyticsLine[];
  ceiling?: TLoad;
  lag?: TLag;
  /** The tree the "before" lines were served from, when measured. */
  before?: string;
  /** The earlier tree pages its record calls (`BENCH_ANALYTICS_BEFORE_PAGED=1`). */
  beforePaged?: boolean;
};

const SECTION = /<!-- analytics -->[\s\S]*?<!-- \/analytics -->\n?/;
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);
/** p50 / p95 of a line, or that no request was answered while it lasted. */
const latencies = (load: TLoad, seconds: number) => (load.requests === 0 ? `none answered within ${seconds} s` : `${ms(load.p50)} / ${ms(load.p95)}`);
const SPANS: Record<TSpan, string> = { today: 'today', month: '≤ 30 days', year: '31 days – a year' };
/** Issue 15: p95 under 100 ms up to 30 days (and for the live calls), under 300 ms for a year; PGlite under 100 ms. */
const target = (line: TAnalyticsLine) => (line.database === 'PostgreSQL' && line.span === 'year' ? 300 : 100);

export const renderAnalyticsSection = (r: TAnalyticsResults): string => {
  const after = r.lines.filter((l) => l.version === 'after');
  const beforeOf = (l: TAnalyticsLine) => r.lines.find((b) => b.version === 'before' && b.database === l.database && b.family === l.family && b.span === l.span);
  const rows = after.map((l) => {
    const b = beforeOf(l);
    const ok = l.load.p95 < target(l) && l.load.non2xx === 0 && l.load.errors === 0;
    return `| ${l.database} | ${l.family} (${FAMILIES[l.family].length} calls) | ${SPANS[l.span]} | ${Math.round(l.load.rps)} | ${r.ceiling ? `${((100 * l.load.rps) / r.ceiling.rps).toFixed(1)} %` : '–'} | ${ms(l.load.p50)} | ${ms(l.load.p95)} | ${ok ? '✓' : '✗'} < ${target(l)} ms | ${l.load.cpuMsPerRequest?.toFixed(2) ?? '–'} ms | ${l.load.databaseCpuMsPerRequest === undefined ? '–' : `${l.load.databaseCpuMsPerRequest.toFixed(2)} ms`} | ${b ? `${latencies(b.load, r.seconds)}${b.load.requests ? ` (${(b.load.p95 / l.load.p95).toFixed(1)} ×)` : ''}` : '–'} | ${b && b.load.requests ? `${b.load.cpuMsPerRequest?.toFixed(2) ?? '–'} ms${b.load.databaseCpuMsPerRequest === undefined ? '' : ` + ${b.load.databaseCpuMsPerRequest.toFixed(2)} ms`}` : '–'} | ${l.load.distinct ? `${l.load.distinct.paths} of ${l.load.distinct.drawn}` : '–'} | ${l.load.non2xx + l.load.errors}${b ? ` / ${b.load.non2xx + b.load.errors}` : ''} |`;
  });
  return [
    '<!-- analytics -->',
    '## The analytics calls (issue 15)',
    '',
    `Run ${r.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on 2 cores shared with other jobs (load average ${r.loadAverage.start.toFixed(2)} at the start, ${r.loadAverage.end.toFixed(2)} at the end), so latencies are upper bounds and CPU per request is the steadier figure. \`BENCH_PARTS=analytics npm run bench\`; ${r.seconds} s a line after a second of warm-up, 10 connections, cache off (\`CACHE_TTL_MS=0\`), seed ${r.seed}.`,
    '',
    ...r.fills.map((f) => `- ${f.database} (${f.version}): ${f.rows.money.toLocaleString('en-US')} money rows and ${f.rows.visits.toLocaleString('en-US')} visit rows in the finest rollups, filled in ${f.seconds.toFixed(1)} s (the coarser grains by their triggers).`),
    '',
    'Each line is one family of calls (every call of the family an equal share), each request a URL drawn from a seeded stream: a range of up to 30 days (half of them presets from today to the last 30 days) or of 31 days to a year ending within the data\'s year; the site 80 % of the time; a channel or a channel\'s own path 30–40 %, a campaign of it 30 % of those; the record calls a page of 25 (pages 1–3, one in five up to page 60).' +
      (r.before ? ` "Before" is the API at ${r.before}, served on the same database right after${r.beforePaged ? ', its record calls a page as above' : ', its record calls without a page (every row, as the screens asked them before paging)'}.` : ''),
    '',
    r.ceiling ? `Ceiling: bare Fastify serving a page of \`channel/records\` from memory, measured in the same run: ${Math.round(r.ceiling.rps).toLocaleString('en-US')} req/s, p95 ${ms(r.ceiling.p95)}, ${r.ceiling.cpuMsPerRequest?.toFixed(2)} ms of CPU per request.` : 'Ceiling: not measured in this run.',
    '',
    '| database | calls | range | req/s | of the ceiling | p50 | p95 | target | API CPU per request | PostgreSQL CPU per request | before: p50 / p95 (p95 before ÷ after) | before: API (+ PostgreSQL) CPU per request | distinct URLs | non-2xx (after / before) |',
    '|---|---|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    r.lag
      ? `Real-time lag (PostgreSQL, ${r.lag.samples} signed sale postbacks one after the other, polled every 20 ms): in \`/dashboard/real-time-revenues\` (today's orders, read from the orders) p50 ${ms(r.lag.live.p50)}, at most ${ms(r.lag.live.max)}; in today's rollups (\`/dashboard/revenueGather?range=today\`, after the 2-second refresh job) p50 ${ms(r.lag.rollup.p50)}, at most ${ms(r.lag.rollup.max)} — target 5 s: ${r.lag.failures === 0 && r.lag.rollup.max < 5000 && r.lag.live.max < 5000 ? 'met' : '**not met**'}${r.lag.failures ? ` (${r.lag.failures} not seen within 15 s)` : ''}.`
      : 'Real-time lag: not measured in this run.',
    '<!-- /analytics -->',
    '',
  ].join('\n');
};

export const writeAnalyticsSection = (path: string, section: string): void => {
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmark results\n';
  mkdirSync(dirname(path), { recursive: true });
  if (SECTION.test(before)) return writeFileSync(path, before.replace(SECTION, () => section));
  const instancesAt = before.indexOf('<!-- instances:');
  writeFileSync(path, instancesAt < 0 ? `${before.trimEnd()}\n\n${section}` : `${before.slice(0, instancesAt)}${section}\n${before.slice(instancesAt)}`);
};
