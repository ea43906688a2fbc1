/**
 * Each request of the orders mix (the list, then the totals) timed alone on the kept million-order
 * database (BENCH_ORDERS_DATABASE, default bench_orders; filled by `BENCH_PARTS=orders npm run bench`
 * when missing), the API built in this process with the cache off, `PROBE_REQUESTS` drawn requests
 * (300) of each sent one at a time. Prints the time per kind and the slowest URLs, to find which
 * shapes make the lines' p95. Not part of CI.
 */
import { openDatabase } from '../server/db/index.ts';
import { benchConfig } from './config.ts';
import { listMix } from './listMix.ts';
import { drawRequests, type TMix } from './mix.ts';
import { ordersMix, ordersTotalsMix } from './mixes/orders.ts';
import { probeApp, timeAlone } from './probe.ts';

const config = benchConfig(process.env);
const url = new URL(config.pgUrl);
url.pathname = `/${config.ordersDatabase}`;
const now = Date.UTC(2026, 10, 1);
const database = await openDatabase({ url: url.toString() });
const probe = await probeApp(database, '/tmp/showrunner-probe-storage');
const declaration = await ordersMix(database.db, config.seed, now);
const only = process.env.PROBE_KIND;

const measure = async (mix: TMix) => {
  console.log(`\n${mix.name}`);
  await timeAlone(probe, drawRequests(mix, Number(process.env.PROBE_REQUESTS ?? 300), config.seed).filter((d) => !only || d.kind === only));
};

if (process.env.PROBE_TOTALS !== 'only') await measure(listMix(declaration));
if (process.env.PROBE_TOTALS !== '0') await measure(ordersTotalsMix(declaration));
await probe.app.close();
await database.close();
