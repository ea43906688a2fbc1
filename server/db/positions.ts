/**
 * Positions kept in a sort's order, so that a jump to any page walks one block, not every row
 * before it. Each sort field of a resource declared `positionsKept` cuts its table's rows, in the
 * order (field, id), into blocks: where each begins is a row of `sort_blocks`, and how many rows
 * each holds is a count in `row_counts` (field `@<field>`, value the block's number, spread over
 * the same slots as the row counts). Statement-level triggers add each statement's rows to the
 * blocks they fall in, and move a row whose sort value changed, in the same transaction as the
 * rows, so that any snapshot sees its rows and their blocks' counts together.
 *
 * A page `p` rows in is then read in two statements: the field's blocks with their counts
 * (`blocksSql`, a few hundred rows at most), added one by one to find the block holding row `p`
 * (`blockAt`); then the page, along the (field, id) index from where that block begins, `p` less
 * the rows before it in (`idsFromBlock`). Each is small enough to be planned once and run as such.
 * The blocks' counts add up to the table's kept row count, read in the same snapshot: the first
 * statement gives the list's total too.
 * A block holds the rows without a value (last going up) or those with one, never both: the first
 * block of the rows without one begins at id 0 whether or not there are any.
 *
 * Blocks are cut every BLOCK_ROWS rows when a table's blocks are built (on start, when missing or
 * out of step with the row counts; by `npm run db:recount`). Rows added later fall in the block
 * their place is in, and a job (`splitJob`) cuts in two any block grown past SPLIT_PAST, locking
 * the table against writes for the short walk that takes, so that the count of each half is exact.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ROW_COUNTS, SLOTS } from './rowCounts.ts';
import { triggerState } from './triggerState.ts';
import type { TDb } from './types.ts';
import type { TJob } from '../lib/jobs.ts';

export const SORT_BLOCKS = 'sort_blocks';
/** Rows a block holds when built: a jump walks at most this many, or twice as many before the job cuts the block. */
export const BLOCK_ROWS = 4_000;
/** A block past this many rows is cut in two by the job. */
export const SPLIT_PAST = 2 * BLOCK_ROWS;
export const SPLIT_JOB = 'split-sort-blocks';
/** Rounds of cuts a turn makes at most (each halves every block past the limit). */
const MAX_ROUNDS = 16;
const TRIGGERS = { insert: 'showrunner_position_inserted', delete: 'showrunner_position_deleted', update: 'showrunner_position_updated' } as const;
/** Block kinds: the first block (from the start), one beginning at a value, one of the rows without a value beginning at an id. */
export const [FROM_START, FROM_VALUE, FROM_NULL_ID] = [0, 1, 2];

/** A sort field whose positions are kept: its name as lists know it, its column and the column's SQL type (for its values kept as text). */
export type TPositionedField = { field: string; column: string; type: string };
export type TPositionedTable = { table: string; fields: readonly TPositionedField[] };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const functionOf = (table: string) => `showrunner_position_${table}`;
/** The field under which a sort field's blocks are counted in `row_counts`. */
export const countField = (field: string) => `@${field}`;

const blocksOf = (table: string, { field }: TPositionedField) => `${SORT_BLOCKS} where table_name = ${literal(table)} and field = ${literal(field)}`;

/**
 * The blocks each of `rows` (a query of `v`, the sort value, `i`, the id, and `d`, +1 or -1) falls in,
 * with the sum of their `d`: the block bounds and the rows sorted together in the order, each row
 * taking the last bound before it (none: the first block).
 */
const assigned = (table: string, f: TPositionedField, rows: string) => `with bounds as (
      select block, lo_value::${f.type} as v, lo_id as i, row_number() over (order by kind, lo_value::${f.type}, lo_id) as ord from ${blocksOf(table, f)} and kind <> ${FROM_START}),
    placed as (
      select d, is_row, max(ord) over (order by v, i, is_row rows unbounded preceding) as ord
      from (select v, i, 0 as is_row, ord, 0 as d from bounds union all select v, i, 1, null::bigint, d from (${rows}) as r) as u)
  select coalesce(bounds.block, 0) as block, sum(placed.d) as d from placed left join bounds on bounds.ord = placed.ord
  where placed.is_row = 1 group by 1 having sum(placed.d) <> 0`;

