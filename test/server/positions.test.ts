/**
 * Kept positions (server/db/positions.ts): for every row of a table, in a sort's order with nulls
 * and ties, a page found through the blocks is the page an offset reads, after inserts, sort values
 * changed (to and from null), deletes, a rolled-back transaction, a truncate and blocks cut in two;
 * the blocks' counts always add up to the rows between their bounds; a list declared
 * `positionsKept` reads its deep pages this way.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources/index.ts';
import { positionedTables } from '../../server/crud/listSql.ts';
import { blockAt, blocksSql, countField, ensurePositions, FROM_NULL_ID, idsFromBlock, SORT_BLOCKS, splitBlocks, type TBlock, type TPositionedTable } from '../../server/db/positions.ts';
import { ensureRowCounts, ROW_COUNTS } from '../../server/db/rowCounts.ts';
import { serverResource } from '../../server/registry.ts';
import { buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
const PROBE: TPositionedTable = {
  table: 'positioned_probe',
  fields: [
    { field: 'id', column: 'id', type: 'integer' },
    { field: 'score', column: 'score', type: 'integer' },
    { field: 'name', column: 'name', type: 'varchar(40)' },
    { field: 'at', column: 'at', type: 'timestamp with time zone' },
  ],
};
/** Small blocks, so that a few hundred rows span many. */
const BLOCK = 16;

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = await t.db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
};
const idsOf = (list: { id: number | string }[]) => list.map((row) => Number(row.id));

/** The ids of `size` rows from `start` in the order (column, id) going up, as an offset reads them and as the blocks do. */
const pages = async (column: string, start: number, size: number) => {
  const f = PROBE.fields.find((field) => field.column === column)!;
  const [table, id, c] = [sql.identifier(PROBE.table), sql.identifier('id'), sql.identifier(column)];
  const want = idsOf(await rows<{ id: number }>(sql`select id from ${table} order by ${c}, id offset ${start} limit ${size}`));
  // As a list reads it: the blocks, the one holding the start, the page from where it begins.
  const at = blockAt(await rows<TBlock>(blocksSql(PROBE.table, f)), start);
  const nullsTake = at.kind === FROM_NULL_ID ? 0 : Math.max(0, Math.min(size, start + size - at.valued));
  const bound = { value: sql`${at.value}`, id: sql`${at.id}`, skip: sql`${at.skip}`, take: sql`${size - nullsTake}`, nullsTake: sql`${nullsTake}` };
  const found = idsOf(await rows<{ id: number }>(idsFromBlock(sql`${table}`, sql`${table}.${id}`, sql`${table}.${c}`, f, at.kind, bound)));
  return { want, found };
};

/** Each block's count against the rows from its bound to the next, for every field; and the row count against the table. */
const expectCountsExact = async () => {
  const total = Number((await rows<{ n: string }>(sql`select count(*) as n from positioned_probe`))[0]!.n);
  for (const f of PROBE.fields) {
    const kept = await rows<{ n: string }>(sql`select coalesce(sum(n), 0) as n from ${sql.identifier(ROW_COUNTS)} where table_name = ${PROBE.table} and field = ${countField(f.field)}`);
    expect(Number(kept[0]!.n), f.field).toBe(total);
    // Walking every page of the order through the blocks reads every row once, in order.
    const whole = idsOf(await rows<{ id: number }>(sql`select id from positioned_probe order by ${sql.identifier(f.column)}, id`));
    const walked: number[] = [];
    for (let start = 0; start < total; start += 7) walked.push(...(await pages(f.column, start, 7)).found);
    expect(walked, f.field).toEqual(whole);
  }
};

/** Every start from 0 to past the end, for pages of 1, 5 and 25 rows, on every field. */
const expectPagesAsOffset = async () => {
  const total = Number((await rows<{ n: string }>(sql`select count(*) as n from positioned_probe`))[0]!.n);
  for (const f of PROBE.fields)
    for (const size of [1, 5, 25])
      for (let start = 0; start <= total + 2; start += size === 1 ? 3 : size === 5 ? 11 : 13) {
        const { want, found } = await pages(f.column, start, size);
        expect(found, `${f.field} ${start} ${size}`).toEqual(want);
      }
};

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.execute(sql`create table positioned_probe (id int primary key, score int, name varchar(40), at timestamptz)`);
  for (const column of ['score', 'name', 'at']) await t.db.execute(sql.raw(`create index on positioned_probe (${column}, id)`));
  // Ties (scores of 0–9), nulls (every seventh score, every eleventh name), instants to the microsecond.
  await t.db.execute(sql`insert into positioned_probe select i, case when i % 7 = 0 then null else i % 10 end, case when i % 11 = 0 then null else 'n' || (i * 37) % 101 end,
    timestamptz '2026-01-01 00:00:00.000001+00' + make_interval(secs => (i * 13) % 97) from generate_series(1, 300) as i`);
  await ensureRowCounts(t.db, [{ table: PROBE.table, fields: [] }]);
  await ensurePositions(t.db, [PROBE], { blockRows: BLOCK });
});
afterAll(() => t.close());

