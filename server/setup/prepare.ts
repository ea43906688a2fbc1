import type { TResource } from '../../resources/define.ts';
import { bootstrap, type TBootstrapResult } from './bootstrap.ts';
import type { TDatabase } from '../db/index.ts';
import { applyMigrations } from '../db/migrations.ts';

/** Migrates the database and makes sure it holds what the first request needs. */
export const prepareDatabase = async (
  database: TDatabase,
  options: { resources: readonly TResource[]; adminPassword?: string; jwtSecret?: string },
): Promise<TBootstrapResult> => {
  await applyMigrations(database);
  return bootstrap(database.db, options);
};
