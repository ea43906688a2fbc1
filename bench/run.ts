/**
 * `npm run bench`: fills PostgreSQL and PGlite with 100,000 videos, loads GET /videos (page 1,
 * a deep page, a tag filter, a q search, a sort by published date) with autocannon, and prints
 * each figure beside bare Fastify serving the same JSON from memory (the ceiling), measured in
 * the same run. Each database is measured twice: as configured (answers kept in memory until
 * the next change, plus page 1 while a tag is saved ten times a second) and with CACHE_TTL_MS=0,
 * every request read from the database. Then the gzipped initial JavaScript of the app and of a
 * bare react-admin app. Writes bench/RESULTS.md. Not part of CI: it takes a few minutes and the
 * whole machine.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, buildBareReactAdmin, initialJsGzipBytes } from './bundle.ts';
import { load, type TLoad } from './load.ts';
import { writeResults, type TRow } from './results.ts';
import { BENCH_PASSWORD, pgliteTarget, postgresTarget, type TTarget } from './targets.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 8391;
const CEILING_PORT = 8392;

const q = (params: Record<string, unknown>) => `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]))}`;
export const SCENARIOS: [string, string][] = [
  ['page 1', q({ sort: ['id', 'DESC'], range: [0, 24] })],
  ['deep page (60,000)', q({ sort: ['id', 'DESC'], range: [60000, 60024] })],
  ['tag filter', q({ filter: { tags: 5 }, range: [0, 24] })],
  ['q search', q({ filter: { q: 'harbour' }, range: [0, 24] })],
  ['sort by published date', q({ sort: ['published_at', 'DESC'], range: [0, 24] })],
];

const start = (script: string, env: Record<string, string>) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = fork(join(root, 'bench', script), { env: { ...process.env, ...env }, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
const stop = (child: ChildProcess) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

const MODES = [
  { mode: 'memory', cacheTtlMs: '10000' },
  { mode: 'database', cacheTtlMs: '0' },
] as const;
export const WHILE_SAVING = 'page 1, a tag saved every 100 ms';

const loadTarget = async (target: TTarget, storageDir: string, { mode, cacheTtlMs }: (typeof MODES)[number]) => {
  const server = await start('serve.ts', { ...target.env, BENCH_PORT: String(PORT), BENCH_STORAGE_DIR: storageDir, BENCH_CACHE_TTL_MS: cacheTtlMs });
  try {
    const base = `http://127.0.0.1:${PORT}/api/v1/admin`;
    const login = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }) });
    const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    const body = await (await fetch(`${base}/videos${SCENARIOS[0]![1]}`, { headers })).text();
    const rows: TRow[] = [];
    const run = async (scenario: string, query: string) => {
      await load(`${base}/videos${query}`, headers, 1);
      const measured = await load(`${base}/videos${query}`, headers, SECONDS, server.pid);
      rows.push({ database: target.name, mode, scenario, load: measured });
      console.log(`  ${target.name} (${mode}) ${scenario}: ${Math.round(measured.rps)} req/s, p95 ${measured.p95.toFixed(1)} ms`);
    };
    for (const [name, query] of SCENARIOS) await run(name, query);
    if (mode === 'memory') {
      // Every save forgets what the instance kept: the figure a busy editing day sees.
      const tag = (await (await fetch(`${base}/tags?range=[0,0]`, { headers })).json()) as { id: number; name: string }[];
      const saving = setInterval(() => {
        void fetch(`${base}/tags/${tag[0]!.id}`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: tag[0]!.name }) });
      }, 100);
      try {
        await run(WHILE_SAVING, SCENARIOS[0]![1]);
      } finally {
        clearInterval(saving);
      }
    }
    // The signed-in admin alone: the floor of every route.
    const auth = await load(`${base}/auth/me`, headers, SECONDS, server.pid);
    return { rows, body, auth };
  } finally {
    await stop(server);
  }
};

const work = join(root, 'bench', 'out');
mkdirSync(work, { recursive: true });
const storageDir = mkdtempSync(join(tmpdir(), 'showrunner-bench-storage-'));
const loadAverage = loadavg()[0]!;
const rows: TRow[] = [];
const auth: Record<string, TLoad> = {};
let ceiling: TLoad | undefined;
const generated: Record<string, number> = {};
const versions: string[] = [];
for (const make of [() => postgresTarget(PG_URL), pgliteTarget]) {
  const target = await make();
  generated[target.name] = target.generateSeconds;
  versions.push(target.version);
  console.log(`${target.name}: catalogue generated in ${target.generateSeconds.toFixed(1)} s`);
  try {
    for (const mode of MODES) {
      const result = await loadTarget(target, storageDir, mode);
      rows.push(...result.rows);
      if (target.name === 'PostgreSQL') auth[mode.mode] = result.auth;
      if (!ceiling) {
        const server = await start('ceiling.ts', { BENCH_PORT: String(CEILING_PORT), BENCH_BODY: result.body });
        await load(`http://127.0.0.1:${CEILING_PORT}/ceiling`, {}, 1);
        ceiling = await load(`http://127.0.0.1:${CEILING_PORT}/ceiling`, {}, SECONDS, server.pid);
        await stop(server);
        console.log(`  ceiling: ${Math.round(ceiling.rps)} req/s, p95 ${ceiling.p95.toFixed(1)} ms`);
      }
    }
  } finally {
    await target.cleanup();
  }
}
rmSync(storageDir, { recursive: true, force: true });

const appBytes = initialJsGzipBytes(await buildApp(root, work));
const bareBytes = initialJsGzipBytes(await buildBareReactAdmin(work));
const markdown = writeResults(join(root, 'bench', 'RESULTS.md'), { versions: versions.join(' and '), loadAverage, auth, rows, ceiling: ceiling!, generated, appBytes, bareBytes, seconds: SECONDS });
console.log(`\n${markdown}`);
