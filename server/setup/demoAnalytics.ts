/**
 * The demo's visits: a year of page views on the demo's sites, with a weekly rhythm (busier
 * evenings and weekends), a season (a peak around December, a low in early summer) and growth,
 * arriving through the channels' tracking links (built as the link builder builds them) and their
 * campaigns, from search and directly; desktops, phones and tablets from each site's countries;
 * some visitors coming back; and sign-ups of the demo's customers. They go through the intake's
 * own path (ingestBatch), so the rollups and the customers' channels are what the intake makes.
 */
import { asc } from 'drizzle-orm';
import { channels } from '../../resources/channels/schema.ts';
import { campaigns } from '../../resources/channels/tables.server.ts';
import { trackingLink } from '../../resources/channels/attribution.ts';
import { sites } from '../../resources/sites/schema.ts';
import { users } from '../../resources/users/schema.ts';
import { ingestBatch, MAX_BATCH } from '../analytics/ingest.ts';
import { createMonthPartitions, monthStart, MONTHS_AHEAD } from '../analytics/partitions.ts';
import type { TDb } from '../db/index.ts';
import { serverResource } from '../registry.ts';

const DAY = 86_400_000;
const PATHS = ['/', '/videos', '/videos/new', '/models', '/plans', '/join', '/videos/summer-in-kyoto', '/videos/studio-session-12', '/tags/drama', '/tags/travel'];
const ORGANIC = ['https://www.google.com/', 'https://www.bing.com/', 'https://duckduckgo.com/', 'https://www.reddit.com/r/videos/', null, null, null];
/** Countries by site, in the order of the demo's sites (global, Taiwan, China), with weights. */
const COUNTRIES: [string, number][][] = [
  [['US', 40], ['GB', 12], ['CA', 9], ['AU', 7], ['DE', 7], ['FR', 5], ['NL', 4], ['SE', 3], ['JP', 5], ['SG', 3], ['BR', 5]],
  [['TW', 80], ['HK', 8], ['US', 5], ['JP', 4], ['MY', 3]],
  [['CN', 75], ['HK', 10], ['SG', 7], ['MY', 4], ['US', 4]],
];
const DEVICES: [string, number][] = [['mobile', 55], ['desktop', 35], ['tablet', 8], ['other', 2]];
const AGENTS: Record<string, string> = {
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  tablet: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  other: 'Mozilla/5.0 (SMART-TV; Linux; Tizen 7.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/5.0 TV Safari/537.36',
};
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A seeded generator, so that every demo is the same. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export type TDemoVisitsResult = { events: number; accepted: number; signUps: number; bots: number; seconds: number };