/** Adds the rows' moves to their blocks' counts, in this connection's slot, blocks in order (two statements lock shared counts in the same order). */
const addMoves = (table: string, f: TPositionedField, rows: string) => `insert into ${ROW_COUNTS} as t (table_name, field, value, slot, n)
      select ${literal(table)}, ${literal(countField(f.field))}, block::text, pg_backend_pid() % ${SLOTS}, d from (${assigned(table, f, rows)}) as moved order by block::text
      on conflict (table_name, field, value, slot) do update set n = t.n + excluded.n;`;

/** The table's function: each field's blocks counted for the rows inserted or deleted, and for those whose sort value an update changed. */
const functionSql = ({ table, fields }: TPositionedTable) => {
  const of = (rows: string, d: number) => (f: TPositionedField) => addMoves(table, f, `select ${quoted(f.column)} as v, id as i, ${d} as d from ${rows}`);
  // The rows whose sort value an update changed, as set differences (hashed or sorted once: transition tables have no index to join on).
  const changed = (f: TPositionedField, from: string, other: string) => `select ${quoted(f.column)} as v, id as i from ${from} except all select ${quoted(f.column)}, id from ${other}`;
  const moved = (f: TPositionedField) => `if exists (${changed(f, 'new_rows', 'old_rows')}) then
      ${addMoves(table, f, `select v, i, 1 as d from (${changed(f, 'new_rows', 'old_rows')}) as came union all select v, i, -1 from (${changed(f, 'old_rows', 'new_rows')}) as went`)}
    end if;`;
  return `create or replace function ${quoted(functionOf(table))}() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${fields.map(of('new_rows', 1)).join('\n    ')}
  elsif tg_op = 'DELETE' then
    ${fields.map(of('old_rows', -1)).join('\n    ')}
  elsif tg_op = 'UPDATE' then
    ${fields.filter((f) => f.column !== 'id').map(moved).join('\n    ') || 'null;'}
  end if;
  return null;
end $$`;
};

const signatureOf = ({ fields }: TPositionedTable) => `positions: ${fields.map(({ field, column, type }) => `${field}=${column}:${type}`).join(', ')}`;
const updates = ({ fields }: TPositionedTable) => fields.some((f) => f.column !== 'id');

/** The statements that cut a field's rows into blocks anew and count them: every BLOCK_ROWS rows with a value, then every BLOCK_ROWS without. */
const buildSql = (table: string, f: TPositionedField, blockRows: number): string[] => [
  `delete from ${blocksOf(table, f)}`,
  `delete from ${ROW_COUNTS} where table_name = ${literal(table)} and field = ${literal(countField(f.field))}`,
  `insert into ${SORT_BLOCKS} (table_name, field, block, kind, lo_value, lo_id) values (${literal(table)}, ${literal(f.field)}, 0, ${FROM_START}, null, null), (${literal(table)}, ${literal(f.field)}, 1, ${FROM_NULL_ID}, null, 0)`,
  `insert into ${SORT_BLOCKS} (table_name, field, block, kind, lo_value, lo_id)
    select ${literal(table)}, ${literal(f.field)}, 1 + row_number() over (order by v, i), case when v is null then ${FROM_NULL_ID} else ${FROM_VALUE} end, v::text, i
    from (select ${quoted(f.column)} as v, id as i, row_number() over (partition by ${quoted(f.column)} is null order by ${quoted(f.column)}, id) - 1 as rn from ${quoted(table)}) as ranked
    where rn > 0 and rn % ${blockRows} = 0`,
  `insert into ${ROW_COUNTS} (table_name, field, value, slot, n)
    select ${literal(table)}, ${literal(countField(f.field))}, block::text, 0, d from (${assigned(table, f, `select ${quoted(f.column)} as v, id as i, 1 as d from ${quoted(table)}`)}) as counted`,
];

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Creates each table's function and triggers where missing or keeping other fields, and builds
 * its blocks; builds anew the blocks of any table whose blocks' counts differ from its row count
 * (the row counts counted anew), or of every table with `rebuild` (`npm run db:recount`). Each
 * table is locked against writes meanwhile. Runs after the row counts are ensured.
 */
