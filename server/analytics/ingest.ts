/**
 * The intake of visit events (docs/analytics-ingestion.md): a site's batch is validated whole (a
 * bad event refuses the batch, 422 naming the event and the field, nothing written), robots are
 * dropped, events already received are counted as duplicates, and the rest are stored with the
 * visitor's attribution at their moment — in the same transaction as the visit rollups
 * (analytics_visitors, analytics_visitor_days, analytics_visit_days) and the sign-up's customer.
 *
 * Attribution: the marketing rule (`attribute`, resources/channels/attribution.ts) names the
 * channel and campaign of each event's UTM values, its own or its page's. A visitor's first such
 * touch holds for ATTRIBUTION_WINDOW_DAYS: a later touch replaces it only once the window has
 * passed since the touch it replaces; a visit without a touch never erases it. Touches are folded
 * in the order they happened, whatever the order they arrive in (foldTouches).
 *
 * Rollups, per business day of the site (sites.timezone) and key (channel, campaign, device; 0
 * where none): visitors = the visitors with an event under that key that day, each once;
 * returningVisitors = those of them first seen before that day; pageViews = the page views.
 * Batches of one site are taken one after the other (an advisory lock per site), so that a
 * visitor's state is read and written by one batch at a time; each table takes one statement.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { channels } from '../../resources/channels/schema.ts';
import { attributionsOf } from '../../resources/channels/attribution.server.ts';
import { readUtm, utmParam, type TUtmValues } from '../../resources/channels/attribution.ts';
import { UTM_FIELDS, UTM_MAX } from '../../resources/channels/schema.ts';
import { fieldErrors } from '../crud/intake.ts';
import type { TDb } from '../db/index.ts';
import { unprocessable } from '../lib/errors.ts';
import { serverResource } from '../registry.ts';
import { isBot } from './bots.ts';
import { DEVICE_CLASSES, VISIT_EVENT_KINDS } from './tables.ts';

/** The most events a batch may carry. */
export const MAX_BATCH = 500;
/** The largest body of a batch: 500 events of about a kilobyte each. */
export const BATCH_BODY_BYTES = 1024 * 1024;
/** How far ahead of the server's clock an event may be (the site's clock may run a little fast). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** How long a visitor's first touch holds before a later one may replace it. */
export const ATTRIBUTION_WINDOW_DAYS = 30;
const WINDOW_MS = ATTRIBUTION_WINDOW_DAYS * 86_400_000;

/** Letters, digits and `-_.:` — what a site's ids and anonymous visitor ids are made of. */
const ID = /^[A-Za-z0-9_.:-]+$/;

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Region codes that are not countries: unknown, and groups of countries. */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO', 'XA', 'XB']);
/** An assigned ISO 3166-1 alpha-2 code, in capitals. */
export const isCountry = (code: string): boolean => /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regions.of(code) !== undefined;

/** A message for a value of the wrong type, and `required` for a missing one. */
const typed = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : message) });

const httpUrl = (max: number) =>
  z
    .string(typed('validation.string'))
    .max(max, `validation.max_length|${max}`)
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'validation.page_url');

const utm = z.string(typed('validation.string')).trim().max(UTM_MAX, `validation.max_length|${UTM_MAX}`).nullish();

/** One event as a site sends it (snake_case on the wire, camelCase here). */
export const ZVisitEvent = z
  .strictObject({
    eventId: z.string(typed('validation.string')).min(1, 'validation.required').max(64, 'validation.max_length|64').regex(ID, 'validation.event_id'),
    kind: z.enum(VISIT_EVENT_KINDS, typed('validation.enum')),
    occurredAt: z.iso.datetime({ offset: true, ...typed('validation.datetime') }),
    visitorId: z.string(typed('validation.string')).min(1, 'validation.required').max(64, 'validation.max_length|64').regex(ID, 'validation.event_id'),
    page: httpUrl(2048),
    referrer: z.union([z.literal(''), httpUrl(2048)], 'validation.page_url').nullish(),
    utmSource: utm,
    utmMedium: utm,
    utmCampaign: utm,
    utmTerm: utm,
    utmContent: utm,
    utmId: utm,
    device: z.enum(DEVICE_CLASSES, typed('validation.enum')),
    country: z
      .string(typed('validation.string'))
      .transform((code) => code.toUpperCase())
      .refine(isCountry, 'validation.country')
      .nullish(),
    userAgent: z.string(typed('validation.string')).max(1024, 'validation.max_length|1024').nullish(),
    userId: z.number(typed('validation.integer')).int('validation.integer').positive('validation.min_value|1').max(2_147_483_647, 'validation.max_value|2147483647').nullish(),
  })
  .superRefine((event, context) => {
    if (event.kind === 'sign_up' && !event.userId) context.addIssue({ code: 'custom', path: ['userId'], message: 'validation.required' });
    if (event.kind !== 'sign_up' && event.userId) context.addIssue({ code: 'custom', path: ['userId'], message: 'validation.sign_up_only' });
  });

