/**
 * The channel scope of every analytics call, generated from the registry's report declarations:
 * called as the admin of channel A, of channel B, and as an unrestricted admin with the same
 * permissions. A channel admin's answer (rows, totals, tiles, CSV) is exactly the unrestricted
 * admin's answer narrowed to their channel (so no row of another channel, nor of no channel,
 * reaches them); another channel named in the query is refused as unknown (422, its id not
 * confirmed); another channel's per-channel call answers 404. A new analytics declaration is
 * checked here without a line added.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../../resources/index.ts';
import { SIGNATURE_HEADER, signBody } from '../../../resources/orders/notification.server.ts';
import type { TReport } from '../../../resources/report.ts';
import { analyticsDays, analyticsVisitDays } from '../../../server/analytics/tables.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';
import { channelAdmin, customerOf } from '../marketing/helpers.ts';
import { RANGE, seedRollups, type TSeed } from './callsSeed.ts';

let t: TTestApp;
let token: string;
let s: TSeed;
let asA: string;
let asB: string;
let asAll: string;

const SECRET = 'calls-scope-Secret-for-tests-001';
const LIVE = ['dashboard_real_time_users', 'dashboard_real_time_revenues'];

const url = (path: string, id: number | undefined, query: Record<string, string | number>) =>
  `${API}${path.replace('{id}', String(id))}?${new URLSearchParams(Object.entries({ ...RANGE, ...query }).map(([k, v]) => [k, String(v)]))}`;
const get = (as: string, path: string, query: Record<string, string | number> = {}, id?: number) => t.call(as, { url: url(path, id, query) });

/** Every path of a report: its JSON call (unless it is a file only), its CSV, and the same per channel. */
const pathsOf = (report: TReport): { path: string; perChannel: boolean }[] => {
  const own = report.path.includes('{id}');
  const paths = [
    ...(report.csvOnly ? [] : [{ path: report.path, perChannel: own }]),
    ...(report.answer ? [] : [{ path: report.csv.path && !own ? report.csv.path : `${report.path}/exportCsv`, perChannel: own }]),
  ];
  if (report.perChannelPath) paths.push({ path: report.perChannelPath, perChannel: true }, { path: `${report.perChannelPath}/exportCsv`, perChannel: true });
  return paths;
};

/** An answer without the instant it was read at. */
const stable = (body: string) => body.replace(/"at":"[^"]+",?/, '');

/** A sale paid now through the processor's postback, in this channel. */
const paidSale = async (setting: number, plan: number, channelId: number, amount: number) => {
  const user = await customerOf(t, token, null);
  const body = JSON.stringify({
    kind: 'sale', transaction_id: `T${user.id}`, purchase_id: `P${user.id}`, occurred_at: new Date().toISOString(),
    plan_id: plan, user_id: user.id, amount, currency: 'USD', payment_method: 'visa', channel: channelId,
  });
  const res = await t.app.inject({
    method: 'POST', url: `/api/v1/providers/segpay/${setting}/postback`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, body) }, payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  s = await seedRollups(t, token);
  const groups = [...new Set(reports.map((r) => r.permissions[0]!))];
  asA = await (await channelAdmin(t, token, groups, [s.channelA])).token();
  asB = await (await channelAdmin(t, token, groups, [s.channelB])).token();
  asAll = await (await staffWith(t, groups)).token();
  // Today's figures (UTC: the site's zone) for both channels, and live visits and sales now.
  const today = new Date().toISOString().slice(0, 10);
  await t.db.insert(analyticsDays).values([
    { siteId: s.site, day: today, channelId: s.channelA, campaignId: 0, planId: s.plan, currency: 'USD', newSubscribers: 1, newRevenue: 100 },
    { siteId: s.site, day: today, channelId: s.channelB, campaignId: 0, planId: s.plan, currency: 'USD', newSubscribers: 2, newRevenue: 300 },
  ]);
  await t.db.insert(analyticsVisitDays).values([
    { siteId: s.site, day: today, channelId: s.channelA, campaignId: 0, device: 'desktop', visitors: 3, returningVisitors: 0, pageViews: 3 },
    { siteId: s.site, day: today, channelId: s.channelB, campaignId: 0, device: 'mobile', visitors: 5, returningVisitors: 1, pageViews: 9 },
  ]);
  const event = (visitor: string, channelId: number | null, secondsAgo: number) => sql`(${new Date(Date.now() - secondsAgo * 1000).toISOString()}::timestamptz, ${s.site}, ${`e-${visitor}-${secondsAgo}`}, 'page_view', ${visitor}, ${today}, 'desktop', ${channelId})`;
  await t.db.execute(sql`insert into visit_events (occurred_at, site_id, event_id, kind, visitor_id, day, device, channel_id) values
    ${sql.join([event('a1', s.channelA, 30), event('a1', s.channelA, 60), event('b1', s.channelB, 45), event('b2', s.channelB, 600), event('n1', null, 20)], sql`, `)}`);
  const setting = await t.call(token, { method: 'POST', url: `${API}/segpays`, payload: { name: 'Scope', site: s.site, merchant_id: 'M1', package_id: 'P1', currency: 'USD', postback_secret: SECRET } });
  expect(setting.statusCode, setting.body).toBe(201);
  await paidSale(setting.json().id, s.plan, s.channelA, 1999);
  await paidSale(setting.json().id, s.plan, s.channelB, 500);
});
afterAll(() => t.close());

