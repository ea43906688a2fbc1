/**
 * Keeps `analytics_days` (members and money per site, business day, channel, campaign, plan and
 * currency) equal to a recomputation from raw rows (docs/metrics.md defines each column).
 *
 * Triggers mark each (site, instant) a change touches in `analytics_dirty`, in the change's own
 * transaction. A refresh takes the marks in one statement (deleting exactly those it sees), then
 * recomputes every row of each marked (site, business day) from raw rows, all days in one
 * statement, and commits both at once under one lock. A change that commits after the marks were
 * taken left a mark that is still there for the next turn; a refresh that fails puts its marks
 * back by rolling back. Rows are recomputed, never incremented: a repeated notification or a
 * second refresh of the same day cannot count twice. The coarser grains (per campaign, per channel,
 * per campaign and month, per channel and month: tables.ts) follow each delete and insert of these rows through their
 * triggers, in the same transaction.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { recountAllRecords } from './recordCounts.ts';

/** Marks taken by one turn at most, so that a burst is worked off in bounded transactions. */
export const MARKS_PER_TURN = 50_000;

/** The statuses of an order that was paid, whatever happened to it after. */
export const PAID_STATUSES = ['paid', 'refunded', 'partially_refunded', 'voided', 'charged_back'] as const;
/** The statuses of an order a refund or void reversed (in whole or in part). */
export const REFUNDED_STATUSES = ['refunded', 'partially_refunded', 'voided'] as const;
/** The statuses of a subscription that has stopped running, or will at its period's end. */
export const STOPPED_STATUSES = ['expired', 'refunded', 'charged_back', 'cancelled'] as const;

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * A subscription's monthly value in SQL, in minor units, rounded half up once: its renewal price
 * over its plan's renewal period made a month long; 0 for a plan sold once.
 * `b`: the subscription, `p`: its plan.
 */
export const MONTHLY_SQL = `(CASE WHEN p.recurring_period_count > 0 THEN CASE p.recurring_period_unit
  WHEN 'month' THEN (2 * b.price + p.recurring_period_count) / (2 * p.recurring_period_count)
  WHEN 'year' THEN (2 * b.price + 12 * p.recurring_period_count) / (24 * p.recurring_period_count)
  WHEN 'week' THEN (104 * b.price + 12 * p.recurring_period_count) / (24 * p.recurring_period_count)
  WHEN 'day' THEN (730 * b.price + 12 * p.recurring_period_count) / (24 * p.recurring_period_count)
  ELSE 0 END ELSE 0 END)::bigint`;

/** The instant a subscription stops running (null while it runs on); never before its start. */
export const STOP_SQL = `(CASE WHEN b.status IN (${list(STOPPED_STATUSES)}) THEN GREATEST(b.current_period_end, b.started_at) END)`;

/** The figures of `analytics_days`, in their column order, and how each adds up. */
const FIGURES = [
  'sign_ups', 'new_subscribers', 'new_revenue', 'renew_count', 'renew_revenue', 'us_renew_count', 'us_renew_revenue',
  'refund_count', 'refund_amount', 'refund_members', 'chargeback_count', 'chargeback_amount',
  'order_count', 'paid_count', 'failed_count', 'pending_count', 'refunded_orders', 'mrr_started', 'mrr_ended',
] as const;
type TFigure = (typeof FIGURES)[number];
const BIG = new Set<TFigure>(['new_revenue', 'renew_revenue', 'us_renew_revenue', 'refund_amount', 'chargeback_amount', 'mrr_started', 'mrr_ended']);

type TBranch = {
  /** FROM and JOINs; `s` must be the site and `a` the affected window the row falls in. */
  from: string;
  where: string;
  site: string;
  /** The instant that dates the row. */
  at: string;
  channel: string;
  campaign: string;
  plan: string;
  currency: string;
  figures: Partial<Record<TFigure, string>>;
  /** The member a refund row counts once (refundMembers). */
  refundMember?: string;
};

const branchSql = (b: TBranch) => {
  const figures = FIGURES.filter((f) => f !== 'refund_members').map((f) => `${b.figures[f] ?? '0'}::${BIG.has(f) ? 'bigint' : 'int'} AS ${f}`);
  return `SELECT ${b.site} AS site_id, (${b.at} AT TIME ZONE s.timezone)::date AS day, COALESCE(${b.channel}, 0) AS channel_id,
    COALESCE(${b.campaign}, 0) AS campaign_id, COALESCE(${b.plan}, 0) AS plan_id, COALESCE(${b.currency}, '')::varchar AS currency,
    ${figures.join(', ')}, ${b.refundMember ?? 'NULL'}::int AS refund_member
  FROM ${b.from}
  JOIN sites s ON s.id = ${b.site}
  JOIN affected a ON a.site_id = ${b.site} AND ${b.at} >= a.lo AND ${b.at} < a.hi
  WHERE ${b.where}`;
};

