/**
 * Opens the database: embedded PGlite in a directory (or in memory), or a PostgreSQL server
 * when a URL is given. Both speak the same SQL through the same Drizzle schema.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

export type TDb = PgDatabase<PgQueryResultHKT>;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type TDatabaseOptions =
  | { url: string }
  | { dataDir: string }
  /** An in-memory PGlite, or a clone of one (tests). */
  | { pglite: PGlite };

export const openDatabase = async (options: TDatabaseOptions): Promise<TDatabase> => {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    await pool.query('select 1');
    return {
      db: drizzlePg(pool, { casing: 'snake_case' }) as unknown as TDb,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  } else {
    client = options.pglite;
  }
  return {
    db: drizzlePglite(client, { casing: 'snake_case' }) as unknown as TDb,
    kind: 'pglite',
    close: () => client.close(),
  };
};
