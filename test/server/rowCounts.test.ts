/**
 * The row counts a list's total is read from when it is unfiltered or filtered by one counted field:
 * every listed table keeps them, as a whole and per value of its counted fields, equal to what
 * count(*) says after inserts, updates, deletes, a rolled-back transaction, a truncate and writers
 * on several connections; a table that lost a trigger, or counts other fields, is counted anew on
 * the next start.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../resources/define.ts';
import { resources } from '../../resources/index.ts';
import { countedTables } from '../../server/crud/listSql.ts';
import { ensureRowCounts, ROW_COUNTS } from '../../server/db/rowCounts.ts';
import { serverResource } from '../../server/registry.ts';
import { buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
/** The probe table, counted as a whole and by its kind and flag. */
const PROBE = { table: 'counted_probe', fields: [{ field: 'flag', column: 'flag' }, { field: 'kind', column: 'kind' }] };

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Each count kept for a table (`''` for the table, `field=value` for a value), beside what counting its rows says. */
const counts = async (table: string, fields: readonly { field: string; column: string }[]) => {
  const kept = await rows<{ key: string; n: string | number }>(
    sql`select case when field = '' then '' else field || '=' || value end as key, sum(n) as n from ${sql.identifier(ROW_COUNTS)} where table_name = ${table} group by 1 having sum(n) <> 0`,
  );
  const actual: Record<string, number> = { '': Number((await rows<{ n: string }>(sql`select count(*) as n from ${sql.identifier(table)}`))[0]!.n) };
  for (const { field, column } of fields) {
    for (const row of await rows<{ value: string; n: string }>(sql`select ${sql.identifier(column)}::text as value, count(*) as n from ${sql.identifier(table)} where ${sql.identifier(column)} is not null group by 1`))
      actual[`${field}=${row.value}`] = Number(row.n);
  }
  if (actual[''] === 0) delete actual[''];
  return { kept: Object.fromEntries(kept.map((row) => [row.key, Number(row.n)])), actual };
};
const probeCounts = () => counts(PROBE.table, PROBE.fields);

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.execute(sql`create table counted_probe (id int primary key, kind text, flag boolean, v text)`);
  await ensureRowCounts(t.db, [PROBE]);
});
afterAll(() => t.close());

