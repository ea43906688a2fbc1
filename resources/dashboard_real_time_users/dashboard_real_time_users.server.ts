/**
 * Who is on the sites now, read from the raw events of the last 30 minutes (their primary key
 * leads with `occurred_at`, and only the current month's partition is read): visitors with an
 * event in the last 5 minutes, and distinct visitors per minute. Today's visitors come from the
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
    const series = await rowsOf<{ minute: string; visitors: number | string }>(
      db,
      sql`select to_char(m at time zone ${p.timeZone}, 'YYYY-MM-DD"T"HH24:MI') as minute,
        (select count(distinct visitor_id) from visit_events
          where occurred_at >= m and occurred_at < m + interval '1 minute' and occurred_at <= ${now}::timestamptz and ${where}) as visitors
      from generate_series(date_trunc('minute', ${now}::timestamptz) - interval '29 minutes', date_trunc('minute', ${now}::timestamptz), interval '1 minute') as m
      order by m`,
    );
    const [active] = await rowsOf<{ visitors: number | string }>(
      db,
      sql`select count(distinct visitor_id) as visitors from visit_events
        where occurred_at > ${now}::timestamptz - interval '5 minutes' and occurred_at <= ${now}::timestamptz and ${where}`,
    );
    const [today] = await sumVisits(db, { ...p, from: p.today, to: p.today }, []);
    return {
      at: now,
      activeVisitors: Number(active?.visitors ?? 0),
      todayVisitors: today?.visitors ?? 0,
      series: series.map((s) => ({ minute: s.minute, visitors: Number(s.visitors) })),
    };
  },
});
