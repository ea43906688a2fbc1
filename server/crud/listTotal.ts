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

/** Counts the matching rows, reading at most one more than the cap. */
export const countUpTo = async (db: TDb, table: TAnyTable, where: SQL | undefined, cap = EXACT_TOTAL_CAP): Promise<TTotal> => {
  const limited = db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1);
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from (${limited}) as capped`));
  const n = Number(row?.n ?? 0);
  return n > cap ? { count: cap, kind: 'at-least' } : { count: n, kind: 'exact' };
};

/**
 * An unfiltered table: counted up to the cap and, in the same query (one round trip), the
 * planner's idea of its size (reltuples; -1 before its first ANALYZE).
 */
const countOrEstimate = async (db: TDb, table: TAnyTable, cap: number): Promise<TTotal> => {
  const limited = db.select({ one: sql`1` }).from(table).limit(cap + 1);
  const [row] = rowsOf(
    await db.execute(sql`select (select count(*)::int from (${limited}) as capped) as n,
      (select reltuples::bigint from pg_class where oid = to_regclass(${getTableName(table)})) as estimate`),
  );
  const n = Number(row?.n ?? 0);
  if (n <= cap) return { count: n, kind: 'exact' };
  const estimate = Number(row?.estimate ?? -1);
  return estimate > cap ? { count: estimate, kind: 'estimate' } : { count: cap, kind: 'at-least' };
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
