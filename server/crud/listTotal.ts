/**
 * A list's total without scanning the table: an unfiltered list's is the table's row count, kept
 * exact by triggers (rowCounts.ts), and so is that of a list filtered by one enumeration or yes/no
 * alone (its values' counts); any other filtered list's is counted exactly while that is cheap (up
 * to EXACT_TOTAL_CAP matching rows, SEARCH_TOTAL_CAP with a text search), then "at least the cap".
 * The answer says which it is (`Content-Range: videos 0-24/10000` with `X-Total-Kind: at-least`),
 * so that the app shows "of 10,000+" and staff can still page and jump.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { TAnyTable } from '../db/derive.ts';
import type { TDb } from '../db/index.ts';
import { rowCountSql } from '../db/rowCounts.ts';

export const EXACT_TOTAL_CAP = 10_000;
/**
 * The cap of a list searched by text (`q`, a part of a text): each match found on a trigram index
 * is checked again in its row, a read of the table's page where it lies, so counting ten thousand
 * of a common name reads most of a million customers' table (70–90 ms) where a thousand read a
 * tenth of it. A search that matches more than a thousand rows is one staff narrow, not one they
 * page through: "1,000+" says so, and the pages past it are still there.
 */
export const SEARCH_TOTAL_CAP = 1_000;

export type TTotalKind = 'exact' | 'at-least';
export type TTotal = { count: number; kind: TTotalKind };

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];

/** The count of the matching rows, up to one more than the cap, as a scalar subquery (the `n` of `totalOf`). */
export const cappedCountSql = (table: TAnyTable, where: SQL | undefined, cap = EXACT_TOTAL_CAP, throughIndex = false): SQL =>
  throughIndex && where
    ? sql`(select count(*)::int from (with ${MATCHES} as materialized (select 1 from ${table} where ${where}) select 1 from ${MATCHES} limit ${cap + 1}) as capped)`
    : sql`(select count(*)::int from (select 1 from ${table}${where ? sql` where ${where}` : sql``} limit ${cap + 1}) as capped)`;

/**
 * Rows read through a materialised CTE are planned as if all were wanted, and read only as far as
 * the query above pulls them. A condition whose matches the planner overestimates (a text matched
 * on a trigram index: 15 % of the rows foreseen for 3 % found) would otherwise be read by scanning
 * the table until the cap's rows are found, 1.1 s at a million users where the index reads them in
 * 15 ms.
 */
export const MATCHES = sql.identifier('matches_planned_whole');

/** The total a capped count says: exact up to the cap, else at least the cap. */
export const totalOf = (n: unknown, cap = EXACT_TOTAL_CAP): TTotal => {
  const counted = Number(n ?? 0);
  return counted <= cap ? { count: counted, kind: 'exact' } : { count: cap, kind: 'at-least' };
};

/**
 * The columns that carry a list's total beside its page's rows, so that one statement reads both:
 * an exact count kept by triggers (rowCounts.ts: the table's, or `counted`, that of the values of
 * a counted field the list is filtered by alone), read in the same snapshot as the page; otherwise
 * the capped count of the filtered rows (read back with `totalOfRow`).
 */
export const totalColumns = (table: TAnyTable, where: SQL | undefined, cap = EXACT_TOTAL_CAP, throughIndex = false, counted?: SQL): Record<string, SQL> =>
  counted ? { [TOTAL_ROWS]: counted } : where ? { [TOTAL_COUNT]: cappedCountSql(table, where, cap, throughIndex) } : { [TOTAL_ROWS]: rowCountSql(getTableName(table)) };

export const TOTAL_COUNT = '__total';
const TOTAL_ROWS = '__rows';

/** Whether a row was read with `totalColumns` (or another column of `TOTAL_COUNT`). */
export const carriesTotal = (row: Record<string, unknown> | undefined): row is Record<string, unknown> => Boolean(row && (TOTAL_COUNT in row || TOTAL_ROWS in row));

/** The total carried by a row read with `totalColumns`. */
export const totalOfRow = (row: Record<string, unknown>, cap = EXACT_TOTAL_CAP): TTotal =>
  TOTAL_ROWS in row ? { count: Number(row[TOTAL_ROWS]), kind: 'exact' } : totalOf(row[TOTAL_COUNT], cap);

/** Counts the matching rows, reading at most one more than the cap. */
export const countUpTo = async (db: TDb, table: TAnyTable, where: SQL | undefined, cap = EXACT_TOTAL_CAP): Promise<TTotal> => {
  const [row] = rowsOf(await db.execute(sql`select ${cappedCountSql(table, where, cap)} as n`));
  return totalOf(row?.n, cap);
};

/** The one place that writes a list's range: `videos 0-24/319`, never claiming fewer rows than were read. */
export const contentRange = (name: string, offset: number, rows: number, total: TTotal): { range: string; kind: TTotalKind } => {
  const last = rows ? offset + rows - 1 : offset;
  const seen = rows ? offset + rows : 0;
  // Past a capped total, what was read is known to exist.
  const count = Math.max(total.count, seen);
  return { range: `${name} ${offset}-${last}/${count}`, kind: total.kind };
};