/** Every fact that adds to a rollup row, from the raw tables (docs/metrics.md, one branch per source). */
const BRANCHES: TBranch[] = [
  {
    // Sign-ups: accounts made that day, by the channel and campaign they came through.
    from: 'users u', where: 'TRUE', site: 'u.site', at: 'u.created_at', channel: 'u.channel', campaign: 'u.campaign', plan: '0', currency: "''",
    figures: { sign_ups: '1' },
  },
  {
    // Money in: paid orders on their paid day.
    from: 'orders o JOIN segpays g ON g.id = o.segpay', where: `o.paid_at IS NOT NULL AND o.status IN (${list(PAID_STATUSES)})`,
    site: 'g.site', at: 'o.paid_at', channel: 'o.channel', campaign: 'o.campaign', plan: 'o.plan', currency: 'o.currency',
    figures: {
      new_subscribers: "(o.kind = 'sale')::int",
      new_revenue: "CASE WHEN o.kind = 'sale' THEN o.amount ELSE 0 END",
      renew_count: "(o.kind = 'rebill')::int",
      renew_revenue: "CASE WHEN o.kind = 'rebill' THEN o.amount ELSE 0 END",
      us_renew_count: "(o.kind = 'rebill' AND o.country = 'US')::int",
      us_renew_revenue: "CASE WHEN o.kind = 'rebill' AND o.country = 'US' THEN o.amount ELSE 0 END",
    },
  },
  {
    // Orders and their outcome, on the order's day (its payment's time, else its creation).
    from: 'orders o JOIN segpays g ON g.id = o.segpay', where: 'TRUE',
    site: 'g.site', at: 'COALESCE(o.paid_at, o.created_at)', channel: 'o.channel', campaign: 'o.campaign', plan: 'o.plan', currency: 'o.currency',
    figures: {
      order_count: '1',
      paid_count: `(o.status IN (${list(PAID_STATUSES)}))::int`,
      failed_count: "(o.status = 'failed')::int",
      pending_count: "(o.status = 'pending')::int",
      refunded_orders: `(o.status IN (${list(REFUNDED_STATUSES)}))::int`,
    },
  },
  {
    // Money back: applied refunds, voids and chargebacks on their own day, under their order's key.
    from: 'provider_events e JOIN orders o ON o.id = e."order" JOIN segpays g ON g.id = e.segpay',
    where: "e.status = 'applied' AND e.kind IN ('refund', 'void', 'chargeback')",
    site: 'g.site', at: 'e.occurred_at', channel: 'o.channel', campaign: 'o.campaign', plan: 'o.plan', currency: 'o.currency',
    figures: {
      refund_count: "(e.kind <> 'chargeback')::int",
      refund_amount: "CASE WHEN e.kind <> 'chargeback' THEN COALESCE(e.amount, 0) ELSE 0 END",
      chargeback_count: "(e.kind = 'chargeback')::int",
      chargeback_amount: "CASE WHEN e.kind = 'chargeback' THEN COALESCE(e.amount, 0) ELSE 0 END",
    },
    refundMember: `CASE WHEN e.kind <> 'chargeback' THEN o."user" END`,
  },
  {
    // MRR starts with the subscription.
    from: 'subscriptions b JOIN segpays g ON g.id = b.segpay JOIN plans p ON p.id = b.plan', where: `${MONTHLY_SQL} > 0`,
    site: 'g.site', at: 'b.started_at', channel: 'b.channel', campaign: 'b.campaign', plan: 'b.plan', currency: 'b.currency',
    figures: { mrr_started: MONTHLY_SQL },
  },
  {
    // ... and ends when it stops running.
    from: 'subscriptions b JOIN segpays g ON g.id = b.segpay JOIN plans p ON p.id = b.plan', where: `${MONTHLY_SQL} > 0 AND ${STOP_SQL} IS NOT NULL`,
    site: 'g.site', at: STOP_SQL, channel: 'b.channel', campaign: 'b.campaign', plan: 'b.plan', currency: 'b.currency',
    figures: { mrr_ended: MONTHLY_SQL },
  },
];

const KEY = ['site_id', 'day', 'channel_id', 'campaign_id', 'plan_id', 'currency'];
const sums = FIGURES.map((f) => (f === 'refund_members' ? 'COUNT(DISTINCT refund_member)::int' : `SUM(${f})::${BIG.has(f) ? 'bigint' : 'int'}`));

