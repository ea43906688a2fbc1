/**
 * A list's total without scanning the table: counted exactly while that is cheap (up to
 * EXACT_TOTAL_CAP matching rows), then "at least the cap"; an unfiltered table past the cap takes
 * the planner's estimate of its size, which ANALYZE and autovacuum keep near the truth. The
 * answer says which it is (`Content-Range: videos 0-24/10000` with `X-Total-Kind: at-least`), so
 * that the app shows "of 10,000+" and staff can still page and jump.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { TAnyTable } from '../db/derive.ts';
import type { TDb } from '../db/index.ts';

export const EXACT_TOTAL_CAP = 10_000;

export type TTotalKind = 'exact' | 'at-least' | 'estimate';
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

/** The planner's idea of a table's size (reltuples; -1 before its first ANALYZE), as a scalar subquery. */
export const estimateSql = (table: TAnyTable): SQL => sql`(select reltuples::bigint from pg_class where oid = to_regclass(${getTableName(table)}))`;

/**
 * The total a capped count says: exact up to the cap; past it, the estimate of an unfiltered table
 * when the planner has one beyond the cap, else at least the cap.
 */
export const totalOf = (n: unknown, estimate: unknown, cap = EXACT_TOTAL_CAP): TTotal => {
  const counted = Number(n ?? 0);
  if (counted <= cap) return { count: counted, kind: 'exact' };
  const estimated = Number(estimate ?? -1);
  return estimated > cap ? { count: estimated, kind: 'estimate' } : { count: cap, kind: 'at-least' };
};

/**
 * The columns that carry a list's total beside its page's rows, so that one statement reads both:
 * the capped count and, for an unfiltered table, its estimate (read back with `totalOfRow`).
 */
export const totalColumns = (table: TAnyTable, where: SQL | undefined, cap = EXACT_TOTAL_CAP, throughIndex = false): Record<string, SQL> => ({
  [TOTAL_COUNT]: cappedCountSql(table, where, cap, throughIndex),
  ...(where ? {} : { [TOTAL_ESTIMATE]: estimateSql(table) }),
});

export const TOTAL_COUNT = '__total';
const TOTAL_ESTIMATE = '__estimate';

/** The total carried by a row read with `totalColumns`. */
export const totalOfRow = (row: Record<string, unknown>, cap = EXACT_TOTAL_CAP): TTotal => totalOf(row[TOTAL_COUNT], row[TOTAL_ESTIMATE], cap);

/** Counts the matching rows, reading at most one more than the cap. */
export const countUpTo = async (db: TDb, table: TAnyTable, where: SQL | undefined, cap = EXACT_TOTAL_CAP): Promise<TTotal> => {
  const [row] = rowsOf(await db.execute(sql`select ${cappedCountSql(table, where, cap)} as n`));
  return totalOf(row?.n, undefined, cap);
};

/**
 * An unfiltered table: counted up to the cap and, in the same query (one round trip), the
 * planner's idea of its size.
 */
const countOrEstimate = async (db: TDb, table: TAnyTable, cap: number): Promise<TTotal> => {
  const [row] = rowsOf(await db.execute(sql`select ${cappedCountSql(table, undefined, cap)} as n, ${estimateSql(table)} as estimate`));
  return totalOf(row?.n, row?.estimate, cap);
};

export const listTotal = async (db: TDb, table: TAnyTable, where: SQL | undefined, cap = EXACT_TOTAL_CAP): Promise<TTotal> =>
  where ? countUpTo(db, table, where, cap) : countOrEstimate(db, table, cap);

/** The one place that writes a list's range: `videos 0-24/319`, never claiming fewer rows than were read. */
export const contentRange = (name: string, offset: number, rows: number, total: TTotal): { range: string; kind: TTotalKind } => {
  const last = rows ? offset + rows - 1 : offset;
  const seen = rows ? offset + rows : 0;
  // Past a capped or estimated total, what was read is known to exist.
  const count = Math.max(total.count, seen);
  return { range: `${name} ${offset}-${last}/${count}`, kind: total.kind };
};