/** Seeds a year (to `now`) of visits on the demo's sites; `visitsPerDay`: the average of a day over all sites. */
export const seedDemoVisits = async (db: TDb, options: { now?: Date; visitsPerDay?: number; retentionMonths?: number } = {}): Promise<TDemoVisitsResult> => {
  const startedAt = Date.now();
  const now = options.now ?? new Date();
  const perDay = options.visitsPerDay ?? 32;
  const rand = random(20_261_126);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const weighted = (list: readonly [string, number][]) => {
    let left = rand() * list.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of list) if ((left -= w) < 0) return value;
    return list[0]![0];
  };

  const siteTable = serverResource(sites).table;
  const siteRows = (await db.select().from(siteTable).orderBy(asc(siteTable.id))) as { id: number; domain: string }[];
  if (!siteRows.length) return { events: 0, accepted: 0, signUps: 0, bots: 0, seconds: 0 };
  const channelTable = serverResource(channels).table;
  const channelRows = (await db.select().from(channelTable).orderBy(asc(channelTable.id))) as never as ({ id: number; disabled: boolean | null } & Record<string, string | null>)[];
  const campaignRows = await db.select({ id: campaigns.id, channelId: campaigns.channelId, utmCampaign: campaigns.utmCampaign }).from(campaigns);
  const userTable = serverResource(users).table;
  const userRows = (await db.select({ id: userTable.id, site: userTable.site }).from(userTable).orderBy(asc(userTable.id))) as { id: number; site: number }[];
  const unsigned = new Map(siteRows.map((site) => [site.id, userRows.filter((user) => user.site === site.id).map((user) => user.id)]));

  // Each month of the year, and the months ahead, get their partition before their events arrive.
  const first = monthStart(new Date(now.getTime() - 365 * DAY));
  await createMonthPartitions(db, Array.from({ length: 13 + MONTHS_AHEAD }, (_, i) => monthStart(first, i)));

  type TEvent = Record<string, unknown> & { occurredAt: string };
  const bySite = new Map<number, TEvent[]>(siteRows.map((site) => [site.id, []]));
  const visitorsOf = new Map<number, string[]>(siteRows.map((site) => [site.id, []]));
  let sequence = 0;
  let signUps = 0;
  const sources = channelRows.filter((channel) => !channel.disabled);
  for (let day = 365; day >= 0; day--) {
    const date = new Date(now.getTime() - day * DAY);
    const weekday = date.getUTCDay();
    // Weekends busier, a season peaking in December, and a year of growth.
    const week = weekday === 0 || weekday === 6 ? 1.35 : weekday === 5 ? 1.15 : 0.9;
    const season = 1 + 0.3 * Math.cos(((date.getUTCMonth() + date.getUTCDate() / 31 - 11.5) / 12) * 2 * Math.PI);
    const growth = 0.7 + 0.6 * ((365 - day) / 365);
    const visits = Math.round(perDay * week * season * growth * (0.85 + rand() * 0.3));
    for (let v = 0; v < visits; v++) {
      const siteIndex = rand() < 0.5 ? 0 : rand() < 0.6 ? 1 : 2;
      const site = siteRows[siteIndex % siteRows.length]!;
      const known = visitorsOf.get(site.id)!;
      const returning = known.length > 20 && rand() < 0.35;
      const visitor = returning ? pick(known) : `d${site.id}-${(++sequence).toString(36)}`;
      if (!returning) known.push(visitor);
      // Evenings busier: hours drawn around 20:00 UTC-ish of the site's audience.
      const hour = Math.min(23, Math.max(0, Math.round(14 + (rand() + rand() + rand() - 1.5) * 8)));
      let at = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour, Math.floor(rand() * 60), Math.floor(rand() * 60));
      if (at > now.getTime() - 60_000) at = now.getTime() - Math.floor(rand() * 3_600_000) - 60_000;
      const device = weighted(DEVICES);
      const country = weighted(COUNTRIES[siteIndex % COUNTRIES.length]!);
      // The landing: a tracking link for four new visitors in ten, a third of them without their campaign.
      let page = `https://${site.domain}${pick(PATHS)}`;
      let referrer: string | null = pick(ORGANIC);
      if (sources.length && !returning && rand() < 0.4) {
        const channel = sources[Math.min(sources.length - 1, Math.floor(rand() ** 0.8 * sources.length))]!;
        const own = campaignRows.filter((c) => c.channelId === channel.id);
        const campaign = own.length && rand() < 0.67 ? pick(own) : null;
        page = trackingLink(site.domain, pick(PATHS), channel as never, campaign);
        referrer = channel.utmMedium === 'email' ? null : `https://${channel.utmSource}.example.net/`;
      }
      const pages = 1 + Math.floor(rand() ** 2 * 5);
      const events = bySite.get(site.id)!;
      for (let p = 0; p < pages; p++) {
        events.push({
          eventId: `demo-${site.id}-${events.length}`,
          kind: 'page_view',
          occurredAt: new Date(Math.min(at + p * 47_000, now.getTime())).toISOString(),
          visitorId: visitor,
          page: p === 0 ? page : `https://${site.domain}${pick(PATHS)}`,
          referrer: p === 0 ? referrer : page,
          device,
          country,
          userAgent: AGENTS[device],
        });
      }
      // A new visitor signs up now and then, as one of the site's customers.
      const pool = unsigned.get(site.id)!;
      if (!returning && pool.length && rand() < 0.05) {
        signUps++;
        events.push({
          eventId: `demo-${site.id}-${events.length}`,
          kind: 'sign_up',
          occurredAt: new Date(Math.min(at + pages * 47_000, now.getTime())).toISOString(),
          visitorId: visitor,
          page: `https://${site.domain}/join`,
          device,
          country,
          userId: pool.shift(),
        });
      }
      // And a crawler, which the intake drops.
      if (rand() < 0.03) events.push({ eventId: `demo-${site.id}-${events.length}`, kind: 'page_view', occurredAt: new Date(at).toISOString(), visitorId: 'crawler', page, device: 'other', userAgent: CRAWLER });
    }
  }

  let total = 0;
  let accepted = 0;
  let bots = 0;
  for (const [siteId, events] of bySite) {
    events.sort((a, b) => (a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : 0));
    for (let i = 0; i < events.length; i += MAX_BATCH) {
      const result = await ingestBatch(db, siteId, { events: events.slice(i, i + MAX_BATCH) }, { now, retentionMonths: options.retentionMonths ?? 25 });
      accepted += result.accepted;
      bots += result.bots;
    }
    total += events.length;
  }
  return { events: total, accepted, signUps, bots, seconds: (Date.now() - startedAt) / 1000 };
};
