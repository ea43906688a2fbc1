/**
 * Who is on the sites now, read from the raw events of the last 30 minutes (their primary key
 * leads with `occurred_at`, and only the current month's partition is read), in one pass: visitors
 * with an event in the last 5 minutes, and distinct visitors per minute. Today's visitors come from the
 * rollup of the site's today. Minutes are written in the site's time zone (UTC for all sites).
 */
import { sql } from 'drizzle-orm';
import { defineReportSide } from '../../server/crud/report.ts';
import { rowsOf, sumVisits } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) => {
    const now = p.now.toISOString();
    const where = sql.join(
      [
        ...(p.site !== undefined ? [sql`site_id = ${p.site}`] : []),
        ...(p.channels ? [sql`channel_id = any(${`{${p.channels.join(',')}}`}::int[])`] : []),
        sql`true`,
      ],
      sql` and `,
    );
    // One pass over the last 30 minutes' events (the active visitors' 5 minutes lie within them),
    // grouped by minute, rather than a count per minute.
    const series = await rowsOf<{ minute: string; visitors: number | string; active: number | string }>(
      db,
      sql`with recent as materialized (
          select occurred_at, visitor_id from visit_events
          where occurred_at >= date_trunc('minute', ${now}::timestamptz) - interval '29 minutes' and occurred_at <= ${now}::timestamptz and ${where}),
        by_minute as (select date_trunc('minute', occurred_at) as m, count(distinct visitor_id) as visitors from recent group by 1)
      select to_char(m at time zone ${p.timeZone}, 'YYYY-MM-DD"T"HH24:MI') as minute, coalesce(by_minute.visitors, 0) as visitors,
        (select count(distinct visitor_id) from recent where occurred_at > ${now}::timestamptz - interval '5 minutes') as active
      from generate_series(date_trunc('minute', ${now}::timestamptz) - interval '29 minutes', date_trunc('minute', ${now}::timestamptz), interval '1 minute') as m
        left join by_minute using (m)
      order by m`,
    );
    const [today] = await sumVisits(db, { ...p, from: p.today, to: p.today }, []);
    return {
      at: now,
      activeVisitors: Number(series[0]?.active ?? 0),
      todayVisitors: today?.visitors ?? 0,
      series: series.map((s) => ({ minute: s.minute, visitors: Number(s.visitors) })),
    };
  },
});
