/**
 * The visit rollups the intake keeps batch by batch equal their recomputation from the raw
 * events (rebuildVisits), whatever the batches: events out of order, batches sent again, touches
 * of several channels inside and past the window, sign-ups, devices, and the site's time zone; and
 * their coarser grains equal them summed.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestBatch } from '../../../server/analytics/ingest.ts';
import { rebuildVisits } from '../../../server/analytics/ingestRebuild.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { createCampaign, createChannel } from '../marketing/helpers.ts';
import { grainDifferences } from './helpers.ts';
import { rowsOf } from './visitHelpers.ts';

let t: TTestApp;
let token: string;
let pages: string[];
const START = Date.UTC(2026, 5, 1);
const NOW = new Date(Date.UTC(2026, 10, 1));

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  const a = await createChannel(t, token, { utm_source: `prop${Date.now().toString(36)}`, utm_medium: 'email', type: 'email' });
  const b = await createChannel(t, token, { utm_medium: 'cpc' });
  const spring = await createCampaign(t, token, a.id, { utm_campaign: 'spring' });
  pages = [
    'https://www.example.com/',
    'https://www.example.com/videos?page=2',
    `https://www.example.com/?utm_source=${a.utm_source as string}&utm_medium=email`,
    `https://www.example.com/?UTM_SOURCE=${(a.utm_source as string).toUpperCase()}&utm_medium=Email&utm_campaign=${spring.utm_campaign as string}&gclid=1`,
    `https://www.example.com/land?utm_source=${b.utm_source as string}&utm_medium=cpc&utm_term=`,
    `https://www.example.com/?utm_source=${b.utm_source as string}`,
  ];
});
afterAll(() => t.close());

/** The three visit tables, as comparable rows. */
const snapshot = async () => ({
  visitors: (
    await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select site_id, visitor_id, first_seen_at, touched_at, channel_id, campaign_id, user_id from analytics_visitors order by site_id, visitor_id`,
    )
  ).map((row) => ({ ...row, first_seen_at: new Date(row.first_seen_at as string).toISOString(), touched_at: row.touched_at ? new Date(row.touched_at as string).toISOString() : null })),
  visitorDays: await rowsOf(t.db, sql`select site_id, day::text as day, visitor_id from analytics_visitor_days order by site_id, day, visitor_id`),
  visitDays: await rowsOf(
    t.db,
    sql`select site_id, day::text as day, channel_id, campaign_id, device, visitors, returning_visitors, page_views from analytics_visit_days where visitors > 0 or page_views > 0 or returning_visitors > 0 order by site_id, day, channel_id, campaign_id, device`,
  ),
});

const event = fc.record({
  visitor: fc.integer({ min: 0, max: 5 }),
  // Minutes over five months: touches fall inside and past each other's 30 days.
  minute: fc.integer({ min: 0, max: 150 * 24 * 60 }),
  page: fc.integer({ min: 0, max: 5 }),
  device: fc.constantFrom('desktop', 'mobile', 'tablet', 'other'),
  signUp: fc.integer({ min: 0, max: 9 }),
  bot: fc.integer({ min: 0, max: 14 }),
});

describe('the visit rollups', () => {
  it('equal their recomputation from the raw events, for any batches in any order, sent any number of times', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 4 }),
        fc.constantFrom('UTC', 'Asia/Taipei', 'America/Los_Angeles'),
        async (draws, cuts, repeats, timezone) => {
          run++;
          const site = await siteWithKey(t, token);
          await t.db.execute(sql`update sites set timezone = ${timezone} where id = ${site.id}`);
          const users: number[] = [];
          for (let i = 0; i < 2; i++) {
            const name = `p${run}x${i}${Math.random().toString(36).slice(2, 6)}`;
            users.push((await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site: site.id, username: name, email: `${name}@example.com` } })).json().id);
          }
          const events = draws.map((draw, i) => ({
            eventId: `r${run}-${i}`,
            kind: draw.signUp === 0 ? 'sign_up' : 'page_view',
            occurredAt: new Date(START + draw.minute * 60_000).toISOString(),
            visitorId: `v${draw.visitor}`,
            page: pages[draw.page],
            device: draw.device,
            ...(draw.signUp === 0 ? { userId: users[draw.visitor % 2] } : {}),
            ...(draw.bot === 0 ? { userAgent: 'Googlebot/2.1' } : {}),
          }));
          // Batches cut anywhere, sent in a shuffled order, some of them again.
          const points = [...new Set(cuts.map((cut) => cut % (events.length + 1)))].sort((a, b) => a - b);
          const batches: (typeof events)[] = [];
          let from = 0;
          for (const point of [...points, events.length]) {
            if (point > from) batches.push(events.slice(from, point));
            from = Math.max(from, point);
          }
          const order = batches.map((batch, i) => ({ batch, rank: cuts[i % cuts.length]! * 7919 % 1009 })).sort((a, b) => a.rank - b.rank).map((x) => x.batch);
          for (const r of repeats) order.splice(r % (order.length + 1), 0, batches[r % batches.length]!);
          let accepted = 0;
          for (const batch of order) accepted += (await ingestBatch(t.db, site.id, { events: batch }, { now: NOW, retentionMonths: 25 })).accepted;
          expect(accepted).toBe(events.filter((e) => !e.userAgent).length);
          const kept = await snapshot();
          expect(await grainDifferences(t.db)).toEqual({});
          await rebuildVisits(t.db);
          expect(await snapshot()).toEqual(kept);
          expect(await grainDifferences(t.db)).toEqual({});
        },
      ),
      // A failure is reported as found: shrinking through the database would take minutes.
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 25), endOnFailure: true },
    );
  }, 600_000);
});