describe('kept positions', () => {
  it('are kept for the sorts of the large lists: the videos, the customers and the orders', () => {
    const tables = positionedTables(resources.map(serverResource));
    expect(Object.fromEntries(tables.map(({ table, fields }) => [table, fields.map(({ field }) => field)]))).toEqual({
      videos: ['id', 'serialNumber', 'title', 'videoDuration', 'views', 'likes', 'publishedAt'],
      users: ['id', 'username', 'email', 'lastName', 'status'],
      orders: ['paidAt', 'amount', 'totalAmount'],
    });
  });

  it('find every page as an offset reads it, across blocks, ties and the rows without a value', async () => {
    const blocks = await rows<{ field: string; n: string }>(sql`select field, count(*) as n from ${sql.identifier(SORT_BLOCKS)} where table_name = ${PROBE.table} group by 1`);
    // 300 rows in blocks of 16, with those without a value apart: about 20 blocks a field.
    for (const row of blocks) expect(Number(row.n), row.field).toBeGreaterThan(15);
    await expectPagesAsOffset();
    await expectCountsExact();
  });

  it('follow inserts, sort values changed (to and from none), deletes, a rolled-back transaction and a truncate', async () => {
    // Rows before the first bound, among the others, after the last, and without a value.
    await t.db.execute(sql`insert into positioned_probe values (0, -5, 'a', '2020-01-01'), (1000, 99, 'zzz', '2030-01-01'), (1001, null, null, null), (1002, 5, 'n50', '2026-01-01 00:00:30.000001+00')`);
    await t.db.execute(sql`insert into positioned_probe select i, i % 3, 'm' || i, now() from generate_series(2000, 2100) as i`);
    await t.db.execute(sql`update positioned_probe set score = case when score is null then id % 4 when id % 3 = 0 then null else score + 1 end, name = upper(name) where id % 5 = 0`);
    await t.db.execute(sql`update positioned_probe set at = at + interval '1 second' where id % 9 = 0`);
    // A change to no sort value moves nothing.
    await t.db.execute(sql`update positioned_probe set id = id where id < 50`);
    await t.db.execute(sql`delete from positioned_probe where id % 8 = 3`);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into positioned_probe values (5000, 1, 'gone', now())`);
        await tx.execute(sql`delete from positioned_probe where id < 100`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectPagesAsOffset();
    await expectCountsExact();
  });

  it('cut a block grown past its size in two, each half counted exactly, the pages unchanged', async () => {
    // Many rows at the end of each order, and many without a value: one block each grows.
    await t.db.execute(sql`insert into positioned_probe select i, 1000 + i, 'zz' || i, timestamptz '2031-01-01' + make_interval(secs => i) from generate_series(3000, 3150) as i`);
    await t.db.execute(sql`insert into positioned_probe select i, null, null, null from generate_series(4000, 4100) as i`);
    const before = Number((await rows<{ n: string }>(sql`select count(*) as n from ${sql.identifier(SORT_BLOCKS)} where table_name = ${PROBE.table}`))[0]!.n);
    const cut = await splitBlocks(t.db, [PROBE], { splitPast: 2 * BLOCK });
    expect(cut).toBeGreaterThan(10);
    const largest = await rows<{ n: string }>(sql`select max(n) as n from (select sum(n) as n from ${sql.identifier(ROW_COUNTS)} where table_name = ${PROBE.table} and left(field, 1) = '@' group by field, value) as b`);
    expect(Number(largest[0]!.n)).toBeLessThanOrEqual(2 * BLOCK);
    const after = Number((await rows<{ n: string }>(sql`select count(*) as n from ${sql.identifier(SORT_BLOCKS)} where table_name = ${PROBE.table}`))[0]!.n);
    expect(after).toBe(before + cut);
    // Nothing left to cut.
    expect(await splitBlocks(t.db, [PROBE], { splitPast: 2 * BLOCK })).toBe(0);
    await expectPagesAsOffset();
    await expectCountsExact();
  });

  it('add up writers on several connections at once, while blocks are cut', async () => {
    // Through the pool on PostgreSQL (each write on whichever connection is free), in turn on PGlite; the job cuts blocks between them.
    const writers = Array.from({ length: 30 }, (_, i) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into positioned_probe select 10000 + ${i} * 100 + j, (j * ${i}) % 13, 'w' || j, now() from generate_series(1, 20) as j`);
        if (i % 3 === 0) await tx.execute(sql`update positioned_probe set score = null, name = 'moved' where id = 10000 + ${i} * 100 + 1`);
        if (i % 4 === 0) await tx.execute(sql`delete from positioned_probe where id = 10000 + ${i} * 100 + 2`);
      }),
    );
    const cuts = [splitBlocks(t.db, [PROBE], { splitPast: 2 * BLOCK }), splitBlocks(t.db, [PROBE], { splitPast: 2 * BLOCK })];
    await Promise.all([...writers, ...cuts]);
    await splitBlocks(t.db, [PROBE], { splitPast: 2 * BLOCK });
    await expectPagesAsOffset();
    await expectCountsExact();
  });

  it('are built anew when their counts no longer add up to the rows (the row counts counted anew), and follow a truncate', async () => {
    await t.db.execute(sql`delete from ${sql.identifier(ROW_COUNTS)} where table_name = ${PROBE.table} and field = ${countField('score')}`);
    // The counts of a sort no longer kept (its blocks gone with a change of declaration) go when the blocks are built anew.
    await t.db.execute(sql`insert into ${sql.identifier(ROW_COUNTS)} (table_name, field, value, slot, n) values (${PROBE.table}, ${countField('gone')}, '0', 0, 5)`);
    await ensurePositions(t.db, [PROBE], { blockRows: BLOCK });
    await expectCountsExact();
    expect(await rows(sql`select 1 from ${sql.identifier(ROW_COUNTS)} where table_name = ${PROBE.table} and field = ${countField('gone')}`)).toEqual([]);
    await t.db.execute(sql`truncate positioned_probe`);
    await t.db.execute(sql`insert into positioned_probe select i, i % 4, 'x' || i, now() from generate_series(1, 40) as i`);
    await expectPagesAsOffset();
    await expectCountsExact();
  });
});
