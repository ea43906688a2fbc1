/**
 * The postbacks' line alone, on the kept orders database (BENCH_ORDERS_DATABASE, default
 * bench_orders; generated here when missing, as `BENCH_PARTS=orders npm run bench` does): the API
 * served by bench/serve.ts with the cache off, then signed notifications at
 * BENCH_POSTBACK_RATE a second (1,000), in the kinds of ordersLoad.ts's POSTBACK_KINDS, for BENCH_POSTBACK_SECONDS (5), `PROBE_ROUNDS` times (2).
 * Prints the rate answered, the p95, the CPU per notification of the API and of PostgreSQL, and
 * how many were lost. `PROBE_TREE` serves another checkout's API
 * (the code before a change) on the same rows. `PROBE_CPU_PROF=1` writes the API's CPU profile into bench/out. Not part of CI.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchConfig } from './config.ts';
import { sendPostbacks } from './ordersLoad.ts';
import { commerceTarget } from './targets.ts';

const ORDERS_NOW = Date.UTC(2026, 10, 1);
const PORT = 8395;
const root = fileURLToPath(new URL('..', import.meta.url));
/** The tree whose API is measured: this one, or another checkout's (PROBE_TREE) for the code before a change. */
const tree = process.env.PROBE_TREE ?? root;
const config = benchConfig();
const target = await commerceTarget(config.pgUrl, config.commerce, ORDERS_NOW, config.ordersDatabase, config.refillOrders);
console.log(target.isNew ? `orders generated in ${target.generateSeconds.toFixed(1)} s` : `the kept database ${config.ordersDatabase}`);

const server = await new Promise<ChildProcess>((resolve, reject) => {
  const env = { ...process.env, ...target.env, BENCH_PORT: String(PORT), BENCH_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'showrunner-postbacks-')), BENCH_CACHE_TTL_MS: '0' };
  const child = fork(join(tree, 'bench', 'serve.ts'), { env, execArgv: ['--import', 'tsx', ...(process.env.PROBE_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${join(root, 'bench', 'out')}`] : [])], stdio: 'inherit' });
  child.once('message', () => resolve(child));
  child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
});
try {
  for (let round = 1; round <= Number(process.env.PROBE_ROUNDS ?? 2); round++) {
    const r = await sendPostbacks(`http://127.0.0.1:${PORT}`, target.env.BENCH_DATABASE_URL!, server.pid!, config.postbacks.rate, config.postbacks.seconds, config.commerce.users, target.databasePids);
    const l = r.load;
    console.log(
      `round ${round}: ${Math.round(l.rps)}/s of ${r.rate} asked, p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, ` +
        `CPU ${(l.cpuMsPerRequest ?? NaN).toFixed(2)} ms API + ${(l.databaseCpuMsPerRequest ?? NaN).toFixed(2)} ms PostgreSQL a notification, ` +
        `${r.accepted} answered 2xx, ${r.ordersMade} orders, ${r.lost} lost, ${l.non2xx} non-2xx, load ${loadavg()[0]!.toFixed(2)}\n  stored: ${JSON.stringify(r.stored)}`,
    );
  }
} finally {
  await new Promise((resolve) => (server.once('exit', resolve), server.kill('SIGTERM')));
}
