/**
 * `npm run db:recount`: counts every listed table anew (its rows, and per value of its counted
 * fields: server/db/rowCounts.ts) in the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR), which the server has migrated. Needed only after writes that bypassed the triggers
 * (a bulk load with `session_replication_role = replica`). Each table is locked against writes
 * while it is counted; on PostgreSQL the server may run meanwhile. (An embedded database is one
 * process's: stop the server first.)
 */
import { loadConfig } from '../config.ts';
import { countedTables } from '../crud/listSql.ts';
import { serverResources } from '../registry.ts';
import { openDatabase } from '../db/index.ts';
import { checkMigrated } from '../db/migrations.ts';
import { ensureRowCounts, ROW_COUNTS_LOCK } from '../db/rowCounts.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
try {
  await checkMigrated(database.db).catch(() => {
    throw new Error('The database is not migrated to this version: start the server once (npm start), then count.');
  });
  const started = Date.now();
  const tables = countedTables(serverResources());
  await database.exclusive(ROW_COUNTS_LOCK, (db) => ensureRowCounts(db, tables, { recount: true }));
  console.log(`Counted ${tables.length} tables anew in ${Date.now() - started} ms.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