/**
 * The affected windows: a (site, business day) as the instants [lo, hi) of that day in the site's
 * zone, or a whole site (day null, all instants). A site's windows never overlap.
 */
const affectedSql = (slices: SQL) => sql`affected AS (
  SELECT r.site_id, r.day,
    CASE WHEN r.day IS NULL THEN '-infinity'::timestamptz ELSE r.day::timestamp AT TIME ZONE st.timezone END AS lo,
    CASE WHEN r.day IS NULL THEN 'infinity'::timestamptz ELSE (r.day + 1)::timestamp AT TIME ZONE st.timezone END AS hi
  FROM jsonb_to_recordset(${slices}::jsonb) AS r(site_id int, day date)
  JOIN sites st ON st.id = r.site_id)`;

type TSlice = { site_id: number; day: string | null };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Deletes the rows of the slices and writes them again from raw rows, in the caller's transaction. */
const recompute = async (tx: TDb, slices: TSlice[]): Promise<void> => {
  if (!slices.length) return;
  // A whole site's slice covers its days: they are left out, so that no fact falls in two windows.
  const whole = new Set(slices.filter((s) => s.day === null).map((s) => s.site_id));
  const kept = JSON.stringify(slices.filter((s) => s.day === null || !whole.has(s.site_id)));
  await tx.execute(sql`WITH ${affectedSql(sql`${kept}`)}
    DELETE FROM analytics_days d USING affected a WHERE d.site_id = a.site_id AND (a.day IS NULL OR d.day = a.day)`);
  await tx.execute(sql`WITH ${affectedSql(sql`${kept}`)}
    INSERT INTO analytics_days (${sql.raw([...KEY, ...FIGURES].join(', '))})
    SELECT ${sql.raw([...KEY, ...sums].join(', '))}
    FROM (${sql.raw(BRANCHES.map(branchSql).join('\nUNION ALL\n'))}) f
    GROUP BY ${sql.raw(KEY.join(', '))}`);
};

/** One refresher at a time across instances: two would delete and insert the same rows. */
const lock = (tx: TDb) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('showrunner'), hashtext('analytics-refresh'))`);

/**
 * Recomputes the rollup rows of every (site, business day) marked dirty, and deletes the marks it
 * took; answers how many marks it took (0: nothing was dirty).
 */
export const refreshDirty = async (db: TDb, options: { limit?: number } = {}): Promise<number> =>
  db.transaction(async (raw) => {
    const tx = raw as unknown as TDb;
    await lock(tx);
    const [top] = rowsOf<{ max: string | number | null }>(
      await tx.execute(sql`SELECT MAX(id) AS max FROM (SELECT id FROM analytics_dirty ORDER BY id LIMIT ${options.limit ?? MARKS_PER_TURN}) m`),
    );
    if (top?.max === null || top?.max === undefined) return 0;
    // The marks seen now are the ones deleted and the ones recomputed: one written by a
    // transaction not yet committed is not seen, so it stays for the next turn.
    const taken = rowsOf<{ site_id: number; day: string | null; marks: string | number }>(
      await tx.execute(sql`WITH taken AS (DELETE FROM analytics_dirty WHERE id <= ${Number(top.max)} RETURNING site_id, at)
        SELECT t.site_id, CASE WHEN t.at = '-infinity' THEN NULL ELSE to_char((t.at AT TIME ZONE s.timezone)::date, 'YYYY-MM-DD') END AS day, COUNT(*) AS marks
        FROM taken t JOIN sites s ON s.id = t.site_id
        GROUP BY 1, 2`),
    );
    await recompute(tx, taken.map((t) => ({ site_id: Number(t.site_id), day: t.day })));
    return taken.reduce((n, t) => n + Number(t.marks), 0);
  });

/** Recomputes every rollup row from raw rows (`npm run analytics:rebuild`); answers the rows written. */
export const rebuildAll = async (db: TDb): Promise<number> =>
  db.transaction(async (raw) => {
    const tx = raw as unknown as TDb;
    await lock(tx);
    // Everything is recomputed: the marks seen now are answered too.
    await tx.execute(sql`DELETE FROM analytics_dirty`);
    await tx.execute(sql`DELETE FROM analytics_days`);
    const sites = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM sites`));
    await recompute(tx, sites.map((s) => ({ site_id: Number(s.id), day: null })));
    await recountAllRecords(tx);
    const [row] = rowsOf<{ n: string | number }>(await tx.execute(sql`SELECT COUNT(*) AS n FROM analytics_days`));
    return Number(row?.n ?? 0);
  });
