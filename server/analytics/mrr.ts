/**
 * Monthly recurring revenue from subscriptions (docs/metrics.md, MRR): its level at the end of a
 * business day, and its movements between the ends of two days, per customer, so that
 * start + new + reactivation + expansion − contraction − churn = end exactly, in minor units.
 * The rollup's mrrStarted/mrrEnded add up to the same levels (a test holds both to it).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { ratioBp } from './formulas.ts';
import { MONTHLY_SQL, STOP_SQL } from './refresh.ts';

/** Which subscriptions count: one currency (default USD), and optionally one site, channel, campaign or plan (0: none). */
export type TMrrScope = { currency?: string; site?: number; channel?: number; campaign?: number; plan?: number };

export type TMrrMovements = {
  start: number;
  new: number;
  reactivation: number;
  expansion: number;
  /** Subtracted. */
  contraction: number;
  /** Subtracted. */
  churn: number;
  end: number;
  /** Customers with MRR at the start, and those of them with none at the end. */
  startCustomers: number;
  churnedCustomers: number;
  /** churnedCustomers × 10000 / startCustomers, half up (0 when none). */
  churnRate: number;
  /** (churn + contraction) × 10000 / start, half up (0 when start is 0). */
  revenueChurnRate: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const scopeSql = (scope: TMrrScope): SQL => {
  const parts = [sql`b.currency = ${scope.currency ?? 'USD'}`];
  if (scope.site !== undefined) parts.push(sql`g.site = ${scope.site}`);
  if (scope.channel !== undefined) parts.push(sql`COALESCE(b.channel, 0) = ${scope.channel}`);
  if (scope.campaign !== undefined) parts.push(sql`COALESCE(b.campaign, 0) = ${scope.campaign}`);
  if (scope.plan !== undefined) parts.push(sql`b.plan = ${scope.plan}`);
  return sql.join(parts, sql` AND `);
};

/** Each customer's MRR at the end of two business days (each subscription in its site's zone), and whether they had a recurring subscription before the first. */
const perCustomer = (from: string, to: string, scope: TMrrScope) => sql`
  WITH subs AS (
    SELECT b."user" AS user_id, b.started_at, ${sql.raw(STOP_SQL)} AS stop, ${sql.raw(MONTHLY_SQL)} AS monthly,
      (${from}::date + 1)::timestamp AT TIME ZONE s.timezone AS t0,
      (${to}::date + 1)::timestamp AT TIME ZONE s.timezone AS t1
    FROM subscriptions b JOIN segpays g ON g.id = b.segpay JOIN sites s ON s.id = g.site JOIN plans p ON p.id = b.plan
    WHERE ${scopeSql(scope)}
  ), running AS (
    SELECT user_id,
      SUM(CASE WHEN started_at < t0 AND (stop IS NULL OR stop >= t0) THEN monthly ELSE 0 END) AS a,
      SUM(CASE WHEN started_at < t1 AND (stop IS NULL OR stop >= t1) THEN monthly ELSE 0 END) AS b,
      BOOL_OR(started_at < t0) AS before
    FROM subs WHERE monthly > 0 GROUP BY user_id
  )`;

const check = (day: string) => {
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new Error(`not a day: ${day}`);
};

/** MRR movements between the end of `from` and the end of `to` (YYYY-MM-DD, business days). */
export const mrrMovements = async (db: TDb, from: string, to: string, scope: TMrrScope = {}): Promise<TMrrMovements> => {
  check(from);
  check(to);
  const result = (await db.execute(sql`${perCustomer(from, to, scope)}
    SELECT COALESCE(SUM(a), 0) AS start, COALESCE(SUM(b), 0) AS "end",
      COALESCE(SUM(CASE WHEN a = 0 AND b > 0 AND NOT before THEN b ELSE 0 END), 0) AS new,
      COALESCE(SUM(CASE WHEN a = 0 AND b > 0 AND before THEN b ELSE 0 END), 0) AS reactivation,
      COALESCE(SUM(CASE WHEN a > 0 AND b > a THEN b - a ELSE 0 END), 0) AS expansion,
      COALESCE(SUM(CASE WHEN b > 0 AND b < a THEN a - b ELSE 0 END), 0) AS contraction,
      COALESCE(SUM(CASE WHEN a > 0 AND b = 0 THEN a ELSE 0 END), 0) AS churn,
      COUNT(*) FILTER (WHERE a > 0) AS start_customers,
      COUNT(*) FILTER (WHERE a > 0 AND b = 0) AS churned_customers
    FROM running`)) as unknown as { rows: Record<string, string | number>[] };
  const row = result.rows[0]!;
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    start: n('start'), new: n('new'), reactivation: n('reactivation'), expansion: n('expansion'), contraction: n('contraction'), churn: n('churn'), end: n('end'),
    startCustomers: n('start_customers'), churnedCustomers: n('churned_customers'),
    churnRate: ratioBp(n('churned_customers'), n('start_customers')),
    revenueChurnRate: ratioBp(n('churn') + n('contraction'), n('start')),
  };
};

/** MRR at the end of a business day. */
export const mrrAt = async (db: TDb, day: string, scope: TMrrScope = {}): Promise<number> => (await mrrMovements(db, day, day, scope)).start;
