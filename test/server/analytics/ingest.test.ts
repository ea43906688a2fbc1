/**
 * The visit events' intake as a site's server calls it: keyed, limited, validated whole (one bad
 * event refuses the batch and names it), robots dropped, repeats counted once, and each stored
 * event carrying the visitor's first touch within the window.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { createCampaign, createChannel } from '../marketing/helpers.ts';
import { eventsOf, pageView, rowsOf, sendEvents, visitDaysOf, visitorOf } from './visitHelpers.ts';

let t: TTestApp;
let token: string;
let address = 0;
const fresh = () => `198.51.100.${++address % 250}`;
const site = () => siteWithKey(t, token);
const count = async (siteId: number) => (await eventsOf(t.db, siteId)).length;

beforeAll(async () => {
  t = await buildTestApp({ config: { eventsPerIp: 6, eventsPerKey: 40 } });
  token = await t.login();
});
afterAll(() => t.close());

describe('POST /api/v1/public/events', () => {
  it('stores a batch and answers 202 with what it accepted; each event on its business day', async () => {
    const { key, id } = await site();
    const events = [pageView({ occurred_at: '2026-01-05T10:00:00Z' }), pageView({ kind: 'page_view', device: 'mobile', country: 'us', referrer: 'https://search.example.org/?q=x' })];
    const res = await sendEvents(t, key, events, fresh());
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ accepted: 2, duplicates: 0, bots: 0 });
    const stored = await eventsOf(t.db, id);
    expect(stored.map((e) => e.event_id).sort()).toEqual(events.map((e) => e.event_id).sort());
    expect(stored[0]).toMatchObject({ day: '2026-01-05', channel_id: null, device: 'desktop' });
    const [row] = await rowsOf(t.db, sql`select country from visit_events where event_id = ${events[1]!.event_id}`);
    expect(row).toEqual({ country: 'US' });
  });

  it('answers 401 without a key or with a wrong one, and stores nothing', async () => {
    const { id } = await site();
    expect((await sendEvents(t, undefined, [pageView()], fresh())).statusCode).toBe(401);
    const wrong = await sendEvents(t, 'srk_not-a-key', [pageView()], fresh());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('A valid site key is required in the X-Site-Key header.');
    const withToken = await t.app.inject({ method: 'POST', url: '/api/v1/public/events', payload: { events: [pageView()] }, remoteAddress: fresh(), headers: { authorization: `Bearer ${token}` } });
    expect(withToken.statusCode).toBe(401);
    expect(await count(id)).toBe(0);
  });

  const now = Date.now();
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no event id', { event_id: undefined }, 'event_id', 'Required'],
    ['an event id with spaces', { event_id: 'a b' }, 'event_id', 'Must be 1 to 64 letters, digits or - _ . :'],
    ['an event id of 65 characters', { event_id: 'e'.repeat(65) }, 'event_id', 'Must be 64 characters or less'],
    ['an unknown kind', { kind: 'click' }, 'kind', 'Must be one of the listed values'],
    ['a date without its offset', { occurred_at: '2026-01-05T10:00:00' }, 'occurred_at', 'Must be a date and time'],
    ['a date that is no date', { occurred_at: 'yesterday' }, 'occurred_at', 'Must be a date and time'],
    ['a date 6 minutes ahead', { occurred_at: new Date(now + 6 * 60_000).toISOString() }, 'occurred_at', 'Must not be more than 5 minutes ahead of the server clock'],
    ['a date older than the retention', { occurred_at: new Date(now - 27 * 31 * 86_400_000).toISOString() }, 'occurred_at', 'Is older than the events kept (ANALYTICS_RETENTION_MONTHS)'],
    ['no visitor', { visitor_id: undefined }, 'visitor_id', 'Required'],
    ['a visitor id as a number', { visitor_id: 12 }, 'visitor_id', 'Must be text'],
    ['a page that is not a URL', { page: '/videos' }, 'page', 'Must be an http(s) address'],
    ['a javascript: page', { page: 'javascript:alert(1)' }, 'page', 'Must be an http(s) address'],
    ['a page too long', { page: `https://www.example.com/${'a'.repeat(2048)}` }, 'page', 'Must be 2048 characters or less'],
    ['a page whose UTM value is too long', { page: `https://www.example.com/?utm_source=${'a'.repeat(201)}` }, 'page', 'Must be 200 characters or less'],
    ['a referrer that is not a URL', { referrer: 'search' }, 'referrer', 'Must be an http(s) address'],
    ['a UTM value too long', { utm_source: 's'.repeat(201) }, 'utm_source', 'Must be 200 characters or less'],
    ['an unknown device', { device: 'watch' }, 'device', 'Must be one of the listed values'],
    ['a country of three letters', { country: 'TWN' }, 'country', 'Must be an ISO 3166 two-letter country code, such as TW'],
    ['an unassigned country', { country: 'QQ' }, 'country', 'Must be an ISO 3166 two-letter country code, such as TW'],
    ['"unknown region"', { country: 'ZZ' }, 'country', 'Must be an ISO 3166 two-letter country code, such as TW'],
    ['a customer on a page view', { user_id: 5 }, 'user_id', 'Only a sign-up names a customer'],
    ['a sign-up without its customer', { kind: 'sign_up' }, 'user_id', 'Required'],
    ['a customer id that is no id', { kind: 'sign_up', user_id: -3 }, 'user_id', 'Must be at least 1'],
    ['a customer id past any id', { kind: 'sign_up', user_id: 2 ** 40 }, 'user_id', 'Must be 2147483647 or less'],
    ['a customer id with a fraction', { kind: 'sign_up', user_id: 1.5 }, 'user_id', 'Must be a whole number'],
    ['an unknown field', { colour: 'red' }, 'colour', 'Unknown field'],
  ];
  it.each(cases)('refuses a batch with %s: 422 naming the event and its field, nothing stored', async (_, values, field, message) => {
    const { key, id } = await site();
    const res = await sendEvents(t, key, [pageView(), pageView(), pageView(values)], fresh());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ [`events.2.${field}`]: [message] });
    expect(await count(id)).toBe(0);
  });

  it('refuses an empty batch, a batch of 501, events that are not a list, and a body that is not an object', async () => {
    const { key, id } = await site();
    expect((await sendEvents(t, key, [], fresh())).json().errors).toEqual({ events: ['Required'] });
    const tooMany = await sendEvents(t, key, Array.from({ length: 501 }, () => pageView()), fresh());
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ events: ['At most 500 items'] });
    expect((await sendEvents(t, key, { events: 'many' }, fresh())).json().errors).toEqual({ events: ['Must be a list of events'] });
    const array = await t.app.inject({ method: 'POST', url: '/api/v1/public/events', payload: '[1]', remoteAddress: fresh(), headers: { 'x-site-key': key, 'content-type': 'application/json' } });
    expect(array.statusCode).toBe(422);
    const broken = await t.app.inject({ method: 'POST', url: '/api/v1/public/events', payload: '{"events":[', remoteAddress: fresh(), headers: { 'x-site-key': key, 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(await count(id)).toBe(0);
  });

  it('refuses a body over a megabyte with 413', async () => {
    const { key } = await site();
    const res = await sendEvents(t, key, Array.from({ length: 500 }, () => pageView({ page: `https://www.example.com/${'p'.repeat(2000)}` })), fresh());
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request is too large.');
  });

  it('names every bad event of a batch at once', async () => {
    const { key } = await site();
    const res = await sendEvents(t, key, [pageView({ device: 'tv' }), pageView(), pageView({ occurred_at: new Date(Date.now() + 3_600_000).toISOString() })], fresh());
    expect(res.json().errors).toMatchObject({ 'events.0.device': ['Must be one of the listed values'] });
    const later = await sendEvents(t, key, [pageView(), pageView({ occurred_at: new Date(Date.now() + 3_600_000).toISOString() }), pageView({ occurred_at: new Date(Date.now() + 7_200_000).toISOString() })], fresh());
    expect(later.json().errors).toEqual({ 'events.1.occurred_at': [expect.any(String)], 'events.2.occurred_at': [expect.any(String)] });
  });

  it('counts an event sent again as a duplicate, in the same batch or later, whatever its date', async () => {
    const { key, id } = await site();
    const a = pageView();
    const b = pageView();
    expect((await sendEvents(t, key, [a, b, a], fresh())).json()).toEqual({ accepted: 2, duplicates: 1, bots: 0 });
    expect((await sendEvents(t, key, [a, b, pageView()], fresh())).json()).toEqual({ accepted: 1, duplicates: 2, bots: 0 });
    expect((await sendEvents(t, key, [{ ...a, occurred_at: '2026-01-01T00:00:00Z' }], fresh())).json()).toEqual({ accepted: 0, duplicates: 1, bots: 0 });
    expect(await count(id)).toBe(3);
    // The same event id at another site is that site's own.
    expect((await sendEvents(t, (await site()).key, [a], fresh())).json()).toEqual({ accepted: 1, duplicates: 0, bots: 0 });
    const [rollup] = await visitDaysOf(t.db, id);
    expect(rollup).toMatchObject({ page_views: 3, visitors: 3 });
  });

  it('drops robots by their user agent (and an empty one), counting them; an event without one is a person', async () => {
    const { key, id } = await site();
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
      'AhrefsBot/7.0; +http://ahrefs.com/robot/',
      '   ',
    ];
    const person = pageView({ user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36' });
    const res = await sendEvents(t, key, [...agents.map((agent) => pageView({ user_agent: agent })), person, pageView()], fresh());
    expect(res.json()).toEqual({ accepted: 2, duplicates: 0, bots: agents.length });
    expect((await eventsOf(t.db, id)).map((e) => e.event_id).sort()).toContain(person.event_id);
    expect((await rowsOf(t.db, sql`select count(*)::int as n from analytics_visitors where site_id = ${id}`))[0]).toEqual({ n: 2 });
  });

  it('limits each address (wrong keys counted too) and each key, with 429 and Retry-After', async () => {
    const { key } = await site();
    const ip = fresh();
    for (let i = 0; i < 5; i++) expect((await sendEvents(t, 'srk_guess', [pageView()], ip)).statusCode).toBe(401);
    expect((await sendEvents(t, key, [pageView()], ip)).statusCode).toBe(202);
    const limited = await sendEvents(t, key, [pageView()], ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await site();
    const answers = [];
    for (let i = 0; i < 41; i++) answers.push((await sendEvents(t, other.key, [pageView()], `192.0.2.${i}`)).statusCode);
    expect(answers.slice(0, 40).every((status) => status === 202)).toBe(true);
    expect(answers[40]).toBe(429);
  });

  it('cuts business days at midnight in the site’s time zone', async () => {
    const { key, id } = await site();
    expect((await t.call(token, { method: 'PUT', url: `${API}/sites/${id}`, payload: { timezone: 'Asia/Taipei' } })).statusCode).toBeLessThan(300);
    const late = pageView({ occurred_at: '2026-03-01T15:30:00Z', visitor_id: 'tz-1' }); // 23:30 in Taipei on the 1st
    const next = pageView({ occurred_at: '2026-03-01T16:30:00Z', visitor_id: 'tz-1' }); // 00:30 on the 2nd there
    expect((await sendEvents(t, key, [late, next], fresh())).statusCode).toBe(202);
    expect((await eventsOf(t.db, id)).map((e) => e.day)).toEqual(['2026-03-01', '2026-03-02']);
    expect((await visitDaysOf(t.db, id)).map((r) => [r.day, r.visitors, r.returning_visitors])).toEqual([
      ['2026-03-01', 1, 0],
      ['2026-03-02', 1, 1],
    ]);
  });
});

describe('attribution of visits', () => {
  let siteKey: string;
  let siteId: number;
  let channel: { id: number; utm_source: string };
  let campaign: { id: number; utm_campaign: string };
  let other: { id: number; utm_source: string };
  beforeAll(async () => {
    ({ key: siteKey, id: siteId } = await site());
    channel = (await createChannel(t, token, { utm_medium: 'email', type: 'email' })) as never;
    campaign = (await createCampaign(t, token, channel.id, { utm_campaign: `fall${Date.now().toString(36)}` })) as never;
    other = (await createChannel(t, token, { utm_medium: 'cpc' })) as never;
  });
  const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, 1 + day, hour)).toISOString();
  const landing = (source: string, medium: string, extra = '') => `https://www.example.com/watch?utm_source=${source}&utm_medium=${medium}${extra}`;
  const post = async (events: unknown[]) => {
    const res = await sendEvents(t, siteKey, events, fresh());
    expect(res.statusCode, res.body).toBe(202);
    return res.json();
  };

  it('keeps the first touch for 30 days; a later touch replaces it only after; an unattributed visit never erases it', async () => {
    const v = `first-${Date.now()}`;
    await post([pageView({ visitor_id: v, occurred_at: at(0), page: 'https://www.example.com/' })]);
    expect(await visitorOf(t.db, siteId, v)).toMatchObject({ channel_id: null, touched_at: null });
    await post([pageView({ visitor_id: v, occurred_at: at(1), page: landing(channel.utm_source, 'email', `&utm_campaign=${campaign.utm_campaign}`) })]);
    expect(await visitorOf(t.db, siteId, v)).toMatchObject({ channel_id: channel.id, campaign_id: campaign.id });
    // Within the window, another channel's link changes nothing; neither does a visit without one.
    await post([pageView({ visitor_id: v, occurred_at: at(20), page: landing(other.utm_source, 'cpc') }), pageView({ visitor_id: v, occurred_at: at(25), page: 'https://www.example.com/' })]);
    expect(await visitorOf(t.db, siteId, v)).toMatchObject({ channel_id: channel.id, campaign_id: campaign.id });
    // 31 days after the first touch, the other channel takes over; a visit without a link after it keeps it.
    await post([pageView({ visitor_id: v, occurred_at: at(32), page: landing(other.utm_source, 'cpc') })]);
    expect(await visitorOf(t.db, siteId, v)).toMatchObject({ channel_id: other.id, campaign_id: null });
    await post([pageView({ visitor_id: v, occurred_at: at(40), page: 'https://www.example.com/?utm_medium=cpc' })]);
    expect(await visitorOf(t.db, siteId, v)).toMatchObject({ channel_id: other.id, campaign_id: null, touched_at: at(32) });
    const stored = (await eventsOf(t.db, siteId)).filter((e) => e.visitor_id === v);
    expect(stored.map((e) => [e.day, e.channel_id])).toEqual([
      ['2026-01-01', null],
      ['2026-01-02', channel.id],
      ['2026-01-21', channel.id],
      ['2026-01-26', channel.id],
      ['2026-02-02', other.id],
      ['2026-02-10', other.id],
    ]);
  });

  it('reads the link in any case, without utm_term, with extra parameters, or from the UTM fields sent beside the page', async () => {
    const upper = `upper-${Date.now()}`;
    await post([pageView({ visitor_id: upper, page: `https://www.example.com/?UTM_SOURCE=${channel.utm_source.toUpperCase()}&Utm_Medium=EMAIL&utm_campaign=${campaign.utm_campaign.toUpperCase()}&fbclid=abc&ref=home` })]);
    expect(await visitorOf(t.db, siteId, upper)).toMatchObject({ channel_id: channel.id, campaign_id: campaign.id });
    const fields = `fields-${Date.now()}`;
    await post([pageView({ visitor_id: fields, page: 'https://www.example.com/app', utm_source: channel.utm_source, utm_medium: 'Email' })]);
    expect(await visitorOf(t.db, siteId, fields)).toMatchObject({ channel_id: channel.id, campaign_id: null });
    const unknownCampaign = `camp-${Date.now()}`;
    await post([pageView({ visitor_id: unknownCampaign, page: landing(channel.utm_source, 'email', '&utm_campaign=nothing&utm_term=') })]);
    expect(await visitorOf(t.db, siteId, unknownCampaign)).toMatchObject({ channel_id: channel.id, campaign_id: null });
    const noMedium = `nomed-${Date.now()}`;
    await post([pageView({ visitor_id: noMedium, page: `https://www.example.com/?utm_source=${channel.utm_source}` })]);
    expect(await visitorOf(t.db, siteId, noMedium)).toMatchObject({ channel_id: null });
  });

  it('folds touches by when they happened, whatever order they arrive in', async () => {
    const v = `late-${Date.now()}`;
    // The later touch arrives first; then the earlier one, 10 days before: the earlier holds.
    await post([pageView({ visitor_id: v, occurred_at: at(110), page: landing(other.utm_source, 'cpc') })]);
    await post([pageView({ visitor_id: v, occurred_at: at(100), page: landing(channel.utm_source, 'email') }), pageView({ visitor_id: v, occurred_at: at(105) })]);
    expect(await visitorOf(t.db, siteId, v)).toMatchObject({ channel_id: channel.id });
    const stored = (await eventsOf(t.db, siteId)).filter((e) => e.visitor_id === v);
    // Each event keeps the attribution it was stored with: the one known at its moment.
    expect(stored.map((e) => e.channel_id)).toEqual([channel.id, channel.id, other.id]);
  });

  it('gives a sign-up’s customer the visitor’s channel and campaign, only when they have none, and only a customer of the site', async () => {
    const v = `signup-${Date.now()}`;
    const customer = async (siteOf: number) => {
      const name = `c${Math.random().toString(36).slice(2, 8)}`;
      const res = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site: siteOf, username: name, email: `${name}@example.com` } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const user = await customer(siteId);
    await post([
      pageView({ visitor_id: v, occurred_at: at(200), page: landing(channel.utm_source, 'email', `&utm_campaign=${campaign.utm_campaign}`) }),
      pageView({ visitor_id: v, kind: 'sign_up', occurred_at: at(200, 13), user_id: user }),
    ]);
    expect((await t.call(token, { url: `${API}/users/${user}` })).json()).toMatchObject({ channel: channel.id, campaign: campaign.id });
    expect(await visitorOf(t.db, siteId, v)).toMatchObject({ user_id: user });
    // Already attributed: a second sign-up of the customer through another channel changes nothing.
    await post([pageView({ visitor_id: `${v}-b`, kind: 'sign_up', occurred_at: at(201), user_id: user, page: landing(other.utm_source, 'cpc') })]);
    expect((await t.call(token, { url: `${API}/users/${user}` })).json()).toMatchObject({ channel: channel.id, campaign: campaign.id });
    // A customer of another site, or none: 422 on that event, nothing stored.
    const stranger = await customer((await site()).id);
    const before = (await eventsOf(t.db, siteId)).length;
    const res = await sendEvents(t, siteKey, [pageView(), pageView({ kind: 'sign_up', user_id: stranger }), pageView({ kind: 'sign_up', user_id: 99_999_999 })], fresh());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'events.1.user_id': ['Must be an existing record'], 'events.2.user_id': ['Must be an existing record'] });
    expect((await eventsOf(t.db, siteId)).length).toBe(before);
  });

  it('counts visitors once a day per channel, campaign and device, returning ones apart, with the page views', async () => {
    const { key, id } = await site();
    const send = async (events: unknown[]) => expect((await sendEvents(t, key, events, fresh())).statusCode).toBe(202);
    const ad = landing(other.utm_source, 'cpc');
    await send([
      pageView({ visitor_id: 'a', occurred_at: at(300, 8), page: ad }),
      pageView({ visitor_id: 'a', occurred_at: at(300, 9) }),
      pageView({ visitor_id: 'b', occurred_at: at(300, 9) }),
      pageView({ visitor_id: 'b', occurred_at: at(300, 10), device: 'mobile' }),
    ]);
    await send([pageView({ visitor_id: 'a', occurred_at: at(301, 8) })]);
    expect((await visitDaysOf(t.db, id)).map((r) => [r.day, r.channel_id, r.device, r.visitors, r.returning_visitors, r.page_views])).toEqual([
      ['2026-10-28', 0, 'desktop', 1, 0, 1],
      ['2026-10-28', 0, 'mobile', 1, 0, 1],
      ['2026-10-28', other.id, 'desktop', 1, 0, 2],
      ['2026-10-29', other.id, 'desktop', 1, 1, 1],
    ]);
    expect((await rowsOf(t.db, sql`select day::text as day, visitor_id from analytics_visitor_days where site_id = ${id} order by day, visitor_id`)).map((r) => Object.values(r).join(' '))).toEqual([
      '2026-10-28 a',
      '2026-10-28 b',
      '2026-10-29 a',
    ]);
  });
});
