/**
 * Today's revenue as it arrives, read from the orders directly (no rollup lag): paid orders of
 * the query's currency whose payment falls in the site's today (`orders_paid_at_idx`) and their
 * revenue per minute over the last 30 minutes, in one pass; and the last 10 paid. An order's site is its
 * payment setting's. Paid means paid at some time, whatever happened after (docs/metrics.md).
 */
import { sql } from 'drizzle-orm';
import { defineReportSide } from '../../server/crud/report.ts';
import { rowsOf } from '../../server/analytics/calls.ts';

const PAID = sql`o.status in ('paid', 'refunded', 'partially_refunded', 'voided', 'charged_back')`;

export const server = defineReportSide({
  query: async (db, p) => {
    const now = p.now.toISOString();
    const paid = [
      PAID,
      sql`o.currency = ${p.currency}`,
      sql`o.paid_at <= ${now}::timestamptz`,
      ...(p.site !== undefined ? [sql`o.segpay in (select id from segpays where site = ${p.site})`] : []),
      ...(p.channels ? [sql`o.channel = any(${`{${p.channels.join(',')}}`}::int[])`] : []),
    ];
    const lately = sql.join(paid, sql` and `);
    const todayStart = sql`(${p.today}::date)::timestamp at time zone ${p.timeZone}`;
    const firstMinute = sql`date_trunc('minute', ${now}::timestamptz) - interval '29 minutes'`;
    // One pass over the paid orders since the earlier of today's midnight and 30 minutes ago:
    // today's sum and count, and the revenue per minute of the last 30 minutes.
    const series = await rowsOf<{ minute: string; revenue: number | string; today_revenue: number | string; today_orders: number | string }>(
      db,
      sql`with recent as materialized (select o.paid_at, o.amount from orders o where ${lately} and o.paid_at >= least(${todayStart}, ${firstMinute})),
        by_minute as (select date_trunc('minute', paid_at) as m, sum(amount) as revenue from recent where paid_at >= ${firstMinute} group by 1),
        today as (select coalesce(sum(amount), 0)::bigint as today_revenue, count(*) as today_orders from recent where paid_at >= ${todayStart})
      select to_char(m at time zone ${p.timeZone}, 'YYYY-MM-DD"T"HH24:MI') as minute, coalesce(by_minute.revenue, 0)::bigint as revenue, today.today_revenue, today.today_orders
      from generate_series(${firstMinute}, date_trunc('minute', ${now}::timestamptz), interval '1 minute') as m
        left join by_minute using (m) cross join today
      order by m`,
    );
    const recent = await rowsOf<{ id: number; order_id: string; amount: number | string; plan: number | null; plan_name: string | null; paid_at: Date | string }>(
      db,
      sql`select o.id, o.order_id, o.amount, o.plan, pl.name as plan_name, o.paid_at from orders o left join plans pl on pl.id = o.plan
        where ${lately} order by o.paid_at desc, o.id desc limit 10`,
    );
    return {
      at: now,
      currency: p.currency,
      todayRevenue: Number(series[0]?.today_revenue ?? 0),
      todayOrders: Number(series[0]?.today_orders ?? 0),
      series: series.map((s) => ({ minute: s.minute, revenue: Number(s.revenue) })),
      recent: recent.map((r) => ({
        id: Number(r.id),
        orderId: r.order_id,
        amount: Number(r.amount),
        plan: r.plan === null ? null : Number(r.plan),
        planName: r.plan_name,
        paidAt: new Date(r.paid_at).toISOString(),
      })),
    };
  },
});
