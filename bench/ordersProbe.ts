/**
 * Each request of the orders mix (the list, then the totals) timed alone on the kept million-order
 * database (BENCH_ORDERS_DATABASE, default bench_orders; filled by `BENCH_PARTS=orders npm run bench`
 * when missing), the API built in this process with the cache off, `PROBE_REQUESTS` drawn requests
 * (300) of each sent one at a time. Prints the time per kind and the slowest URLs, to find which
 * shapes make the lines' p95. Not part of CI.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { systemSettings } from '../server/db/system.ts';
import { benchConfig } from './config.ts';
import { listMix } from './listMix.ts';
import { drawRequests, type TMix } from './mix.ts';
import { ordersMix, ordersTotalsMix } from './mixes/orders.ts';
import { BENCH_PASSWORD } from './targets.ts';

const config = benchConfig(process.env);
const url = new URL(config.pgUrl);
url.pathname = `/${config.ordersDatabase}`;
const now = Date.UTC(2026, 10, 1);
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
const declaration = await ordersMix(database.db, config.seed, now);
const only = process.env.PROBE_KIND;
const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const probe = async (mix: TMix) => {
  console.log(`\n${mix.name}`);
  const drawn = drawRequests(mix, Number(process.env.PROBE_REQUESTS ?? 300), config.seed).filter((d) => !only || d.kind === only);
  const timed: { kind: string; path: string; ms: number }[] = [];
  for (const { kind, path } of drawn) {
    const started = performance.now();
    const response = await app.inject({ url: `${base}${path}`, headers });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    timed.push({ kind, path: decodeURIComponent(path), ms: performance.now() - started });
  }
  for (const kind of [...new Set(timed.map((t) => t.kind))]) {
    const ms = timed.filter((t) => t.kind === kind).map((t) => t.ms).sort((a, b) => a - b);
    console.log(`${kind.padEnd(24)} n ${String(ms.length).padStart(3)}  p50 ${at(ms, 0.5).toFixed(1)} ms  p95 ${at(ms, 0.95).toFixed(1)} ms  max ${ms.at(-1)!.toFixed(1)} ms`);
  }
  const all = timed.map((t) => t.ms).sort((a, b) => a - b);
  console.log(`all                      n ${all.length}  p50 ${at(all, 0.5).toFixed(1)} ms  p95 ${at(all, 0.95).toFixed(1)} ms`);
  for (const t of [...timed].sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`${t.ms.toFixed(0).padStart(6)} ms  ${t.kind.padEnd(22)} ${t.path}`);
};

if (process.env.PROBE_TOTALS !== 'only') await probe(listMix(declaration));
if (process.env.PROBE_TOTALS !== '0') await probe(ordersTotalsMix(declaration));
await app.close();
await database.close();
