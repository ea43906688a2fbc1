/**
 * What the probes share (`*Probe.ts`, `profile.ts`): the API built in this process on an open
 * database, the cache off, signed in as the bench's admin; and drawn requests sent one at a time,
 * printed by kind (p50, p95, the slowest) with the slowest URLs. Not part of CI.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { openDatabase } from '../server/db/index.ts';
import { systemSettings } from '../server/db/system.ts';
import type { TDrawn } from './mix.ts';
import { BENCH_PASSWORD } from './targets.ts';

export const BASE = '/api/v1/admin';

/** The API on this database, signed in; `cacheTtlMs` '0' (the default) turns its cache off. */
export const probeApp = async (database: Awaited<ReturnType<typeof openDatabase>>, storageDir: string, cacheTtlMs = '0') => {
  const [setting] = await database.db.select().from(systemSettings).where(eq(systemSettings.key, 'jwt_secret'));
  const app = await buildApp({
    database,
    config: { ...loadConfig({ CACHE_TTL_MS: cacheTtlMs, MAX_EVENT_LOOP_DELAY_MS: '0' }), storageDir },
    jwtSecret: setting!.value,
    logger: false,
    serveApp: false,
  });
  const login = await app.inject({ method: 'POST', url: `${BASE}/login`, payload: { username: 'admin', password: BENCH_PASSWORD } });
  const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
  return { app, headers };
};

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Sends each drawn request alone and prints the times by kind, then the slowest `slowest` URLs. */
export const timeAlone = async ({ app, headers }: Awaited<ReturnType<typeof probeApp>>, drawn: readonly TDrawn[], slowest = 15) => {
  const timed: { kind: string; path: string; ms: number }[] = [];
  for (const { kind, path } of drawn) {
    const started = performance.now();
    const response = await app.inject({ url: `${BASE}${path}`, headers });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    timed.push({ kind, path: decodeURIComponent(path), ms: performance.now() - started });
  }
  const width = Math.max(22, ...timed.map((t) => t.kind.length));
  for (const kind of [...new Set(timed.map((t) => t.kind))]) {
    const ms = timed.filter((t) => t.kind === kind).map((t) => t.ms).sort((a, b) => a - b);
    const mean = ms.reduce((sum, one) => sum + one, 0) / ms.length;
    console.log(`${kind.padEnd(width)} n ${String(ms.length).padStart(3)}  mean ${mean.toFixed(1)} ms  p50 ${at(ms, 0.5).toFixed(1)} ms  p95 ${at(ms, 0.95).toFixed(1)} ms  max ${ms.at(-1)!.toFixed(1)} ms`);
  }
  const all = timed.map((t) => t.ms).sort((a, b) => a - b);
  console.log(`${'all'.padEnd(width)} n ${String(all.length).padStart(3)}  p50 ${at(all, 0.5).toFixed(1)} ms  p95 ${at(all, 0.95).toFixed(1)} ms`);
  for (const t of [...timed].sort((a, b) => b.ms - a.ms).slice(0, slowest)) console.log(`${t.ms.toFixed(0).padStart(6)} ms  ${t.kind.padEnd(width)} ${t.path}`);
};
