/**
 * Exact row counts of the listed tables, without counting: statement-level triggers add each
 * statement's inserted rows and take away its deleted ones in `row_counts`, in the same
 * transaction, so that any snapshot sees a table's rows and its count together, whoever wrote
 * (the API, a job, a migration, SQL at a prompt). A truncate empties the count with the table.
 * An unfiltered list reads its total from here (list.ts), exact at any size, and a deep page of it
 * is read from the nearer end.
 *
 * Each connection adds to its own slot (its backend's id modulo `SLOTS`), so that writers on
 * different connections do not wait on one row until they commit; the count is the slots' sum.
 * Triggers are ensured on every start for the tables given (as the change announcements are,
 * changes.ts), under `ROW_COUNTS_LOCK`: a table that lacked them is counted once, locked against
 * writes meanwhile.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from './types.ts';

export const ROW_COUNTS = 'row_counts';
/** The advisory lock instances started together take turns on to ensure the triggers. */
export const ROW_COUNTS_LOCK = 'row-counts';
/** Slots per table: concurrent writers on one table rarely share one. */
const SLOTS = 64;
const FUNCTION = 'showrunner_count_rows';
const TRIGGERS = { insert: 'showrunner_count_inserted', delete: 'showrunner_count_deleted', truncate: 'showrunner_count_truncated' } as const;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A table's exact row count, as a scalar subquery read in the caller's snapshot. */
export const rowCountSql = (tableName: string): SQL => sql`(select coalesce(sum(n), 0)::bigint from ${sql.identifier(ROW_COUNTS)} where table_name = ${tableName})`;

/** Creates the counting function, and the triggers (counting the table once) on each of `tables` that lacks them. */
export const ensureRowCounts = async (db: TDb, tables: readonly string[]): Promise<void> => {
  await db.execute(
    sql.raw(`create or replace function ${FUNCTION}() returns trigger language plpgsql as $$
declare
  delta bigint;
begin
  if tg_op = 'TRUNCATE' then
    delete from ${ROW_COUNTS} where table_name = tg_table_name;
    return null;
  end if;
  if tg_op = 'INSERT' then
    select count(*) into delta from new_rows;
  else
    select -count(*) into delta from old_rows;
  end if;
  if delta <> 0 then
    insert into ${ROW_COUNTS} as t (table_name, slot, n) values (tg_table_name, pg_backend_pid() % ${SLOTS}, delta)
      on conflict (table_name, slot) do update set n = t.n + excluded.n;
  end if;
  return null;
end $$`),
  );
  const missing = await uncounted(db, tables);
  for (const name of missing) {
    await db.transaction(async (tx) => {
      const table = quoted(name);
      // No write between the count and the triggers; an instance starting beside this one waits here too.
      await tx.execute(sql.raw(`lock table ${table} in share row exclusive mode`));
      if (!(await uncounted(tx as unknown as TDb, [name])).length) return;
      for (const trigger of Object.values(TRIGGERS)) await tx.execute(sql.raw(`drop trigger if exists ${trigger} on ${table}`));
      await tx.execute(sql.raw(`create trigger ${TRIGGERS.insert} after insert on ${table} referencing new table as new_rows for each statement execute function ${FUNCTION}()`));
      await tx.execute(sql.raw(`create trigger ${TRIGGERS.delete} after delete on ${table} referencing old table as old_rows for each statement execute function ${FUNCTION}()`));
      await tx.execute(sql.raw(`create trigger ${TRIGGERS.truncate} after truncate on ${table} for each statement execute function ${FUNCTION}()`));
      await tx.execute(sql`delete from ${sql.identifier(ROW_COUNTS)} where table_name = ${name}`);
      await tx.execute(sql.raw(`insert into ${ROW_COUNTS} (table_name, slot, n) select '${name.replaceAll("'", "''")}', 0, count(*) from ${table}`));
    });
  }
};

/** Which of `tables` (ordinary tables of this schema) lack one of the counting triggers. */
const uncounted = async (db: TDb, tables: readonly string[]): Promise<string[]> => {
  if (!tables.length) return [];
  const found = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and c.relname = any(${`{${tables.map((t) => `"${t.replaceAll('"', '\\"')}"`).join(',')}}`}::text[])
        and (select count(*) from pg_trigger t where t.tgrelid = c.oid and t.tgname in (${sql.join(
          Object.values(TRIGGERS).map((name) => sql`${name}`),
          sql`, `,
        )})) < ${Object.keys(TRIGGERS).length}`),
  );
  return found.map((row) => row.name);
};
