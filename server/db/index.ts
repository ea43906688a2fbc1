/**
 * Opens the database: embedded PGlite in a directory (or in memory), or a PostgreSQL server
 * when a URL is given. Both speak the same SQL through the same Drizzle schema.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { CHANGES_CHANNEL } from './changes.ts';
import { namedStatements } from './pgliteStatements.ts';
import type { TDb } from './types.ts';

export type { TDb };

/** What a subscriber to the database's announcements hears. */
export type TChangeListener = {
  /** A table changed (a transaction that wrote to it committed). */
  changed: (table: string) => void;
  /** Whether announcements are arriving: while false, some may be missed. */
  live: (live: boolean) => void;
};

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Hears every committed write (see changes.ts); resolves once listening, with the way to stop. */
  listen: (listener: TChangeListener) => Promise<() => Promise<void>>;
  /**
   * Runs `work` holding the advisory lock named `key`, on the one connection that holds it (the
   * lock belongs to a session): another instance asking for the same key waits until it is done.
   */
  exclusive: <T>(key: string, work: (db: TDb) => Promise<T>) => Promise<T>;
  /** As `exclusive`, but does not wait: `{ ran: false }` when another instance holds the lock. */
  tryExclusive: <T>(key: string, work: (db: TDb) => Promise<T>) => Promise<{ ran: true; value: T } | { ran: false }>;
  close: () => Promise<void>;
  /** The embedded database's files as a gzipped tarball, taken between two queries (PGlite only). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * A built statement's rows as arrays of the driver's values, as Drizzle reads them before it maps
   * them (dates and instants as their text): a read of many rows (the CSV export) decodes only the
   * cells it writes, and makes no object per row.
   */
  readArrays: (query: TArrayQuery) => Promise<unknown[][]>;
};

/** `name` makes the statement a prepared one, planned once per connection (PostgreSQL). */
export type TArrayQuery = { sql: string; params: unknown[]; name?: string };

/** Types Drizzle reads as their text and decodes itself (dates, instants, intervals, numerics and their arrays). */
const READ_AS_TEXT = [1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    READ_AS_TEXT.includes(typeId) ? asText : pg.types.getTypeParser(typeId, format as 'text'),
};
const pgliteParsers = Object.fromEntries(READ_AS_TEXT.map((typeId) => [typeId, asText]));

/** Advisory locks are numbers: this application's namespace, then the key. */
const LOCK = `hashtext('showrunner'), hashtext($1)`;

/** Takes an advisory lock on a connection of its own and runs the work there; the lock goes with the work. */
const lockedOn = async <T>(pool: pg.Pool, key: string, wait: boolean, work: (db: TDb) => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> => {
  const client = await pool.connect();
  let broken = false;
  try {
    if (wait) await client.query(`select pg_advisory_lock(${LOCK})`, [key]);
    else {
      const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${LOCK}) as locked`, [key]);
      if (!rows[0]?.locked) return { ran: false };
    }
    try {
      return { ran: true, value: await work(drizzlePg(client, { casing: 'snake_case' }) as unknown as TDb) };
    } finally {
      await client.query(`select pg_advisory_unlock(${LOCK})`, [key]).catch(() => (broken = true));
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: it is closed rather than pooled.
    client.release(broken);
  }
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

const RECONNECT_MS = 1_000;

/**
 * Listens on a connection of its own (a pooled one would be handed to queries). When it drops,
 * the listener is told it is no longer live and a new connection is tried every second.
 */
const listenOnServer = async (url: string, listener: TChangeListener): Promise<() => Promise<void>> => {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const later = () => {
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    // Errors of a connection that is not (or no longer) the listening one are its own end.
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      listener.live(false);
      void next.end().catch(() => {});
      later();
    };
    next.on('notification', (message) => message.channel === CHANGES_CHANNEL && listener.changed(message.payload ?? ''));
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
    } catch {
      await next.end().catch(() => {});
      return later();
    }
    if (stopped) return void (await next.end().catch(() => {}));
    client = next;
    listener.live(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
};

/**
 * Each session's settings, set on it before its first statement.
 * - `synchronize_seqscans`: every scan of a table starts at its first page. PostgreSQL otherwise
 *   starts a scan of a large table where another one is, and wraps round its end; a list's text
 *   search reads its first thousand matches in the table's order and foresees how many there are
 *   from how far into the table they reach (list.ts, `matchesOf`), which a scan begun in the middle
 *   makes many times too few.
 * - `jit`: no statement is compiled to machine code. A list's statement holds branches of which one
 *   runs, and subqueries whose rows the planner cannot foresee; it overestimates their cost (a page
 *   of the orders of one price, 167,725 rows read, estimated at 10.8 million), and past
 *   `jit_above_cost` it compiled the statement at each run: 550 ms of compiling for 70 ms of work.
 */
const SESSION_SETTINGS = Object.entries({ synchronize_seqscans: 'off', jit: 'off' })
  .map(([name, value]) => `set ${name} = ${value}`)
  .join('; ');

export const openDatabase = async (options: TDatabaseOptions): Promise<TDatabase> => {
  if ('url' in options) {
    // Set on each new connection before the pool lends it (the pool waits for the hook's promise): a
    // startup parameter would be refused by a connection pooler such as PgBouncer.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      onConnect: (client) => client.query(SESSION_SETTINGS).then(() => undefined, (error: Error) => console.warn(`PostgreSQL refused the session's settings: ${error.message}`)),
    });
    // The pool drops an idle connection the server closed (restart, failover) and opens another;
    // unheard, its 'error' event would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    await pool.query('select 1');
    return {
      db: drizzlePg(pool, { casing: 'snake_case' }) as unknown as TDb,
      kind: 'postgres',
      listen: (listener) => listenOnServer(options.url, listener),
      exclusive: async (key, work) => {
        const result = await lockedOn(pool, key, true, work);
        if (!result.ran) throw new Error(`the lock ${key} was not taken`);
        return result.value;
      },
      tryExclusive: (key, work) => lockedOn(pool, key, false, work),
      readArrays: async ({ sql, params, name }) => (await pool.query<unknown[]>({ text: sql, values: params, name, rowMode: 'array', types: pgTypes })).rows,
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
  await client.exec(SESSION_SETTINGS);
  const statements = namedStatements(client);
  const db = drizzlePglite(statements.client, { casing: 'snake_case' }) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    // One process owns the data directory: no other instance can ask for the lock.
    exclusive: (_key, work) => work(db),
    tryExclusive: async (_key, work) => ({ ran: true, value: await work(db) }),
    // One process, one session: a commit's announcement is delivered before the commit returns.
    listen: async (listener) => {
      const stop = await client.listen(CHANGES_CHANNEL, (table) => listener.changed(table));
      listener.live(true);
      return async () => {
        listener.live(false);
        await stop().catch(() => {});
      };
    },
    readArrays: async ({ sql, params }) => (await statements.query<unknown[]>(sql, params, { rowMode: 'array', parsers: pgliteParsers })).rows,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
};
