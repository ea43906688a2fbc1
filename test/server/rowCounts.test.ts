/**
 * The row counts an unfiltered list's total is read from: every listed table keeps one, equal to
 * count(*) after inserts, deletes, a rolled-back transaction, a truncate and writers on several
 * connections; a table that lost its triggers is counted again on the next start.
 */
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources/index.ts';
import { ensureRowCounts, rowCountSql } from '../../server/db/rowCounts.ts';
import { serverResource } from '../../server/registry.ts';
import { buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;

const one = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
const counts = async (table: string) => {
  const row = await one<{ kept: string | number; actual: string | number }>(sql`select ${rowCountSql(table)} as kept, (select count(*) from ${sql.identifier(table)}) as actual`);
  return { kept: Number(row.kept), actual: Number(row.actual) };
};

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.execute(sql`create table counted_probe (id int primary key, v text)`);
  await ensureRowCounts(t.db, ['counted_probe']);
});
afterAll(() => t.close());

describe('row counts', () => {
  it('are kept for every listed table, equal to its rows', async () => {
    const listed = resources.filter((resource) => (resource.operations as readonly string[]).includes('list')).map((resource) => getTableName(serverResource(resource).table));
    expect(listed.length).toBeGreaterThan(20);
    for (const table of new Set(listed)) {
      const triggers = await one<{ n: number }>(sql`select count(*)::int as n from pg_trigger where tgrelid = to_regclass(${table}) and tgname like 'showrunner_count_%'`);
      expect(triggers.n, table).toBe(3);
      const { kept, actual } = await counts(table);
      expect(kept, table).toBe(actual);
    }
  });

  it('follow inserts, deletes, a rolled-back transaction and a truncate', async () => {
    await t.db.execute(sql`insert into counted_probe select i, 'row ' || i from generate_series(1, 300) as i`);
    await t.db.execute(sql`insert into counted_probe values (1001, 'one')`);
    // A statement that inserts nothing, an update: the count stands.
    await t.db.execute(sql`insert into counted_probe select i, 'none' from generate_series(1, 0) as i`);
    await t.db.execute(sql`update counted_probe set v = v || '!' where id <= 100`);
    expect(await counts('counted_probe')).toEqual({ kept: 301, actual: 301 });

    await t.db.execute(sql`delete from counted_probe where id % 3 = 0`);
    expect(await counts('counted_probe')).toEqual({ kept: 201, actual: 201 });

    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into counted_probe select i, 'gone' from generate_series(2001, 2100) as i`);
        await tx.execute(sql`delete from counted_probe where id < 50`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await counts('counted_probe')).toEqual({ kept: 201, actual: 201 });

    await t.db.execute(sql`truncate counted_probe`);
    expect(await counts('counted_probe')).toEqual({ kept: 0, actual: 0 });
    await t.db.execute(sql`insert into counted_probe select i, 'again' from generate_series(1, 7) as i`);
    expect(await counts('counted_probe')).toEqual({ kept: 7, actual: 7 });
  });

  it('add up writers on several connections at once', async () => {
    await t.db.execute(sql`truncate counted_probe`);
    // Through the pool on PostgreSQL (each write on whichever connection is free), in turn on PGlite.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`insert into counted_probe select ${i} * 100 + j, 'w' from generate_series(1, 10) as j`);
          if (i % 4 === 0) await tx.execute(sql`delete from counted_probe where id = ${i} * 100 + 1`);
        }),
      ),
    );
    expect(await counts('counted_probe')).toEqual({ kept: 390, actual: 390 });
  });

  it('are counted again when a table lost its triggers, and ensuring twice changes nothing', async () => {
    await t.db.execute(sql`drop trigger showrunner_count_inserted on counted_probe`);
    await t.db.execute(sql`insert into counted_probe select i, 'unseen' from generate_series(10001, 10050) as i`);
    expect(await counts('counted_probe')).toEqual({ kept: 390, actual: 440 });
    await ensureRowCounts(t.db, ['counted_probe']);
    expect(await counts('counted_probe')).toEqual({ kept: 440, actual: 440 });
    await ensureRowCounts(t.db, ['counted_probe']);
    await t.db.execute(sql`insert into counted_probe values (20001, 'seen')`);
    expect(await counts('counted_probe')).toEqual({ kept: 441, actual: 441 });
  });
});
