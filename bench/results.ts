/** The bench's figures as a table, printed and kept in bench/RESULTS.md with the date and the machine. */
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { TLoad } from './load.ts';

export type TRow = { database: string; scenario: string; load: TLoad };

type TResults = { versions: string; loadAverage: number; auth: TLoad; rows: TRow[]; ceiling: TLoad; generated: Record<string, number>; appBytes: number; bareBytes: number; seconds: number };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
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
    '| database | GET /videos | req/s | of the ceiling | p50 | p95 | p99 | API CPU per request | errors / non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...r.rows.map(({ database, scenario, load }) =>
      `| ${database} | ${scenario} | ${Math.round(load.rps)} | ${((load.rps / r.ceiling.rps) * 100).toFixed(0)} % | ${ms(load.p50)} | ${ms(load.p95)} | ${ms(load.p99)} | ${cpu(load)} | ${load.errors} / ${load.non2xx} |`,
    ),
    '',
    `Every API request checks its token against the database (revocation takes effect on the next request, SECURITY 12 and 19): \`GET /auth/me\` alone, on PostgreSQL, answers ${Math.round(r.auth.rps)} req/s (${((r.auth.rps / r.ceiling.rps) * 100).toFixed(0)} % of the ceiling), p95 ${ms(r.auth.p95)}, ${cpu(r.auth)} of CPU per request — the most any signed-in route reaches here until that check is cached.`,
    '',
    `Initial JavaScript (gzipped): the app ${kb(r.appBytes)}, a bare react-admin app ${kb(r.bareBytes)} (${((r.appBytes / r.bareBytes) * 100).toFixed(0)} %).`,
    '',
  ];
  const markdown = lines.join('\n');
  writeFileSync(path, markdown);
  return markdown;
};