describe('row counts', () => {
  it('are kept for every listed table, as a whole and per value of its counted fields', async () => {
    const tables = countedTables(resources.map(serverResource));
    expect(tables.length).toBeGreaterThan(20);
    // The statuses staff filter by most are among the counted fields.
    expect(tables.find(({ table }) => table === 'videos')?.fields.map(({ field }) => field)).toContain('status');
    expect(tables.find(({ table }) => table === 'orders')?.fields.map(({ field }) => field)).toEqual(expect.arrayContaining(['status', 'paymentMethod', 'plan', 'segpay']));
    // A reference to many rows (a customer) is not counted per value.
    expect(tables.find(({ table }) => table === 'orders')?.fields.map(({ field }) => field)).not.toContain('user');
    // The join tables of the filters by reference are counted per target.
    expect(tables.find(({ table }) => table === 'videos_tags')?.fields).toEqual([{ field: 'targetId', column: 'target_id' }]);
    for (const { table, fields } of tables) {
      const [{ n }] = (await rows<{ n: number }>(sql`select count(*)::int as n from pg_trigger where tgrelid = to_regclass(${table}) and left(tgname, 17) = 'showrunner_count_'`)) as [{ n: number }];
      expect(n, table).toBe(fields.length ? 4 : 3);
      const { kept, actual } = await counts(table, fields);
      expect(kept, table).toEqual(actual);
    }
  });

  it('follow inserts, updates, deletes, a rolled-back transaction and a truncate', async () => {
    await t.db.execute(sql`insert into counted_probe select i, (array['a', 'b', 'c'])[i % 3 + 1], case when i % 5 = 0 then null else i % 2 = 0 end, 'row' from generate_series(1, 300) as i`);
    await t.db.execute(sql`insert into counted_probe values (1001, null, true, 'one')`);
    // A statement that inserts nothing, an update of no counted field: the counts stand.
    await t.db.execute(sql`insert into counted_probe select i, 'a', true, 'none' from generate_series(1, 0) as i`);
    await t.db.execute(sql`update counted_probe set v = v || '!' where id <= 100`);
    let { kept, actual } = await probeCounts();
    expect(actual['']).toBe(301);
    expect(kept).toEqual(actual);

    // Rows move between values, to and from null.
    await t.db.execute(sql`update counted_probe set kind = case when kind = 'a' then 'b' when kind = 'b' then null else 'd' end, flag = not flag where id % 4 = 0`);
    await t.db.execute(sql`update counted_probe set kind = 'a' where kind is null`);
    await t.db.execute(sql`delete from counted_probe where id % 3 = 0`);
    ({ kept, actual } = await probeCounts());
    expect(actual['']).toBe(201);
    expect(actual['kind=d']).toBeGreaterThan(0);
    expect(kept).toEqual(actual);

    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into counted_probe select i, 'z', false, 'gone' from generate_series(2001, 2100) as i`);
        await tx.execute(sql`update counted_probe set kind = 'y'`);
        await tx.execute(sql`delete from counted_probe where id < 50`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await probeCounts()).toEqual({ kept, actual });

    await t.db.execute(sql`truncate counted_probe`);
    expect(await probeCounts()).toEqual({ kept: {}, actual: {} });
    await t.db.execute(sql`insert into counted_probe select i, 'a', false, 'again' from generate_series(1, 7) as i`);
    expect(await probeCounts()).toEqual({ kept: { '': 7, 'kind=a': 7, 'flag=false': 7 }, actual: { '': 7, 'kind=a': 7, 'flag=false': 7 } });
  });

  it('add up writers on several connections at once', async () => {
    await t.db.execute(sql`truncate counted_probe`);
    // Through the pool on PostgreSQL (each write on whichever connection is free), in turn on PGlite.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`insert into counted_probe select ${i} * 100 + j, case when j % 2 = 0 then 'a' else 'b' end, true, 'w' from generate_series(1, 10) as j`);
          if (i % 4 === 0) await tx.execute(sql`delete from counted_probe where id = ${i} * 100 + 1`);
          if (i % 3 === 0) await tx.execute(sql`update counted_probe set kind = 'c' where id = ${i} * 100 + 2`);
        }),
      ),
    );
    const { kept, actual } = await probeCounts();
    expect(actual).toEqual({ '': 390, 'kind=a': 186, 'kind=b': 190, 'kind=c': 14, 'flag=true': 390 });
    expect(kept).toEqual(actual);
  });

  it('are counted anew when a table lost a trigger or counts other fields, and ensuring twice changes nothing', async () => {
    await t.db.execute(sql`drop trigger showrunner_count_inserted on counted_probe`);
    await t.db.execute(sql`insert into counted_probe select i, 'a', true, 'unseen' from generate_series(10001, 10050) as i`);
    expect((await probeCounts()).kept['']).toBe(390);
    await ensureRowCounts(t.db, [PROBE]);
    let { kept, actual } = await probeCounts();
    expect(actual['']).toBe(440);
    expect(kept).toEqual(actual);

    // Counts gone wrong behind the triggers' back stay wrong on the next start, and are put right by a recount (npm run db:recount).
    await t.db.execute(sql`update row_counts set n = n + 5 where table_name = 'counted_probe' and field = '' and slot = 0`);
    await ensureRowCounts(t.db, [PROBE]);
    expect((await probeCounts()).kept['']).toBe(445);
    await ensureRowCounts(t.db, [PROBE], { recount: true });
    ({ kept, actual } = await probeCounts());
    expect(kept).toEqual(actual);

    // The kind alone is counted now: the flag's counts are gone, and an update of the flag counts nothing.
    const kindOnly = { table: PROBE.table, fields: [PROBE.fields[1]!] };
    await ensureRowCounts(t.db, [kindOnly]);
    await ensureRowCounts(t.db, [kindOnly]);
    await t.db.execute(sql`update counted_probe set flag = false, kind = 'e' where id > 10040`);
    ({ kept, actual } = await counts(kindOnly.table, kindOnly.fields));
    expect(actual['kind=e']).toBe(10);
    expect(kept).toEqual(actual);
  });
});

describe('a counted declaration', () => {
  it('is refused on a field that is no reference (enumerations and yes/no fields are counted without it)', () => {
    const declare = (counted: object) =>
      defineResource({ name: 'probes', area: 'content', path: '/probes', routes: { list: '' }, fields: { one: counted as never }, operations: ['list'], list: ['id'], sort: { field: 'id', order: 'ASC' }, title: 'id' });
    expect(() => declare({ type: 'string', max: 20, counted: true })).toThrow(/only a reference is declared counted/);
    expect(() => declare({ type: 'reference', reference: 'plans', counted: true })).not.toThrow();
  });
});
