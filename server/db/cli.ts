/**
 * A command on the configured database (DATABASE_URL, else the embedded one in DATA_DIR), which
 * the server must have migrated to this version: `work` returns the line to print; a failure is
 * printed without its stack and sets the exit code; the database is closed either way.
 */
import { loadConfig } from '../config.ts';
import { openDatabase, type TDatabase } from './index.ts';
import { checkMigrated } from './migrations.ts';

export const onMigratedDatabase = async (then: string, work: (database: TDatabase) => Promise<string>): Promise<void> => {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await checkMigrated(database.db).catch(() => {
      throw new Error(`The database is not migrated to this version: start the server once (npm start), then ${then}.`);
    });
    console.log(await work(database));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
};
