/**
 * Every write to the database is announced: a statement-level trigger on each table sends the
 * table's name on one channel (PostgreSQL NOTIFY, delivered when the transaction commits). The
 * API instances listen on it and drop what they keep in memory, whoever wrote: another instance,
 * a job, or someone at a psql prompt. Triggers are ensured on every start, so that a table a
 * later migration adds is announced too.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from './types.ts';

export const CHANGES_CHANNEL = 'showrunner_changes';

const FUNCTION = 'showrunner_announce_change';
const TRIGGER = 'showrunner_announce_change';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Creates the announcing trigger on every table of the schema that lacks it. */
export const ensureChangeTriggers = async (db: TDb): Promise<void> => {
  await db.execute(
    sql.raw(`create or replace function ${FUNCTION}() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANGES_CHANNEL}', tg_table_name);
  return null;
end $$`),
  );
  const missing = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
        and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${TRIGGER})`),
  );
  for (const { name } of missing) {
    const table = `"${name.replaceAll('"', '""')}"`;
    await db.execute(
      sql.raw(`create trigger ${TRIGGER} after insert or update or delete or truncate on ${table}
        for each statement execute function ${FUNCTION}()`),
    );
  }
};
