/**
 * Recomputes the three visit tables from the raw visit events (for `npm run analytics:rebuild`):
 * what the intake keeps up to date batch by batch (ingest.ts), by the same definitions —
 * - analytics_visitors: first seen = the visitor's first event; their customer = that of their
 *   first sign-up; their channel and campaign = the touches of their events (their UTM values,
 *   attributed again by the rule) folded in the order they happened (foldTouches);
 * - analytics_visitor_days: each visitor once for each business day they came;
 * - analytics_visit_days: per business day and key (the attribution each event was stored with,
 *   and its device), the visitors (each once), those first seen on an earlier day, and the page views.
 * One transaction; new batches wait for it (the events are locked against writes meanwhile).
 */
import { sql } from 'drizzle-orm';
import { UTM_FIELDS } from '../../resources/channels/schema.ts';
import { utmParam, type TUtmValues } from '../../resources/channels/attribution.ts';
import type { TDb } from '../db/index.ts';
import { attributeAll, foldTouches, type TTouch } from './ingest.ts';

/** How many visitors' touches are read and written at a time. */
const CHUNK = 5_000;

type TTouchRow = { site_id: number; visitor_id: string; event_id: string; occurred_at: string | Date } & Record<string, string | null>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const rebuildVisits = async (db: TDb): Promise<{ visitors: number; visitDays: number }> =>
  db.transaction(async (raw) => {
    const tx = raw as unknown as TDb;
    await tx.execute(sql`lock table visit_events in share mode`);
    await tx.execute(sql`delete from analytics_visit_days`);
    await tx.execute(sql`delete from analytics_visitor_days`);
    await tx.execute(sql`delete from analytics_visitors`);
    await tx.execute(sql`insert into analytics_visitor_days (site_id, day, visitor_id) select distinct site_id, day, visitor_id from visit_events`);
    const days = rowsOf<{ n: number }>(
      await tx.execute(sql`with first as (select site_id, visitor_id, min(day) as first_day from visit_events group by site_id, visitor_id),
        written as (
          insert into analytics_visit_days (site_id, day, channel_id, campaign_id, device, visitors, returning_visitors, page_views)
          select e.site_id, e.day, coalesce(e.channel_id, 0), coalesce(e.campaign_id, 0), e.device,
            count(distinct e.visitor_id), count(distinct e.visitor_id) filter (where f.first_day < e.day), count(*) filter (where e.kind = 'page_view')
          from visit_events e join first f on f.site_id = e.site_id and f.visitor_id = e.visitor_id
          group by e.site_id, e.day, coalesce(e.channel_id, 0), coalesce(e.campaign_id, 0), e.device
          returning 1)
        select count(*)::int as n from written`),
    )[0]!.n;
    const visitors = rowsOf<{ n: number }>(
      await tx.execute(sql`with written as (
          insert into analytics_visitors (site_id, visitor_id, first_seen_at, user_id)
          select site_id, visitor_id, min(occurred_at), (array_agg(user_id order by occurred_at, event_id collate "C") filter (where kind = 'sign_up'))[1]
          from visit_events group by site_id, visitor_id
          returning 1)
        select count(*)::int as n from written`),
    )[0]!.n;

    // The touches, a chunk of visitors at a time, in the order of the visitor index.
    let after: { site: number; visitor: string } | null = null;
    for (;;) {
      const chunk: { site_id: number; visitor_id: string }[] = rowsOf<{ site_id: number; visitor_id: string }>(
        await tx.execute(sql`select distinct site_id, visitor_id from visit_events
          where utm_source is not null ${after ? sql`and (site_id, visitor_id) > (${after.site}, ${after.visitor})` : sql``}
          order by site_id, visitor_id limit ${CHUNK}`),
      );
      if (!chunk.length) break;
      const last = chunk.at(-1)!;
      after = { site: Number(last.site_id), visitor: last.visitor_id };
      const touches = rowsOf<TTouchRow>(
        await tx.execute(sql`select e.site_id, e.visitor_id, e.event_id, e.occurred_at, e.utm_source, e.utm_medium, e.utm_campaign, e.utm_term, e.utm_content, e.utm_id
          from visit_events e join json_to_recordset(${JSON.stringify(chunk)}::json) as x(site_id int, visitor_id text) on e.site_id = x.site_id and e.visitor_id = x.visitor_id
          where e.utm_source is not null`),
      );
      const attributions = await attributeAll(
        tx,
        touches.map((row): TUtmValues => Object.fromEntries(UTM_FIELDS.map((field) => [field, row[utmParam(field)] ?? undefined]))),
      );
      const byVisitor = new Map<string, { site: number; visitor: string; touches: TTouch[] }>();
      touches.forEach((row, i) => {
        const found = attributions[i];
        if (!found) return;
        const key = `${row.site_id}\u0000${row.visitor_id}`;
        let entry = byVisitor.get(key);
        if (!entry) byVisitor.set(key, (entry = { site: Number(row.site_id), visitor: row.visitor_id, touches: [] }));
        const at = row.occurred_at instanceof Date ? row.occurred_at.getTime() : Date.parse(String(row.occurred_at));
        entry.touches.push({ at, eventId: row.event_id, channelId: found.channelId, campaignId: found.campaignId });
      });
      const held = [...byVisitor.values()].map(({ site, visitor, touches: list }) => {
        const touch = foldTouches(list).at(-1)!;
        return { site, visitor, touched_at: new Date(touch.at).toISOString(), channel_id: touch.channelId, campaign_id: touch.campaignId };
      });
      if (held.length) {
        await tx.execute(sql`update analytics_visitors v set touched_at = x.touched_at, channel_id = x.channel_id, campaign_id = x.campaign_id
          from json_to_recordset(${JSON.stringify(held)}::json) as x(site int, visitor text, touched_at timestamptz, channel_id int, campaign_id int)
          where v.site_id = x.site and v.visitor_id = x.visitor`);
      }
    }
    return { visitors: Number(visitors), visitDays: Number(days) };
  });
