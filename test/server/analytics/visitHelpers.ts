/** What the visit events' tests share: events as a site sends them, and the rows they leave. */
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../server/db/index.ts';
import type { TTestApp } from '../../helpers/buildTestApp.ts';
import { send } from '../helpers/intake.ts';

let sequence = 0;
/** A page view now, of a new visitor unless named, on a page without UTM. */
export const pageView = (values: Record<string, unknown> = {}) => ({
  event_id: `ev-${Date.now().toString(36)}-${++sequence}`,
  kind: 'page_view',
  occurred_at: new Date().toISOString(),
  visitor_id: `vis-${sequence}`,
  page: 'https://www.example.com/videos',
  device: 'desktop',
  country: 'TW',
  ...values,
});

/** A POST of a batch with the site's key, from an address of the test's choosing. */
export const sendEvents = (t: TTestApp, key: string | undefined, events: unknown[] | unknown, ip = '203.0.113.50', headers: Record<string, string> = {}) =>
  send(t, 'events', key, { payload: Array.isArray(events) ? { events } : (events as object), ip, headers });

export const rowsOf = async <T = Record<string, unknown>>(db: TDb, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A site's stored events, oldest first. */
export const eventsOf = (db: TDb, siteId: number) =>
  rowsOf<{ event_id: string; visitor_id: string; day: string; channel_id: number | null; campaign_id: number | null; utm_source: string | null; utm_campaign: string | null; device: string }>(
    db,
    sql`select event_id, visitor_id, day::text as day, channel_id, campaign_id, utm_source, utm_campaign, device from visit_events where site_id = ${siteId} order by occurred_at, event_id`,
  );

/** A visitor's row, its instants as ISO strings (both databases' drivers answer them differently). */
export const visitorOf = async (db: TDb, siteId: number, visitorId: string) => {
  const [row] = await rowsOf<{ channel_id: number | null; campaign_id: number | null; touched_at: Date | string | null; first_seen_at: Date | string; user_id: number | null }>(
    db,
    sql`select channel_id, campaign_id, touched_at, first_seen_at, user_id from analytics_visitors where site_id = ${siteId} and visitor_id = ${visitorId}`,
  );
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return row && { ...row, touched_at: iso(row.touched_at), first_seen_at: iso(row.first_seen_at) };
};

/** The visit rollup of a site, as plain numbers, in a stable order. */
export const visitDaysOf = async (db: TDb, siteId?: number) =>
  (
    await rowsOf<{ site_id: number; day: string; channel_id: number; campaign_id: number; device: string; visitors: number; returning_visitors: number; page_views: number }>(
      db,
      sql`select site_id, day::text as day, channel_id, campaign_id, device, visitors, returning_visitors, page_views from analytics_visit_days
        where ${siteId === undefined ? sql`true` : sql`site_id = ${siteId}`} order by site_id, day, channel_id, campaign_id, device`,
    )
  ).map((row) => ({ ...row, site_id: Number(row.site_id), channel_id: Number(row.channel_id), campaign_id: Number(row.campaign_id), visitors: Number(row.visitors), returning_visitors: Number(row.returning_visitors), page_views: Number(row.page_views) }));
