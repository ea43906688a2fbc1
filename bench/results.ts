/** The bench's figures as a table, printed and kept in bench/RESULTS.md with the date and the machine. */
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { TLoad } from './load.ts';

export type TRow = { database: string; mode: 'memory' | 'database'; scenario: string; load: TLoad };

type TResults = { versions: string; loadAverage: number; auth: Record<string, TLoad>; rows: TRow[]; ceiling: TLoad; generated: Record<string, number>; appBytes: number; bareBytes: number; seconds: number };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentOf = (load: TLoad, ceiling: TLoad) => `${((load.rps / ceiling.rps) * 100).toFixed(0)} %`;
const cpu = (load: TLoad) => (load.cpuMsPerRequest === undefined ? '–' : `${load.cpuMsPerRequest.toFixed(2)} ms`);

export const writeResults = (path: string, r: TResults): string => {
  const lines = [
    '# Benchmark results',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}; ${r.versions}.`,
    `\`npm run bench\`: 100,000 videos (3 tags, 1–2 models and a director each), 5,000 models; autocannon with 10 connections for ${r.seconds} s per line after a 1 s warm-up.`,
    '',
    `The machine's load average was ${r.loadAverage.toFixed(1)} when the run started (other jobs share its two cores, and autocannon runs on them too): throughput and latency move with that load; the API's CPU time per request (PGlite's queries included, PostgreSQL's not) does not, and is the figure to compare between runs.`,
    '',
    `Catalogue generated in ${Object.entries(r.generated).map(([db, s]) => `${s.toFixed(1)} s on ${db}`).join(' and ')}.`,
    '',
    `Ceiling: bare Fastify serving page 1's JSON from memory, ${Math.round(r.ceiling.rps)} req/s, p50 ${ms(r.ceiling.p50)}, p95 ${ms(r.ceiling.p95)}, p99 ${ms(r.ceiling.p99)}, ${cpu(r.ceiling)} of CPU per request.`,
    '',
    '"Memory" is the API as configured: who a token belongs to, list pages and totals are kept until the next change to the database (any instance\'s commit is announced by PostgreSQL; `CACHE_TTL_MS`), so a repeated request costs no query. "Database" is the same API with `CACHE_TTL_MS=0`: every request checks its token and reads its page from the database.',
    '',
    '| database | answered from | GET /videos | req/s | of the ceiling | p50 | p95 | p99 | API CPU per request | errors / non-2xx |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...r.rows.map(({ database, mode, scenario, load }) =>
      `| ${database} | ${mode} | ${scenario} | ${Math.round(load.rps)} | ${percentOf(load, r.ceiling)} | ${ms(load.p50)} | ${ms(load.p95)} | ${ms(load.p99)} | ${cpu(load)} | ${load.errors} / ${load.non2xx} |`,
    ),
    '',
    'From the database, every request also counts the rows its filter matches for the total in `Content-Range`: at 100,000 videos that exact count is most of a request\'s time (PostgreSQL runs it on the same two cores). A list first read after a change pays it once; the requests after it are answered from memory.',
    '',
    `The signed-in admin alone (\`GET /auth/me\`, the floor under every route), on PostgreSQL: ${Object.entries(r.auth)
      .map(([mode, load]) => `from ${mode}, ${Math.round(load.rps)} req/s (${percentOf(load, r.ceiling)} of the ceiling), p95 ${ms(load.p95)}, ${cpu(load)} of CPU per request`)
      .join('; ')}.`,
    '',
    `Initial JavaScript (gzipped): the app ${kb(r.appBytes)}, a bare react-admin app ${kb(r.bareBytes)} (${((r.appBytes / r.bareBytes) * 100).toFixed(0)} %).`,
    '',
  ];
  const markdown = lines.join('\n');
  writeFileSync(path, markdown);
  return markdown;
};