export const ensurePositions = async (db: TDb, tables: readonly TPositionedTable[], { rebuild = false, blockRows = BLOCK_ROWS } = {}): Promise<void> => {
  const byName = new Map(tables.map((t) => [t.table, t]));
  const states = await triggerState(db, [...byName.keys()], { triggerPrefix: 'showrunner_position_', functionPrefix: 'showrunner_position_' });
  const stale = new Set(
    states.filter((row) => rebuild || row.triggers !== (updates(byName.get(row.name)!) ? 3 : 2) || row.signature !== signatureOf(byName.get(row.name)!)).map((row) => row.name),
  );
  for (const name of await outOfStep(db, tables)) stale.add(name);
  for (const positioned of tables.filter(({ table }) => stale.has(table))) {
    await db.transaction(async (tx) => {
      const run = (text: string) => tx.execute(sql.raw(text));
      const table = quoted(positioned.table);
      await run(`lock table ${table} in share row exclusive mode`);
      const fn = quoted(functionOf(positioned.table));
      await run(functionSql(positioned));
      await run(`comment on function ${fn}() is ${literal(signatureOf(positioned))}`);
      for (const trigger of Object.values(TRIGGERS)) await run(`drop trigger if exists ${trigger} on ${table}`);
      await run(`create trigger ${TRIGGERS.insert} after insert on ${table} referencing new table as new_rows for each statement execute function ${fn}()`);
      await run(`create trigger ${TRIGGERS.delete} after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}()`);
      if (updates(positioned))
        await run(`create trigger ${TRIGGERS.update} after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`);
      // Blocks of a sort no longer kept go with the others.
      await run(`delete from ${SORT_BLOCKS} where table_name = ${literal(positioned.table)}`);
      await run(`delete from ${ROW_COUNTS} where table_name = ${literal(positioned.table)} and left(field, 1) = '@'`);
      for (const f of positioned.fields) for (const statement of buildSql(positioned.table, f, blockRows)) await run(statement);
    });
  }
};

/** Tables some field of which has no blocks, or blocks whose counts do not add up to the table's row count. */
const outOfStep = async (db: TDb, tables: readonly TPositionedTable[]): Promise<string[]> => {
  if (!tables.length) return [];
  const pairs = tables.flatMap(({ table, fields }) => fields.map(({ field }) => sql`(${table}, ${field})`));
  const result = await db.execute(sql`select p.t as table_name from (values ${sql.join(pairs, sql`, `)}) as p(t, f)
    where not exists (select 1 from ${sql.identifier(SORT_BLOCKS)} b where b.table_name = p.t and b.field = p.f)
      or (select coalesce(sum(n), 0) from ${sql.identifier(ROW_COUNTS)} c where c.table_name = p.t and c.field = '@' || p.f)
        <> (select coalesce(sum(n), 0) from ${sql.identifier(ROW_COUNTS)} c where c.table_name = p.t and c.field = '')`);
  return [...new Set(rowsOf<{ table_name: string }>(result).map((row) => row.table_name))];
};

/** A block of a sort's order as the list reads it: where it begins and how many rows it holds. */
export type TBlock = { kind: number; lo_value: string | null; lo_id: number | string | null; n: number | string };

