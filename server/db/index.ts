/**
 * Opens the database: embedded PGlite in a directory (or in memory), or a PostgreSQL server
 * when a URL is given. Both speak the same SQL through the same Drizzle schema.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

/** Extensions every embedded database loads: trigram indexes serve the lists' text search. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type TDatabaseOptions =
  | { url: string }
  | { dataDir: string }
  /** An in-memory PGlite, or a clone of one (tests). */
  | { pglite: PGlite };

/** pool.end() resolves before its connections have closed; this waits until they have. */
const endPool = async (pool: pg.Pool): Promise<void> => {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => --open === 0 && resolve());
  });
  await pool.end();
  await closed;
};

export const openDatabase = async (options: TDatabaseOptions): Promise<TDatabase> => {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // The pool drops an idle connection the server closed (restart, failover) and opens another;
    // unheard, its 'error' event would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    await pool.query('select 1');
    return {
      db: drizzlePg(pool, { casing: 'snake_case' }) as unknown as TDb,
      kind: 'postgres',
      close: () => endPool(pool),
    };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = options.pglite;
  }
  return {
    db: drizzlePglite(client, { casing: 'snake_case' }) as unknown as TDb,
    kind: 'pglite',
    close: () => client.close(),
  };
};
