import type { TResource } from '../../resources/define.ts';
import type { TReport } from '../../resources/report.ts';
import { bootstrap, type TBootstrapResult } from './bootstrap.ts';
import type { TDatabase } from '../db/index.ts';
import { applyMigrations } from '../db/migrations.ts';
import { sealStoredSecrets, secretFields, secretsKey } from '../crud/secrets.ts';
import { deriveTable } from '../db/derive.ts';

/** The resources that keep secrets, with their tables. */
const storedSecrets = (resources: readonly TResource[]) =>
  resources.filter((resource) => secretFields(resource).length).map((resource) => ({ resource, table: deriveTable(resource) }));

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
    const result = await bootstrap(db, options);
    // Secrets written before they were sealed at rest are sealed now, once.
    await sealStoredSecrets(db, await secretsKey(db), storedSecrets(options.resources));
    return result;
  });