/** A field's blocks in the order (column, id) going up, each with its count: a statement of their own, as small as the blocks are few. */
export const blocksSql = (tableName: string, f: TPositionedField): SQL => {
  const type = sql.raw(f.type);
  const counts = sql`select value, sum(n) as n from ${sql.identifier(ROW_COUNTS)} where table_name = ${tableName} and field = ${countField(f.field)} group by value`;
  return sql`with ${sql.identifier('block_counts')} as materialized (${counts})
    select b.kind, b.lo_value, b.lo_id, coalesce(c.n, 0) as n from ${sql.identifier(SORT_BLOCKS)} b left join ${sql.identifier('block_counts')} c on c.value = b.block::text
    where b.table_name = ${tableName} and b.field = ${f.field} order by b.kind, b.lo_value::${type}, b.lo_id`;
};

/**
 * Where row `start` (counted from 0 going up) lies: the last block with no more rows before it than
 * `start`, the rows to skip from where it begins, and how many rows have a value (they come first).
 */
export const blockAt = (blocks: readonly TBlock[], start: number) => {
  let before = 0;
  let found = { kind: FROM_START, value: null as string | null, id: null as number | null, skip: start };
  for (const block of blocks) {
    if (before > start) break;
    found = { kind: Number(block.kind), value: block.lo_value, id: block.lo_id === null ? null : Number(block.lo_id), skip: start - before };
    before += Number(block.n);
  }
  const valued = blocks.reduce((sum, block) => sum + (Number(block.kind) === FROM_NULL_ID ? 0 : Number(block.n)), 0);
  return { ...found, valued };
};

/**
 * The ids of a page of rows going up in the order (column, id), from where a block of `kind` begins
 * (`value`, `id`), `skip` rows in, `take` rows; then `nullsTake` rows without a value from the first
 * (a page that reaches past the rows with one). Each part is read along the (column, id) index.
 */
export const idsFromBlock = (
  table: SQL,
  id: SQL,
  column: SQL,
  f: TPositionedField,
  kind: number,
  at: Record<'value' | 'id' | 'skip' | 'take' | 'nullsTake', SQLWrapper>,
): SQL => {
  const type = sql.raw(f.type);
  // Values the plan is not made for: every run plans the same walk, so the plan is made once (a custom plan per run would cost more than the run).
  const [skip, take, nullsTake] = [at.skip, at.take, at.nullsTake].map((value) => sql`(select ${value}::bigint)`);
  if (kind === FROM_NULL_ID) return sql`select ${id} from ${table} where ${column} is null and ${id} >= (select ${at.id}::bigint) order by ${id} offset ${skip} limit ${take}`;
  const from = kind === FROM_VALUE ? sql`(${column}, ${id}) >= ((select ${at.value}::${type}), (select ${at.id}::bigint))` : sql`${column} is not null`;
  return sql`(select ${id} from ${table} where ${from} order by ${column}, ${id} offset ${skip} limit ${take})
    union all (select ${id} from ${table} where ${column} is null order by ${id} limit ${nullsTake})`;
};

/** A table whose writers held it past the wait: its blocks are cut on a later turn. */
class Busy extends Error {}

/**
 * Cuts one block of more than `splitPast` rows in two, under a lock against writes (so that no row
 * moves meanwhile, and no uncommitted one is left counted in the wrong half): the row halfway in
 * begins a new block, which takes the rows from it on. Answers whether it cut.
 */
