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

/** How many rows a statement wrote, as node-postgres (`rowCount`) and PGlite (`affectedRows`) say. */
const affected = (result: unknown): number => {
  const { rowCount, affectedRows } = (result ?? {}) as { rowCount?: number | null; affectedRows?: number };
  return Number(rowCount ?? affectedRows ?? 0);
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Makes a kept table's triggers again and fills it (`statements`, the fill last), in one
 * transaction with `locked` locked against writes, so that no write falls between the fill and the
 * triggers; then, when the fill wrote rows, vacuums `filled`: its rows' old versions gone, its pages
 * all visible to index-only scans and its statistics read anew, as it now stands (a vacuum runs
 * outside any transaction).
 */
export const remakeKept = async (db: TDb, locked: readonly string[], statements: readonly string[], filled: string): Promise<void> => {
  const written = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${locked.map(quoted).join(', ')} in share row exclusive mode`));
    let result: unknown;
    for (const statement of statements) result = await tx.execute(sql.raw(statement));
    return affected(result);
  });
  if (written > 0) await db.execute(sql.raw(`vacuum (analyze) ${quoted(filled)}`));
};
