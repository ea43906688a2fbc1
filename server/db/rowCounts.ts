/**
 * Exact row counts of the listed tables, without counting: statement-level triggers add each
 * statement's inserted rows and take away its deleted ones in `row_counts`, in the same
 * transaction, so that any snapshot sees a table's rows and its counts together, whoever wrote
 * (the API, a job, a migration, SQL at a prompt). A table's counted fields (an enumeration or a
 * yes/no its list is filtered by) are counted per value too, an update moving a row from its old
 * value to its new one. A truncate empties the counts with the table. An unfiltered list's total,
 * or that of a list filtered by one counted field alone, is read from here (list.ts), exact at any
 * size, and a deep page of it is read from the nearer end.
 *
 * Each connection adds to its own slot (its backend's id modulo `SLOTS`), so that writers on
 * different connections do not wait on one row until they commit; a count is the slots' sum.
 * Triggers are ensured on every start for the tables given (as the change announcements are,
 * changes.ts), under `ROW_COUNTS_LOCK`: a table that lacks them, or whose counted fields changed,
 * is counted once, locked against writes meanwhile.
 */
import { sql, type SQL } from 'drizzle-orm';
import { triggerState } from './triggerState.ts';
import type { TDb } from './types.ts';

export const ROW_COUNTS = 'row_counts';
/** The advisory lock instances started together take turns on to ensure the triggers. */
export const ROW_COUNTS_LOCK = 'row-counts';
/** Slots per count: concurrent writers on one table rarely share one. */
export const SLOTS = 64;
const TRIGGERS = { insert: 'showrunner_count_inserted', delete: 'showrunner_count_deleted', update: 'showrunner_count_updated', truncate: 'showrunner_count_truncated' } as const;

/** A table to count, with its counted fields: each the field's name (as lists know it) and its column. */
export type TCountedTable = { table: string; fields: readonly { field: string; column: string }[] };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const functionOf = (table: string) => `showrunner_count_${table}`;

/** A table's exact row count, as a scalar subquery read in the caller's snapshot. */
export const rowCountSql = (table: string): SQL => sql`(select coalesce(sum(n), 0)::bigint from ${sql.identifier(ROW_COUNTS)} where table_name = ${table} and field = '')`;

/** How many rows of a table hold any of `values` (as text, already bound) in a counted field, as a scalar subquery. */
export const valueCountSql = (table: string, field: string, values: readonly unknown[]): SQL =>
  sql`(select coalesce(sum(n), 0)::bigint from ${sql.identifier(ROW_COUNTS)} where table_name = ${table} and field = ${field} and value in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}))`;

/** The keys a set of rows (`rows`: new_rows or old_rows) adds to: the table, then each counted field's non-null values. */
const keysOf = ({ fields }: TCountedTable, rows: string, sign: 1 | -1) =>
  [
    `select '' as field, '' as value, ${sign} as d from ${rows}`,
    ...fields.map(({ field, column }) => `select ${literal(field)}, ${quoted(column)}::text, ${sign} from ${rows} where ${quoted(column)} is not null`),
  ].join(' union all ');

/** Adds the keys' sums to the counts, keys in order (so that two statements lock shared counts in the same order). */
const addKeys = (keys: string) => `insert into ${ROW_COUNTS} as t (table_name, field, value, slot, n)
    select tg_table_name, field, value, pg_backend_pid() % ${SLOTS}, sum(d) from (${keys}) as k group by field, value having sum(d) <> 0 order by field, value
    on conflict (table_name, field, value, slot) do update set n = t.n + excluded.n;`;

/** The table's counting function: what it counts is in its body, and its description says which fields. */
const functionSql = (counted: TCountedTable) => `create or replace function ${quoted(functionOf(counted.table))}() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from ${ROW_COUNTS} where table_name = tg_table_name;
  elsif tg_op = 'INSERT' then
    ${addKeys(keysOf(counted, 'new_rows', 1))}
  elsif tg_op = 'DELETE' then
    ${addKeys(keysOf(counted, 'old_rows', -1))}
  elsif tg_op = 'UPDATE' then
    ${
      counted.fields.length === 0
        ? 'null;'
        : addKeys(
      counted.fields
        .map(({ field, column }) =>
          [`select ${literal(field)} as field, ${quoted(column)}::text as value, 1 as d from new_rows where ${quoted(column)} is not null`, `select ${literal(field)}, ${quoted(column)}::text, -1 from old_rows where ${quoted(column)} is not null`].join(
            ' union all ',
          ),
        )
        .join(' union all '),
          )
    }
  end if;
  return null;
end $$`;

/** What a table's function counts, kept as its description: a table whose declaration counts other fields is counted anew. */
const signatureOf = ({ fields }: TCountedTable) => `row counts: ${fields.map(({ field, column }) => `${field}=${column}`).join(', ')}`;

/**
 * Creates each table's counting function and triggers where missing or counting other fields, and
 * counts the table once; with `recount`, every table given is counted anew (`npm run db:recount`,
 * after writes that bypassed the triggers: a bulk load with `session_replication_role = replica`).
 */
export const ensureRowCounts = async (db: TDb, tables: readonly TCountedTable[], { recount = false } = {}): Promise<void> => {
  const stale = new Set(recount ? tables.map(({ table }) => table) : await uncounted(db, tables));
  for (const counted of tables.filter(({ table }) => stale.has(table))) {
    await db.transaction(async (tx) => {
      const table = quoted(counted.table);
      // No write between the count and the triggers.
      await tx.execute(sql.raw(`lock table ${table} in share row exclusive mode`));
      const run = (text: string) => tx.execute(sql.raw(text));
      const fn = quoted(functionOf(counted.table));
      await run(functionSql(counted));
      await run(`comment on function ${fn}() is ${literal(signatureOf(counted))}`);
      for (const trigger of Object.values(TRIGGERS)) await run(`drop trigger if exists ${trigger} on ${table}`);
      await run(`create trigger ${TRIGGERS.insert} after insert on ${table} referencing new table as new_rows for each statement execute function ${fn}()`);
      await run(`create trigger ${TRIGGERS.delete} after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}()`);
      if (counted.fields.length)
        await run(`create trigger ${TRIGGERS.update} after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`);
      await run(`create trigger ${TRIGGERS.truncate} after truncate on ${table} for each statement execute function ${fn}()`);
      await run(`delete from ${ROW_COUNTS} where table_name = ${literal(counted.table)}`);
      const whole = keysOf(counted, table, 1);
      await run(`insert into ${ROW_COUNTS} (table_name, field, value, slot, n) select ${literal(counted.table)}, field, value, 0, sum(d) from (${whole}) as k group by field, value`);
    });
  }
};

/** Which of `tables` (ordinary tables of this schema) lack a counting trigger, or whose function counts other fields. */
const uncounted = async (db: TDb, tables: readonly TCountedTable[]): Promise<string[]> => {
  const byName = new Map(tables.map((counted) => [counted.table, counted]));
  const found = await triggerState(db, [...byName.keys()], { triggerPrefix: 'showrunner_count_', functionPrefix: 'showrunner_count_' });
  return found
    .filter((row) => {
      const counted = byName.get(row.name)!;
      return row.triggers !== (counted.fields.length ? 4 : 3) || row.signature !== signatureOf(counted);
    })
    .map((row) => row.name);
};