export const ZVisitBatch = z.strictObject({
  events: z.array(ZVisitEvent, typed('validation.events')).min(1, 'validation.required').max(MAX_BATCH, `validation.max_items|${MAX_BATCH}`),
});

export type TVisitEvent = z.infer<typeof ZVisitEvent>;
export type TIngestResult = { accepted: number; duplicates: number; bots: number };
export type TIngestOptions = {
  /** The server's clock (tests, the demo's past). */
  now?: Date;
  /** Events older than the first day of the month this many months back are refused (ANALYTICS_RETENTION_MONTHS). */
  retentionMonths: number;
};

/** The first instant kept under the retention: the first of the month, UTC, `months` before now's. */
export const retentionStart = (now: Date, months: number): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The business day (YYYY-MM-DD) of an instant in a time zone. */
export const businessDay = (at: Date | number, timeZone: string): string => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(at);
};

/** A touch: an event that the rule attributes to a channel. */
export type TTouch = { at: number; eventId: string; channelId: number; campaignId: number | null };

/**
 * The touches that set a visitor's attribution, in order: the first, then each that came once the
 * window of the one before had passed. The attribution at an instant is the last of them at or
 * before it; the visitor's attribution now is the last.
 */
export const foldTouches = (touches: readonly TTouch[]): TTouch[] => {
  const sorted = [...touches].sort((a, b) => a.at - b.at || (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0));
  const held: TTouch[] = [];
  for (const touch of sorted) {
    const last = held.at(-1);
    if (!last || touch.at >= last.at + WINDOW_MS) held.push(touch);
  }
  return held;
};

/** The attribution at an instant: the last held touch at or before it. */
const heldAt = (held: readonly TTouch[], at: number): TTouch | null => {
  let found: TTouch | null = null;
  for (const touch of held) {
    if (touch.at > at) break;
    found = touch;
  }
  return found;
};

/** The UTM values an event is attributed by: those it names, else its page's. */
export const utmOf = (event: Pick<TVisitEvent, 'page' | TUtmFieldName>): TUtmValues => {
  const named = new URLSearchParams();
  for (const field of UTM_FIELDS) {
    const value = event[field];
    if (value) named.set(utmParam(field), value);
  }
  return readUtm([...named.keys()].length ? named : event.page);
};
type TUtmFieldName = (typeof UTM_FIELDS)[number];

const asParams = (values: TUtmValues) => new URLSearchParams(UTM_FIELDS.filter((field) => values[field]).map((field) => [utmParam(field), values[field]!]));

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The channels table as the registry derives it. */
const channelTable = () => serverResource(channels).table;

/** The attributions of UTM values, by the one rule, in one read of the channels concerned. */
export const attributeAll = async (db: TDb, values: readonly TUtmValues[]) => attributionsOf(db, channelTable(), values.map(asParams));

