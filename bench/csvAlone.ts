/**
 * The CSV of every order, measured alone: the orders' database of `npm run bench` (generated once
 * and kept, `BENCH_ORDERS_DATABASE`), the API started as the bench starts it (`serve.ts`, cache
 * off), and `CSV_RUNS` (3) exports of `GET /orders/exportCsv` one after the other, each read to
 * its end, with the API's CPU time and resident memory. Prints the load average before and after
 * each run: the figure means something only on a quiet machine. `CSV_SERVER_FLAGS` are Node's flags
 * for the API (`--max-semi-space-size=1` keeps V8's young generation at its smallest: what a batch leaves
 * alive across a minor collection is then moved to the old generation, and stays in the resident
 * memory until a major one). Not part of CI.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchConfig } from './config.ts';
import { exportCsv } from './ordersLoad.ts';
import { signIn } from './session.ts';
import { BENCH_PASSWORD, commerceTarget } from './targets.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = benchConfig(process.env);
const PORT = 18_977;
// The same instant as the bench's orders, so that the kept database is the one it generated.
const ORDERS_NOW = Date.UTC(2026, 10, 1);

const target = await commerceTarget(config.pgUrl, config.commerce, ORDERS_NOW, config.ordersDatabase, config.refillOrders);
console.log(target.isNew ? `generated ${config.ordersDatabase} in ${target.generateSeconds.toFixed(1)} s` : `the kept database ${config.ordersDatabase}`);
const storageDir = mkdtempSync(join(tmpdir(), 'showrunner-csv-'));
const server = await new Promise<ChildProcess>((resolve, reject) => {
  const child = fork(join(root, 'bench', 'serve.ts'), {
    env: { ...process.env, ...target.env, BENCH_PORT: String(PORT), BENCH_STORAGE_DIR: storageDir, BENCH_CACHE_TTL_MS: '0' },
    execArgv: ['--import', 'tsx', ...(process.env.CSV_SERVER_FLAGS ?? '').split(' ').filter(Boolean)],
    stdio: 'inherit',
  });
  child.once('message', () => resolve(child));
  child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
});
try {
  const session = await signIn(`http://127.0.0.1:${PORT}/api/v1/admin`, 'admin', BENCH_PASSWORD);
  for (let run = 1; run <= Number(process.env.CSV_RUNS ?? 3); run++) {
    const before = loadavg()[0]!;
    const csv = await exportCsv(session, server.pid!);
    if (csv.status !== 200) throw new Error(`the export answered ${csv.status}`);
    console.log(
      `run ${run}: ${csv.rows.toLocaleString('en')} rows, ${csv.mib.toFixed(0)} MiB in ${csv.seconds.toFixed(1)} s; API CPU ${(csv.cpuMs / 1000).toFixed(1)} s; ` +
        `RSS ${csv.rssStartMib.toFixed(0)} → ${csv.rssPeakMib.toFixed(0)} MiB; load ${before.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
    );
  }
  // The file's hash, untimed, to check that a change to the export writes the same bytes.
  const file = await (await fetch(`${session.base}/orders/exportCsv`, { headers: session.headers })).arrayBuffer();
  console.log(`sha256 ${createHash('sha256').update(new Uint8Array(file)).digest('hex').slice(0, 8)}…`);
} finally {
  await new Promise((resolve) => (server.once('exit', resolve), server.kill('SIGTERM')));
  rmSync(storageDir, { recursive: true, force: true });
  await target.cleanup();
}