const splitOne = (db: TDb, table: string, f: TPositionedField, block: string, splitPast: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const one = async <T>(text: SQL) => rowsOf<T>(await tx.execute(text))[0];
    await tx.execute(sql`set local lock_timeout = '1s'`);
    await tx.execute(sql.raw(`lock table ${quoted(table)} in share row exclusive mode`)).catch(() => {
      throw new Busy(table);
    });
    await tx.execute(sql`set local lock_timeout = 0`);
    const [counts, blocks, field] = [sql.identifier(ROW_COUNTS), sql.identifier(SORT_BLOCKS), countField(f.field)];
    const held = await one<{ n: string }>(sql`select coalesce(sum(n), 0) as n from ${counts} where table_name = ${table} and field = ${field} and value = ${block}`);
    const n = Number(held?.n ?? 0);
    const bound = await one<{ kind: number; lo_value: string | null; lo_id: string | null }>(
      sql`select kind, lo_value, lo_id from ${blocks} where table_name = ${table} and field = ${f.field} and block = ${Number(block)}`,
    );
    if (n <= splitPast || !bound) return false;
    const [t, c, type] = [sql.identifier(table), sql.identifier(f.column), sql.raw(f.type)];
    const half = Math.floor(n / 2);
    // The block's rows all have a value, or none has: the row halfway in is read along the same index.
    const from =
      bound.kind === FROM_NULL_ID
        ? sql`select null::text as v, id from ${t} where ${c} is null and id >= ${bound.lo_id} order by id offset ${half} limit 1`
        : bound.kind === FROM_VALUE
          ? sql`select ${c}::text as v, id from ${t} where (${c}, id) >= (${bound.lo_value}::${type}, ${bound.lo_id}) order by ${c}, id offset ${half} limit 1`
          : sql`select ${c}::text as v, id from ${t} where ${c} is not null order by ${c}, id offset ${half} limit 1`;
    const middle = await one<{ v: string | null; id: number }>(from);
    if (!middle) return false;
    const next = (await one<{ block: number }>(sql`select coalesce(max(block), 0) + 1 as block from ${blocks} where table_name = ${table} and field = ${f.field}`))!.block;
    const kind = bound.kind === FROM_NULL_ID ? FROM_NULL_ID : FROM_VALUE;
    await tx.execute(sql`insert into ${blocks} (table_name, field, block, kind, lo_value, lo_id) values (${table}, ${f.field}, ${next}, ${kind}, ${middle.v}, ${middle.id})`);
    const moved = n - half;
    await tx.execute(sql`insert into ${counts} as rc (table_name, field, value, slot, n) values (${table}, ${field}, ${String(next)}, 0, ${moved}), (${table}, ${field}, ${block}, 0, ${-moved})
      on conflict (table_name, field, value, slot) do update set n = rc.n + excluded.n`);
    return true;
  });

/**
 * Cuts in two every block grown past `splitPast` (SPLIT_PAST), again while any is (a bulk insert at
 * the end of an order grows one block by many times). A table whose writers hold it longer than a
 * second is left for the next turn. Answers how many blocks were cut.
 */
export const splitBlocks = async (db: TDb, tables: readonly TPositionedTable[], { signal, splitPast = SPLIT_PAST }: { signal?: AbortSignal; splitPast?: number } = {}): Promise<number> => {
  const fields = new Map(tables.flatMap(({ table, fields }) => fields.map((f) => [`${table} ${countField(f.field)}`, { table, f }] as const)));
  const grown = async () =>
    rowsOf<{ table_name: string; field: string; block: string }>(
      await db.execute(sql`select table_name, field, value as block from ${sql.identifier(ROW_COUNTS)} where left(field, 1) = '@' group by 1, 2, 3 having sum(n) > ${splitPast}`),
    ).filter((row) => fields.has(`${row.table_name} ${row.field}`));
  let cut = 0;
  const busy = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const before = cut;
    for (const row of await grown()) {
      if (signal?.aborted) return cut;
      const { table, f } = fields.get(`${row.table_name} ${row.field}`)!;
      if (busy.has(table)) continue;
      try {
        if (await splitOne(db, table, f, row.block, splitPast)) cut++;
      } catch (error) {
        if (!(error instanceof Busy)) throw error;
        busy.add(table);
      }
    }
    if (cut === before) break;
  }
  return cut;
};

/** The job that keeps blocks small, every minute on every database. */
export const splitJob = (tables: readonly TPositionedTable[]): TJob => ({ name: SPLIT_JOB, everySeconds: 60, run: ({ db, signal }) => splitBlocks(db, tables, { signal }) });
