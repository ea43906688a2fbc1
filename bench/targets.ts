/** The databases the bench runs on: a PostgreSQL database of its own (created and dropped) and an embedded PGlite. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { resources } from '../resources/index.ts';
import { tendTables } from '../server/db/tending.ts';
import { openDatabase } from '../server/db/index.ts';
import { prepareDatabase } from '../server/setup/prepare.ts';
import { generateCatalogue, generateCommerce, generateUsers, type TCommerceVolume, type TVolume } from './generate.ts';

/** What a target is filled with: the catalogue, and users on PostgreSQL (signed up up to `now`). */
export type TFill = { volume: TVolume; catalogue: boolean; users?: { count: number; now: number } };

export const BENCH_PASSWORD = 'Bench-admin-pass-1';
/** Its own name (BENCH_PG_DATABASE), so that two runs on one server do not drop each other's. */
const DATABASE = process.env.BENCH_PG_DATABASE ?? 'showrunner_bench';

export type TTarget = {
  name: string;
  version: string;
  env: Record<string, string>;
  generateSeconds: number;
  /** How long the users took, when the target has them. */
  usersSeconds?: number;
  /** The server processes working for the bench's database, when they run on this machine (a local PostgreSQL). */
  databasePids?: () => Promise<number[]>;
  cleanup: () => Promise<void>;
};

export const withServer = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, string>[];
  } finally {
    await client.end();
  }
};

const fill = async (options: Parameters<typeof openDatabase>[0], what: TFill) => {
  const database = await openDatabase(options);
  await prepareDatabase(database, { resources, adminPassword: BENCH_PASSWORD });
  let started = performance.now();
  if (what.catalogue) await generateCatalogue(database.db, what.volume);
  const seconds = (performance.now() - started) / 1000;
  started = performance.now();
  if (what.users) await generateUsers(database.db, what.users.count, what.users.now);
  const usersSeconds = what.users ? (performance.now() - started) / 1000 : undefined;
  // The embedded database measures its tables within a minute of the server's start (its tending
  // job, server/db/tending.ts); the lines are measured as staff would find it after that minute.
  if (database.kind === 'pglite') await tendTables(database.db);
  await database.close();
  return { seconds, usersSeconds };
};

/** `database` is created for the run and dropped after it: each kind of run has its own. */
export const postgresTarget = async (serverUrl: string, what: TFill, database = DATABASE): Promise<TTarget> => {
  await withServer(serverUrl, `drop database if exists ${database} with (force)`);
  await withServer(serverUrl, `create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const { seconds: generateSeconds, usersSeconds } = await fill({ url: url.toString() }, what);
  const [row] = await withServer(serverUrl, 'show server_version');
  return {
    name: 'PostgreSQL',
    version: `PostgreSQL ${row?.server_version ?? ''}`.trim(),
    env: { BENCH_DATABASE_URL: url.toString() },
    generateSeconds,
    ...(usersSeconds === undefined ? {} : { usersSeconds }),
    ...(['127.0.0.1', 'localhost', '[::1]', ''].includes(url.hostname)
      ? { databasePids: async () => (await withServer(serverUrl, `select pid from pg_stat_activity where datname = '${database}'`)).map((row) => Number(row.pid)) }
      : {}),
    cleanup: async () => {
      await withServer(serverUrl, `drop database if exists ${database} with (force)`);
    },
  };
};

export const pgliteTarget = async (volume: TVolume): Promise<TTarget> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'showrunner-bench-'));
  const { seconds: generateSeconds } = await fill({ dataDir }, { volume, catalogue: true });
  return { name: 'PGlite', version: 'PGlite 0.5 (PostgreSQL 18 in WebAssembly)', env: { BENCH_DATA_DIR: dataDir }, generateSeconds, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
};

/**
 * The orders' database: generated once (1,000,000 orders take minutes) and kept between runs, on
 * its own name (BENCH_ORDERS_DATABASE). It is filled anew when it is missing, when it holds another
 * volume, or with `refill`; otherwise only migrated, so that a kept database gets new indexes.
 */
export const commerceTarget = async (serverUrl: string, volume: TCommerceVolume, now: number, database: string, refill: boolean): Promise<TTarget & { isNew: boolean }> => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const exists = (await withServer(serverUrl, `select 1 from pg_database where datname = '${database}'`)).length > 0;
  const marker = `${volume.users} users, ${volume.subscriptions} subscriptions, ${now}`;
  let kept = false;
  if (exists && !refill) {
    const rows = await withServer(url.toString(), `select value from system_settings where key = 'bench_commerce'`).catch(() => []);
    kept = rows[0]?.value === marker;
  }
  let generateSeconds = 0;
  if (!kept) {
    await withServer(serverUrl, `drop database if exists ${database} with (force)`);
    await withServer(serverUrl, `create database ${database}`);
  }
  const opened = await openDatabase({ url: url.toString() });
  await prepareDatabase(opened, { resources, adminPassword: BENCH_PASSWORD });
  if (!kept) {
    const started = performance.now();
    await generateCommerce(opened.db, volume, now);
    generateSeconds = (performance.now() - started) / 1000;
    // The postback secrets written in clear are sealed, as at any start.
    await prepareDatabase(opened, { resources, adminPassword: BENCH_PASSWORD });
    await withServer(url.toString(), `insert into system_settings (key, value) values ('bench_commerce', '${marker}') on conflict (key) do update set value = excluded.value`);
  }
  await opened.close();
  const [row] = await withServer(serverUrl, 'show server_version');
  return {
    name: 'PostgreSQL',
    version: `PostgreSQL ${row?.server_version ?? ''}`.trim(),
    env: { BENCH_DATABASE_URL: url.toString() },
    generateSeconds,
    isNew: !kept,
    ...(['127.0.0.1', 'localhost', '[::1]', ''].includes(url.hostname)
      ? { databasePids: async () => (await withServer(serverUrl, `select pid from pg_stat_activity where datname = '${database}'`)).map((r) => Number(r.pid)) }
      : {}),
    // Kept for the next run.
    cleanup: async () => {},
  };
};
