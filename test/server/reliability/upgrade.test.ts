/**
 * Upgrades keep data: each database kept in test/fixtures/upgrade, made by an earlier release,
 * migrates to the current schema at start without losing a row, and its records read the same.
 * A new migration is checked against every fixture here without any change to this test.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources/index.ts';
import { openDatabase, PGLITE_EXTENSIONS, type TDatabase } from '../../../server/db/index.ts';
import { prepareDatabase } from '../../../server/setup/prepare.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/upgrade/', import.meta.url));
const dumps = readdirSync(FIXTURES).filter((name) => name.endsWith('.sql.gz'));
/** Records staff made; compared column by column (columns a migration adds are left out). */
const COMPARED = ['admins', 'roles', 'tags', 'videos', 'models', 'directors', 'posts', 'files', 'blocks', 'banners'];

/** A new, empty database holding the dump: PGlite in memory, or PostgreSQL with TEST_DATABASE_URL. */
const loadDump = async (dump: string): Promise<{ database: TDatabase; drop: () => Promise<void> }> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await client.exec(dump);
    // The dump empties the search path of the session that loads it.
    await client.exec('reset search_path');
    return { database: await openDatabase({ pglite: client }), drop: async () => {} };
  }
  const name = `showrunner_upgrade_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const loader = new pg.Client({ connectionString: target.toString() });
  await loader.connect();
  await loader.query(dump);
  await loader.end();
  return { database: await openDatabase({ url: target.toString() }), drop: () => admin(`drop database if exists ${name} with (force)`) };
};

const rows = async (database: TDatabase, query: string): Promise<Record<string, unknown>[]> =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

const counts = async (database: TDatabase): Promise<Record<string, number>> => {
  const tables = await rows(database, `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const result: Record<string, number> = {};
  for (const { table_name } of tables) result[String(table_name)] = Number((await rows(database, `select count(*)::int as n from "${String(table_name)}"`))[0]!.n);
  return result;
};

const records = async (database: TDatabase, table: string) => {
  const found = await rows(database, `select to_jsonb(t) as row from "${table}" t order by id`);
  return found.map((r) => r.row as Record<string, unknown>);
};

describe.each(dumps)('a database made by %s', (file) => {
  it('migrates at start without losing a row, and its records read the same', async () => {
    const { database, drop } = await loadDump(gunzipSync(readFileSync(FIXTURES + file)).toString('utf8'));
    try {
      const before = await counts(database);
      expect(before.videos).toBeGreaterThan(0);
      const saved = Object.fromEntries(await Promise.all(COMPARED.map(async (table) => [table, await records(database, table)] as const)));

      await prepareDatabase(database, { resources });

      const after = await counts(database);
      for (const [table, n] of Object.entries(before)) expect(after[table], `rows of ${table}`).toBeGreaterThanOrEqual(n);
      for (const table of COMPARED) {
        const now = new Map((await records(database, table)).map((row) => [row.id, row]));
        for (const old of saved[table]!) {
          const current = now.get(old.id);
          expect(current, `${table} ${String(old.id)}`).toBeDefined();
          expect(Object.fromEntries(Object.keys(old).map((key) => [key, current![key]])), `${table} ${String(old.id)}`).toEqual(old);
        }
      }
      // The first admin of that release is still there.
      expect((await rows(database, `select username from admins`)).map((r) => r.username)).toContain('admin');
    } finally {
      await database.close();
      await drop();
    }
  });
});