/** Validates a batch as a site sent it (camelCase); 422 naming each bad event's index and field. */
export const parseBatch = (body: unknown, options: TIngestOptions): TVisitEvent[] => {
  const parsed = ZVisitBatch.safeParse(body ?? {});
  if (!parsed.success) throw unprocessable(fieldErrors(parsed.error));
  const now = (options.now ?? new Date()).getTime();
  const oldest = retentionStart(new Date(now), options.retentionMonths).getTime();
  const errors: Record<string, string[]> = {};
  parsed.data.events.forEach((event, index) => {
    const at = Date.parse(event.occurredAt);
    if (at > now + FUTURE_TOLERANCE_MS) errors[`events.${index}.occurred_at`] = ['validation.event_in_future'];
    else if (at < oldest) errors[`events.${index}.occurred_at`] = ['validation.event_too_old'];
    const values = utmOf(event);
    // A page's UTM value longer than a stored one is refused as the page's.
    if (UTM_FIELDS.some((field) => (values[field]?.length ?? 0) > UTM_MAX)) errors[`events.${index}.page`] = [`validation.max_length|${UTM_MAX}`];
  });
  if (Object.keys(errors).length) throw unprocessable(errors);
  return parsed.data.events;
};

type TStoredEvent = {
  index: number;
  event: TVisitEvent;
  at: number;
  day: string;
  utm: TUtmValues;
  own: TTouch | null;
  held: TTouch | null;
};

type TVisitorState = { visitor_id: string; first_seen_at: string | Date; touched_at: string | Date | null; channel_id: number | null; campaign_id: number | null; user_id: number | null };
type THistoryRow = { visitor_id: string; event_id: string; occurred_at: string | Date; kind: string; user_id: number | null } & Record<`utm_${string}`, string | null>;

const time = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));
const json = (value: unknown) => JSON.stringify(value);
const keyOf = (visitor: string, day: string, channel: number, campaign: number, device: string) => `${visitor}\u0000${day}\u0000${channel}\u0000${campaign}\u0000${device}`;

/**
 * Writes validated events of a site in the caller's transaction; the counts of the answer. Throws
 * 422 (writing nothing, the caller's transaction rolls back) when a sign-up names a customer of
 * another site or none.
 */
