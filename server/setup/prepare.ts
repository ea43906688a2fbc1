import type { TResource } from '../../resources/define.ts';
import type { TReport } from '../../resources/report.ts';
import { bootstrap, type TBootstrapResult } from './bootstrap.ts';
import type { TDatabase } from '../db/index.ts';
import { applyMigrations } from '../db/migrations.ts';

/** The advisory lock that instances started together on one database take turns on. */
export const PREPARE_LOCK = 'migrations';

/**
 * Migrates the database and makes sure it holds what the first request needs. Instances starting together do it one after the other, under one advisory lock:
 * the first migrates and creates the first admin, the others find it done.
 */
export const prepareDatabase = async (
  database: TDatabase,
  options: { resources: readonly TResource[]; reports?: readonly TReport[]; adminPassword?: string; jwtSecret?: string },
): Promise<TBootstrapResult> =>
  database.exclusive(PREPARE_LOCK, async (db) => {
    await applyMigrations(db, database.kind);
    return bootstrap(db, options);
  });
