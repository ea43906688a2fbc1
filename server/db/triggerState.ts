/**
 * What a start needs to know of the triggers it ensures (rowCounts.ts, linkSortKeys.ts): for each
 * table, how many of its triggers carry a name with the given start, and the description of its
 * function, which says what that function was made to do.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from './types.ts';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Ordinary tables of this schema among `tables`, each with its triggers named `<triggerPrefix>…` and the description of `<functionPrefix><table>()`. */
export const triggerState = async (
  db: TDb,
  tables: readonly string[],
  { triggerPrefix, functionPrefix }: { triggerPrefix: string; functionPrefix: string },
): Promise<{ name: string; triggers: number; signature: string | null }[]> =>
  tables.length === 0
    ? []
    : rowsOf(
        await db.execute(sql`select c.relname as name,
        (select count(*)::int from pg_trigger t where t.tgrelid = c.oid and left(t.tgname, ${triggerPrefix.length}) = ${triggerPrefix}) as triggers,
        obj_description(to_regprocedure(quote_ident(${functionPrefix} || c.relname) || '()'), 'pg_proc') as signature
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and c.relname in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})`),
      );
