import type { TResource } from '../../resources/define.ts';
import { bootstrap, type TBootstrapResult } from './bootstrap.ts';
import { seedDemo } from './demo.ts';
import type { TDatabase } from '../db/index.ts';
import { applyMigrations } from '../db/migrations.ts';

/** The advisory lock that instances started together on one database take turns on. */
export const PREPARE_LOCK = 'migrations';

export type TPrepareResult = TBootstrapResult & {
  /** This start loaded the demo data set. */
  seeded: boolean;
};

/**
 * Migrates the database and makes sure it holds what the first request needs (and the demo data
 * when asked). Instances starting together do it one after the other, under one advisory lock:
 * the first migrates and creates the first admin, the others find it done.
 */
export const prepareDatabase = async (
  database: TDatabase,
  options: { resources: readonly TResource[]; adminPassword?: string; jwtSecret?: string; seedDemoInto?: string },
): Promise<TPrepareResult> =>
  database.exclusive(PREPARE_LOCK, async (db) => {
    await applyMigrations(db, database.kind);
    const result = await bootstrap(db, options);
    const seeded = options.seedDemoInto !== undefined && (await seedDemo(db, options.seedDemoInto));
    return { ...result, seeded };
  });
