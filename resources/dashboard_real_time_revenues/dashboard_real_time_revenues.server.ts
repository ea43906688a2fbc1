/**
 * Today's revenue as it arrives, read from the orders directly (no rollup lag): paid orders of
 * the query's currency whose payment falls in the site's today (`orders_paid_at_idx`), their
 * revenue per minute over the last 30 minutes, and the last 10 paid. An order's site is its
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
    const where = sql.join([...paid, sql`o.paid_at >= (${p.today}::date)::timestamp at time zone ${p.timeZone}`], sql` and `);
    const lately = sql.join(paid, sql` and `);
    const [today] = await rowsOf<{ revenue: number | string; orders: number | string }>(
      db,
      sql`select coalesce(sum(o.amount), 0)::bigint as revenue, count(*) as orders from orders o where ${where}`,
    );
    const series = await rowsOf<{ minute: string; revenue: number | string }>(
      db,
      sql`select to_char(m at time zone ${p.timeZone}, 'YYYY-MM-DD"T"HH24:MI') as minute,
        (select coalesce(sum(o.amount), 0)::bigint from orders o where o.paid_at >= m and o.paid_at < m + interval '1 minute' and ${lately}) as revenue
      from generate_series(date_trunc('minute', ${now}::timestamptz) - interval '29 minutes', date_trunc('minute', ${now}::timestamptz), interval '1 minute') as m
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
      todayRevenue: Number(today?.revenue ?? 0),
      todayOrders: Number(today?.orders ?? 0),
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
