/**
 * Each request of the users mix timed alone: a million users generated once into a database kept
 * between runs (`PROBE_DATABASE`, default showrunner_users_probe; `PROBE_FILL=1` fills it anew), the
 * API built in this process with the cache off, and `PROBE_REQUESTS` drawn requests (300) sent one
 * at a time. Prints the time per kind (p50, p95, the slowest) and the slowest URLs, to find which
 * shapes make the mix's p95. Not part of CI.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { systemSettings } from '../server/db/system.ts';
import { benchConfig } from './config.ts';
import { listMix } from './listMix.ts';
import { drawRequests } from './mix.ts';
import { usersMix } from './mixes/users.ts';
import { BENCH_PASSWORD, postgresTarget } from './targets.ts';

const config = benchConfig(process.env);
const name = process.env.PROBE_DATABASE ?? 'showrunner_users_probe';
const url = new URL(config.pgUrl);
url.pathname = `/${name}`;
// The users sign up up to this instant, the same in every run, so that a kept database matches the mix.
const now = Date.UTC(2026, 10, 1);
if (process.env.PROBE_FILL === '1') await postgresTarget(config.pgUrl, { volume: config.volume, catalogue: false, users: { count: config.users, now } }, name);
const database = await openDatabase({ url: url.toString() });
const [setting] = await database.db.select().from(systemSettings).where(eq(systemSettings.key, 'jwt_secret'));
const app = await buildApp({
  database,
  config: { ...loadConfig({ CACHE_TTL_MS: '0', MAX_EVENT_LOOP_DELAY_MS: '0' }), storageDir: '/tmp/showrunner-probe-storage' },
  jwtSecret: setting!.value,
  logger: false,
  serveApp: false,
});
const base = '/api/v1/admin';
const login = await app.inject({ method: 'POST', url: `${base}/login`, payload: { username: 'admin', password: BENCH_PASSWORD } });
const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
const drawn = drawRequests(listMix(usersMix(config.users, config.seed, now)), Number(process.env.PROBE_REQUESTS ?? 300), config.seed);
const timed: { kind: string; path: string; ms: number }[] = [];
for (const { kind, path } of drawn) {
  const started = performance.now();
  const response = await app.inject({ url: `${base}${path}`, headers });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  timed.push({ kind, path: decodeURIComponent(path), ms: performance.now() - started });
}
const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
for (const kind of [...new Set(timed.map((t) => t.kind))]) {
  const ms = timed.filter((t) => t.kind === kind).map((t) => t.ms).sort((a, b) => a - b);
  console.log(`${kind.padEnd(22)} n ${String(ms.length).padStart(3)}  p50 ${at(ms, 0.5).toFixed(1)} ms  p95 ${at(ms, 0.95).toFixed(1)} ms  max ${ms.at(-1)!.toFixed(1)} ms`);
}
const all = timed.map((t) => t.ms).sort((a, b) => a - b);
console.log(`all                    n ${all.length}  p50 ${at(all, 0.5).toFixed(1)} ms  p95 ${at(all, 0.95).toFixed(1)} ms`);
for (const t of [...timed].sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`${t.ms.toFixed(0).padStart(6)} ms  ${t.kind.padEnd(20)} ${t.path}`);
await app.close();
await database.close();
