/** A child process of the bench: the real API on a prepared database, listening until it is told to stop. */
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { systemSettings } from '../server/db/system.ts';

const { BENCH_PORT, BENCH_DATABASE_URL, BENCH_DATA_DIR, BENCH_STORAGE_DIR, BENCH_CACHE_TTL_MS } = process.env;
const database = await openDatabase(BENCH_DATABASE_URL ? { url: BENCH_DATABASE_URL } : { dataDir: BENCH_DATA_DIR! });
const [setting] = await database.db.select().from(systemSettings).where(eq(systemSettings.key, 'jwt_secret'));
const jwtSecret = setting!.value;
const app = await buildApp({ database, config: { ...loadConfig({ CACHE_TTL_MS: BENCH_CACHE_TTL_MS, EVENTS_LIMIT_PER_IP: process.env.EVENTS_LIMIT_PER_IP, EVENTS_LIMIT_PER_KEY: process.env.EVENTS_LIMIT_PER_KEY, CSV_LINES_BY: process.env.CSV_LINES_BY }), storageDir: BENCH_STORAGE_DIR! }, jwtSecret, logger: false, serveApp: false });
// The background jobs (the analytics refresh among them) run as in production when asked.
if (process.env.BENCH_JOBS === '1') await app.jobs.start();
await app.listen({ host: '127.0.0.1', port: Number(BENCH_PORT) });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
