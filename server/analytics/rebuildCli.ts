/**
 * `npm run analytics:rebuild`: recomputes the analytics rollups from raw rows in the configured
 * database (DATABASE_URL, else the embedded one in DATA_DIR), which the server has migrated.
 * Safe while the server runs on PostgreSQL: the refresher waits for it, and marks written
 * meanwhile are kept for its next turn. (An embedded database is one process's: stop the server first.)
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { checkMigrated } from '../db/migrations.ts';
import { rebuildAll } from './refresh.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
try {
  await checkMigrated(database.db).catch(() => {
    throw new Error('The database is not migrated to this version: start the server once (npm start), then rebuild.');
  });
  const started = Date.now();
  const rows = await rebuildAll(database.db);
  // Issue 15: the visits rollups (analytics_visit_days, from visit_events) are rebuilt here too, by the ingestion's rebuildVisits, once it is on main.
  console.log(`Analytics rebuilt: ${rows} daily rows of members and money in ${Date.now() - started} ms.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