describe.each(reports.map((report) => ({ name: report.name, report })))('$name, scoped by channel', ({ report }) => {
  it('answers a channel admin exactly the unrestricted answer narrowed to their channel', async () => {
    expect(report.scope).toBe('channel');
    for (const { path, perChannel } of pathsOf(report)) {
      const query = { site: s.site };
      const mine = await get(asA, path, query, s.channelA);
      expect(mine.statusCode, `${path} ${mine.body}`).toBe(200);
      if (LIVE.includes(report.name)) continue;
      const narrowed = await get(asAll, path, perChannel ? query : { ...query, channel: s.channelA }, s.channelA);
      expect(stable(mine.body), path).toBe(stable(narrowed.body));
      if (!perChannel) {
        const everything = await get(asAll, path, query);
        expect(stable(everything.body), `${path}: the data set holds other channels' figures`).not.toBe(stable(mine.body));
        const theirs = await get(asB, path, query);
        expect(stable(theirs.body), path).toBe(stable((await get(asAll, path, { ...query, channel: s.channelB })).body));
      }
      if (!path.endsWith('exportCsv')) {
        for (const row of (mine.json().rows ?? []) as { channel?: number }[]) if (row.channel !== undefined) expect(row.channel, path).toBe(s.channelA);
      }
    }
  });

  it('refuses another channel: 422 as a parameter, 404 as a per-channel path', async () => {
    for (const { path, perChannel } of pathsOf(report)) {
      if (perChannel) {
        const res = await get(asA, path, { site: s.site }, s.channelB);
        expect(res.statusCode, `${path} ${res.body}`).toBe(404);
        expect((await get(asB, path, { site: s.site }, s.channelB)).statusCode, path).toBe(200);
      } else if (report.standard?.includes('channel')) {
        const res = await get(asA, path, { site: s.site, channel: s.channelB });
        expect(res.statusCode, `${path} ${res.body}`).toBe(422);
        expect(res.json().errors.channel, path).toBeTruthy();
        // As for a channel that does not exist: the id is not confirmed.
        expect((await get(asA, path, { site: s.site, channel: 999999 })).body).toBe(res.body);
      }
    }
  });
});

describe('the live figures, read from raw rows', () => {
  it('count only the caller’s channels', async () => {
    const users = async (as: string) => (await get(as, '/dashboard/real-time-users', { site: s.site })).json();
    const all = await users(asAll);
    // a1 and n1 in the last 5 minutes, b1 too; b2 ten minutes ago.
    expect(all.active_visitors).toBe(3);
    expect(all.series).toHaveLength(30);
    expect(all.series.reduce((sum: number, p: { visitors: number }) => sum + p.visitors, 0)).toBeGreaterThanOrEqual(4);
    expect(all.today_visitors).toBe(8);
    const a = await users(asA);
    expect([a.active_visitors, a.today_visitors]).toEqual([1, 3]);
    const b = await users(asB);
    expect([b.active_visitors, b.today_visitors]).toEqual([1, 5]);
    const revenues = async (as: string) => (await get(as, '/dashboard/real-time-revenues', { site: s.site })).json();
    const everything = await revenues(asAll);
    expect([everything.today_revenue, everything.today_orders, everything.recent.length]).toEqual([2499, 2, 2]);
    expect(everything.series.reduce((sum: number, p: { revenue: number }) => sum + p.revenue, 0)).toBe(2499);
    const mine = await revenues(asA);
    expect([mine.today_revenue, mine.today_orders]).toEqual([1999, 1]);
    expect(mine.recent.map((o: { amount: number; plan: number }) => [o.amount, o.plan])).toEqual([[1999, s.plan]]);
    expect((await revenues(asB)).today_revenue).toBe(500);
  });
});