export const writeEvents = async (tx: TDb, siteId: number, events: readonly TVisitEvent[]): Promise<TIngestResult> => {
  // One batch of a site at a time: the visitors' states below are read and written by this one.
  const [site] = rowsOf<{ timezone: string }>(
    await tx.execute(sql`select timezone, pg_advisory_xact_lock(hashtext('showrunner'), hashtext(${`visits:${siteId}`})) is null as locked from sites where id = ${siteId}`),
  );
  if (!site) throw unprocessable({ site: ['validation.reference'] });
  const timeZone = site.timezone || 'UTC';

  let bots = 0;
  let duplicates = 0;
  const people: { index: number; event: TVisitEvent }[] = [];
  events.forEach((event, index) => (isBot(event.userAgent) ? bots++ : people.push({ index, event })));

  // Sign-ups name customers of this site.
  const userIds = [...new Set(people.flatMap(({ event }) => (event.userId ? [event.userId] : [])))];
  if (userIds.length) {
    const found = new Set(
      rowsOf<{ id: number }>(await tx.execute(sql`select id from users where site = ${siteId} and id in (select value::int from json_array_elements_text(${json(userIds)}::json))`)).map((row) => Number(row.id)),
    );
    const errors: Record<string, string[]> = {};
    for (const { index, event } of people) if (event.userId && !found.has(event.userId)) errors[`events.${index}.user_id`] = ['validation.reference'];
    if (Object.keys(errors).length) throw unprocessable(errors);
  }

  // The same event id again, in this batch or before, is a duplicate.
  const seen = new Set<string>();
  const fresh: { index: number; event: TVisitEvent }[] = [];
  for (const item of people) {
    if (seen.has(item.event.eventId)) duplicates++;
    else {
      seen.add(item.event.eventId);
      fresh.push(item);
    }
  }
  if (fresh.length) {
    const stored = new Set(
      rowsOf<{ event_id: string }>(
        await tx.execute(sql`select event_id from visit_events where site_id = ${siteId} and event_id in (select json_array_elements_text(${json(fresh.map(({ event }) => event.eventId))}::json))`),
      ).map((row) => row.event_id),
    );
    for (let i = fresh.length - 1; i >= 0; i--) {
      if (!stored.has(fresh[i]!.event.eventId)) continue;
      fresh.splice(i, 1);
      duplicates++;
    }
  }
  if (!fresh.length) return { accepted: 0, duplicates, bots };

  const stored: TStoredEvent[] = fresh.map(({ index, event }) => {
    const at = Date.parse(event.occurredAt);
    return { index, event, at, day: businessDay(at, timeZone), utm: utmOf(event), own: null, held: null };
  });
  const visitorIds = [...new Set(stored.map((e) => e.event.visitorId))];
  const states = new Map(
    rowsOf<TVisitorState>(
      await tx.execute(sql`select visitor_id, first_seen_at, touched_at, channel_id, campaign_id, user_id from analytics_visitors
        where site_id = ${siteId} and visitor_id in (select json_array_elements_text(${json(visitorIds)}::json))`),
    ).map((row) => [row.visitor_id, row]),
  );

  // Visitors whose attribution or customer this batch may change, or whose events came before their touch: their history is read.
  const needHistory = new Set<string>();
  for (const e of stored) {
    const state = states.get(e.event.visitorId);
    if (e.utm.utmSource || e.event.kind === 'sign_up' || (state?.touched_at && e.at < time(state.touched_at))) needHistory.add(e.event.visitorId);
  }
  const history = needHistory.size
    ? rowsOf<THistoryRow>(
        await tx.execute(sql`select visitor_id, event_id, occurred_at, kind, user_id, utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id
          from visit_events where site_id = ${siteId} and visitor_id in (select json_array_elements_text(${json([...needHistory])}::json))
          and (utm_source is not null or kind = 'sign_up')`),
      )
    : [];
  const historyUtm = history.map((row): TUtmValues => Object.fromEntries(UTM_FIELDS.map((field) => [field, row[utmParam(field) as `utm_${string}`] ?? undefined])));
  const attributions = await attributeAll(tx, [...stored.map((e) => e.utm), ...historyUtm]);
  stored.forEach((e, i) => {
    const found = attributions[i];
    e.own = found ? { at: e.at, eventId: e.event.eventId, channelId: found.channelId, campaignId: found.campaignId } : null;
  });

  type TVisitorOut = { visitorId: string; firstSeenAt: number; touch: TTouch | null; userId: number | null; oldFirstDay: string | null };
  const out = new Map<string, TVisitorOut>();
  const touchesOf = new Map<string, TTouch[]>();
  const signUpsOf = new Map<string, { at: number; eventId: string; userId: number }[]>();
  history.forEach((row, i) => {
    const found = attributions[stored.length + i];
    const at = time(row.occurred_at);
    if (found) (touchesOf.get(row.visitor_id) ?? touchesOf.set(row.visitor_id, []).get(row.visitor_id)!).push({ at, eventId: row.event_id, channelId: found.channelId, campaignId: found.campaignId });
    if (row.kind === 'sign_up' && row.user_id) (signUpsOf.get(row.visitor_id) ?? signUpsOf.set(row.visitor_id, []).get(row.visitor_id)!).push({ at, eventId: row.event_id, userId: Number(row.user_id) });
  });
  for (const e of stored) {
    const v = e.event.visitorId;
    if (e.own) (touchesOf.get(v) ?? touchesOf.set(v, []).get(v)!).push(e.own);
    if (e.event.kind === 'sign_up') (signUpsOf.get(v) ?? signUpsOf.set(v, []).get(v)!).push({ at: e.at, eventId: e.event.eventId, userId: e.event.userId! });
  }
  const heldOf = new Map<string, TTouch[]>();
  for (const v of needHistory) heldOf.set(v, foldTouches(touchesOf.get(v) ?? []));
  for (const e of stored) {
    const v = e.event.visitorId;
    const state = states.get(v);
    const held = heldOf.get(v);
    if (held) e.held = heldAt(held, e.at);
    else if (state?.touched_at && state.channel_id) e.held = { at: time(state.touched_at), eventId: '', channelId: Number(state.channel_id), campaignId: state.campaign_id === null ? null : Number(state.campaign_id) };
    let visitor = out.get(v);
    if (!visitor) {
      const last = held ? (held.at(-1) ?? null) : state?.touched_at && state.channel_id ? e.held : null;
      const signUps = signUpsOf.get(v);
      const first = signUps?.sort((a, b) => a.at - b.at || (a.eventId < b.eventId ? -1 : 1))[0];
      visitor = {
        visitorId: v,
        firstSeenAt: state ? time(state.first_seen_at) : e.at,
        touch: last,
        userId: first?.userId ?? (state?.user_id ? Number(state.user_id) : null),
        oldFirstDay: state ? businessDay(time(state.first_seen_at), timeZone) : null,
      };
      out.set(v, visitor);
    }
    visitor.firstSeenAt = Math.min(visitor.firstSeenAt, e.at);
  }

  // Who was already counted under which key on the days concerned (and on the day they were first seen, should that day now count them as returning).
  const pairs = new Map<string, { v: string; d: string }>();
  for (const e of stored) pairs.set(`${e.event.visitorId}\u0000${e.day}`, { v: e.event.visitorId, d: e.day });
  const flipped = new Map<string, { v: string; d: string }>();
  for (const visitor of out.values()) {
    const newDay = businessDay(visitor.firstSeenAt, timeZone);
    if (visitor.oldFirstDay && newDay < visitor.oldFirstDay) {
      const pair = { v: visitor.visitorId, d: visitor.oldFirstDay };
      flipped.set(`${pair.v}\u0000${pair.d}`, pair);
      pairs.set(`${pair.v}\u0000${pair.d}`, pair);
    }
  }
  // The instants those days can hold in any time zone (±14 h), so that only their months' partitions are read.
  const pairDays = [...pairs.values()].map((p) => Date.parse(`${p.d}T00:00:00Z`));
  const span = { from: new Date(Math.min(...pairDays) - 2 * 86_400_000).toISOString(), to: new Date(Math.max(...pairDays) + 3 * 86_400_000).toISOString() };
  const counted = rowsOf<{ visitor_id: string; day: string; channel_id: number; campaign_id: number; device: string }>(
    await tx.execute(sql`select distinct e.visitor_id, e.day::text as day, coalesce(e.channel_id, 0) as channel_id, coalesce(e.campaign_id, 0) as campaign_id, e.device
      from visit_events e join json_to_recordset(${json([...pairs.values()])}::json) as p(v text, d date) on e.visitor_id = p.v and e.day = p.d
      where e.site_id = ${siteId} and e.occurred_at >= ${span.from}::timestamptz and e.occurred_at < ${span.to}::timestamptz`),
  );
  const already = new Set(counted.map((row) => keyOf(row.visitor_id, row.day, Number(row.channel_id), Number(row.campaign_id), row.device)));

  type TDelta = { day: string; channel: number; campaign: number; device: string; visitors: number; back: number; views: number };
  const deltas = new Map<string, TDelta>();
  const delta = (day: string, channel: number, campaign: number, device: string) => {
    const key = `${day}\u0000${channel}\u0000${campaign}\u0000${device}`;
    let found = deltas.get(key);
    if (!found) deltas.set(key, (found = { day, channel, campaign, device, visitors: 0, back: 0, views: 0 }));
    return found;
  };
  for (const row of counted) {
    if (!flipped.has(`${row.visitor_id}\u0000${row.day}`)) continue;
    delta(row.day, Number(row.channel_id), Number(row.campaign_id), row.device).back++;
  }
  for (const e of stored) {
    const channel = e.held?.channelId ?? 0;
    const campaign = e.held?.campaignId ?? 0;
    const d = delta(e.day, channel, campaign, e.event.device);
    if (e.event.kind === 'page_view') d.views++;
    const key = keyOf(e.event.visitorId, e.day, channel, campaign, e.event.device);
    if (already.has(key)) continue;
    already.add(key);
    d.visitors++;
    if (businessDay(out.get(e.event.visitorId)!.firstSeenAt, timeZone) < e.day) d.back++;
  }

  await tx.execute(sql`insert into visit_events (occurred_at, site_id, event_id, kind, visitor_id, day, page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id, device, country, channel_id, campaign_id, user_id)
    select occurred_at, ${siteId}, event_id, kind, visitor_id, day, page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id, device, country, channel_id, campaign_id, user_id
    from json_to_recordset(${json(
      stored.map((e) => ({
        occurred_at: new Date(e.at).toISOString(),
        event_id: e.event.eventId,
        kind: e.event.kind,
        visitor_id: e.event.visitorId,
        day: e.day,
        page: e.event.page,
        referrer: e.event.referrer || null,
        utm_source: e.utm.utmSource ?? null,
        utm_medium: e.utm.utmMedium ?? null,
        utm_campaign: e.utm.utmCampaign ?? null,
        utm_term: e.utm.utmTerm ?? null,
        utm_content: e.utm.utmContent ?? null,
        utm_id: e.utm.utmId ?? null,
        device: e.event.device,
        country: e.event.country ?? null,
        channel_id: e.held?.channelId ?? null,
        campaign_id: e.held?.campaignId ?? null,
        user_id: e.event.userId ?? null,
      })),
    )}::json) as x(occurred_at timestamptz, event_id text, kind text, visitor_id text, day date, page text, referrer text, utm_source text, utm_medium text, utm_campaign text,
      utm_term text, utm_content text, utm_id text, device text, country text, channel_id int, campaign_id int, user_id int)`);

  await tx.execute(sql`insert into analytics_visitors (site_id, visitor_id, first_seen_at, touched_at, channel_id, campaign_id, user_id)
    select ${siteId}, visitor_id, first_seen_at, touched_at, channel_id, campaign_id, user_id
    from json_to_recordset(${json(
      [...out.values()].map((v) => ({
        visitor_id: v.visitorId,
        first_seen_at: new Date(v.firstSeenAt).toISOString(),
        touched_at: v.touch ? new Date(v.touch.at).toISOString() : null,
        channel_id: v.touch?.channelId ?? null,
        campaign_id: v.touch?.campaignId ?? null,
        user_id: v.userId,
      })),
    )}::json) as x(visitor_id text, first_seen_at timestamptz, touched_at timestamptz, channel_id int, campaign_id int, user_id int)
    on conflict (site_id, visitor_id) do update set first_seen_at = excluded.first_seen_at, touched_at = excluded.touched_at,
      channel_id = excluded.channel_id, campaign_id = excluded.campaign_id, user_id = excluded.user_id`);

  await tx.execute(sql`insert into analytics_visitor_days (site_id, day, visitor_id)
    select ${siteId}, d, v from json_to_recordset(${json([...pairs.values()])}::json) as x(v text, d date)
    on conflict do nothing`);

  await tx.execute(sql`insert into analytics_visit_days (site_id, day, channel_id, campaign_id, device, visitors, returning_visitors, page_views)
    select ${siteId}, day, channel, campaign, device, visitors, back, views
    from json_to_recordset(${json([...deltas.values()])}::json) as x(day date, channel int, campaign int, device text, visitors int, back int, views int)
    on conflict (site_id, day, channel_id, campaign_id, device) do update set
      visitors = analytics_visit_days.visitors + excluded.visitors,
      returning_visitors = analytics_visit_days.returning_visitors + excluded.returning_visitors,
      page_views = analytics_visit_days.page_views + excluded.page_views`);

  // A sign-up gives its customer the channel and campaign the visitor holds, unless they have one.
  const signedUp = new Map<number, { id: number; channel: number; campaign: number | null; at: number }>();
  for (const e of stored) {
    if (e.event.kind !== 'sign_up' || !e.held) continue;
    const known = signedUp.get(e.event.userId!);
    if (!known || e.at < known.at) signedUp.set(e.event.userId!, { id: e.event.userId!, channel: e.held.channelId, campaign: e.held.campaignId, at: e.at });
  }
  if (signedUp.size) {
    await tx.execute(sql`update users u set channel = x.channel, campaign = x.campaign
      from json_to_recordset(${json([...signedUp.values()])}::json) as x(id int, channel int, campaign int)
      where u.id = x.id and u.site = ${siteId} and u.channel is null and u.campaign is null`);
  }
  return { accepted: stored.length, duplicates, bots };
};

/** Validates and stores a batch as a site sends it, in one transaction: the route's and the demo's way in. */
export const ingestBatch = async (db: TDb, siteId: number, body: unknown, options: TIngestOptions): Promise<TIngestResult> => {
  const events = parseBatch(body, options);
  return db.transaction((tx) => writeEvents(tx as unknown as TDb, siteId, events));
};
