/**
 * The dashboard and analytics calls on a tiny data set written into the rollups by hand
 * (callsSeed.ts): each call's rows and totals as computed by hand below, bad input answered 4xx
 * with the field's message, the permission groups, "today" in the site's time zone, the live
 * figures from raw rows, and the CSV files (names, headers in the admin's language, numbers a
 * spreadsheet reads).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../../resources/index.ts';
import { dateIn } from '../../../server/crud/report.ts';
import { analyticsDays } from '../../../server/analytics/tables.ts';
import { sumBoth, sumDays } from '../../../server/analytics/calls.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';
import { RANGE, seedRollups, type TSeed } from './callsSeed.ts';

let t: TTestApp;
let token: string;
let s: TSeed;

const get = (path: string, query: Record<string, string | number> = {}, as = token, headers: Record<string, string> = {}) =>
  t.call(as, { url: `${API}${path}?${new URLSearchParams(Object.entries({ ...RANGE, ...query }).map(([k, v]) => [k, String(v)]))}`, headers });
const json = async (path: string, query: Record<string, string | number> = {}) => {
  const res = await get(path, query);
  expect(res.statusCode, `${path} ${res.body}`).toBe(200);
  return res.json();
};
const csvLines = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n');

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  s = await seedRollups(t, token);
});
afterAll(() => t.close());

describe('the dashboard', () => {
  it('answers the tiles against the previous period of the same length, MRR cumulated from its first day', async () => {
    const answer = await json('/dashboard', { site: s.site });
    expect(answer.range).toEqual({ from: '2024-03-01', to: '2024-03-02' });
    expect(answer.previous).toEqual({ from: '2024-02-28', to: '2024-02-29' });
    expect(answer.currency).toBe('USD');
    const series = (...values: number[]) => values.map((value, i) => ({ date: ['2024-03-01', '2024-03-02'][i], value }));
    expect(answer.tiles).toEqual({
      visitors: { value: 20, previous: 7, series: series(15, 5) },
      sign_ups: { value: 3, previous: 0, series: series(3, 0) },
      new_subscribers: { value: 4, previous: 1, series: series(3, 1) },
      revenue: { value: 6500, previous: 700, series: series(3499, 3001) },
      refunds: { value: 1000, previous: 0, series: series(0, 1000) },
      // 500 started before the range; +1000 +999 on the 1st; −999 on the 2nd.
      mrr: { value: 1500, previous: 500, series: series(2499, 1500) },
    });
  });

  it('sums money by kind, and the net', async () => {
    const answer = await json('/dashboard/revenueGather', { site: s.site });
    expect(answer.rows).toEqual([
      { kind: 'new', count: 4, amount: 4000 },
      { kind: 'renew', count: 3, amount: 2500 },
      { kind: 'refund', count: 1, amount: 1000 },
      { kind: 'chargeback', count: 1, amount: 999 },
      { kind: 'net', count: 5, amount: 4501 },
    ]);
    expect(answer.totals).toEqual({});
  });

  it('draws the revenue and member trends, a point per day', async () => {
    expect((await json('/dashboard/revenueTrend', { site: s.site })).rows).toEqual([
      { date: '2024-03-01', new_revenue: 2999, renew_revenue: 500, refund_amount: 0, revenue: 3499, net_revenue: 3499 },
      { date: '2024-03-02', new_revenue: 1001, renew_revenue: 2000, refund_amount: 1000, revenue: 3001, net_revenue: 1002 },
    ]);
    const members = await json('/dashboard/memberTrend', { site: s.site, range: 'custom', from: '2024-02-29', to: '2024-03-03' });
    expect(members.rows).toEqual([
      { date: '2024-02-29', visitors: 0, sign_ups: 0, new_subscribers: 1, renew_count: 0 },
      { date: '2024-03-01', visitors: 15, sign_ups: 3, new_subscribers: 3, renew_count: 1 },
      { date: '2024-03-02', visitors: 5, sign_ups: 0, new_subscribers: 1, renew_count: 2 },
      { date: '2024-03-03', visitors: 0, sign_ups: 0, new_subscribers: 0, renew_count: 0 },
    ]);
    expect(members.totals).toEqual({ visitors: 20, sign_ups: 3, new_subscribers: 5, renew_count: 3 });
  });

  it('lists channels, plans and devices, ARPU of the totals recomputed from the sums', async () => {
    const channels = await json('/dashboard/channelList', { site: s.site });
    expect(channels.rows).toEqual([
      { channel: 0, channel_name: null, visitors: 4, sign_ups: 0, new_subscribers: 1, revenue: 1001, refund_amount: 0, arpu: 1001 },
      { channel: s.channelA, channel_name: expect.stringMatching(/^alpha/), visitors: 11, sign_ups: 3, new_subscribers: 2, revenue: 4000, refund_amount: 1000, arpu: 1000 },
      { channel: s.channelB, channel_name: expect.stringMatching(/^bravo/), visitors: 5, sign_ups: 0, new_subscribers: 1, revenue: 1499, refund_amount: 0, arpu: 999 },
    ]);
    // 4000 of new revenue over 4 new subscribers, not the sum of the rows' ARPU (3000).
    expect(channels.totals).toEqual({ visitors: 20, sign_ups: 3, new_subscribers: 4, revenue: 6500, refund_amount: 1000, arpu: 1000 });
    const plans = await json('/dashboard/planList', { site: s.site });
    expect(plans.rows).toEqual([{ plan: s.plan, plan_name: expect.any(String), new_subscribers: 4, renew_count: 3, revenue: 6500, arpu: 1000 }]);
    expect((await json('/dashboard/devices', { site: s.site })).rows).toEqual([
      { device: 'desktop', visitors: 10 },
      { device: 'mobile', visitors: 9 },
      { device: 'tablet', visitors: 1 },
    ]);
  });

  it('exports the company totals as total.csv', async () => {
    const res = await get('/dashboard/total-company-data-exportCsv', { site: s.site });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="total.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(csvLines(res.body)).toEqual([
      'Date,Visitors,New subscribers,Revenue,Orders,Success rate,Fail rate,Pending rate,Refund rate',
      '2024-03-01,15,3,34.99,6,66.67,16.67,16.67,25.00',
      '2024-03-02,5,1,30.01,3,100.00,0.00,0.00,0.00',
      // 7 paid of 9 orders; 1 refunded of 7 paid: from the sums, not the rows' rates.
      'Total,20,4,65.00,9,77.78,11.11,11.11,14.29',
    ]);
  });
});

describe('the analytics reports', () => {
  it('answers daily revenue, its refund ratio recomputed in the totals', async () => {
    const answer = await json('/analytics/data/daily', { site: s.site });
    expect(answer.rows).toEqual([
      { date: '2024-03-01', new_revenue: 2999, new_subscribers: 3, renew_revenue: 500, renew_count: 1, us_renew_revenue: 500, us_renew_count: 1, refund_amount: 0, refund_ratio: 0, refund_members: 0, revenue: 3499 },
      // 1000 × 10000 / 3001 = 3332.2
      { date: '2024-03-02', new_revenue: 1001, new_subscribers: 1, renew_revenue: 2000, renew_count: 2, us_renew_revenue: 0, us_renew_count: 0, refund_amount: 1000, refund_ratio: 3332, refund_members: 1, revenue: 3001 },
    ]);
    // 1000 × 10000 / 6500 = 1538.5 → 1538 (half up of 1538.46)
    expect(answer.totals).toEqual({ new_revenue: 4000, new_subscribers: 4, renew_revenue: 2500, renew_count: 3, us_renew_revenue: 500, us_renew_count: 1, refund_amount: 1000, refund_ratio: 1538, refund_members: 1, revenue: 6500 });
  });

  it('sums only the currency asked, of the site asked, of the channel or plan asked', async () => {
    const euros = await json('/analytics/data/daily', { site: s.site, currency: 'EUR' });
    expect(euros.currency).toBe('EUR');
    expect(euros.totals).toMatchObject({ new_revenue: 50000, new_subscribers: 5, revenue: 50000 });
    // Without a site: both sites (the other site's 100000 on the 1st).
    expect((await json('/analytics/data/daily')).totals).toMatchObject({ new_revenue: 104000, new_subscribers: 104 });
    expect((await json('/analytics/data/daily', { site: s.site, channel: s.channelB })).totals).toMatchObject({ new_revenue: 999, renew_revenue: 500, revenue: 1499 });
    expect((await json('/analytics/data/daily', { site: s.site, plan: s.otherPlan })).totals).toMatchObject({ revenue: 0, new_subscribers: 0 });
    expect((await json('/analytics/channel/subscriptionReferrals', { site: s.site, campaign: s.campaignA1 })).rows).toEqual([
      { channel: s.channelA, channel_name: expect.any(String), campaign: s.campaignA1, campaign_name: 'A spring', sign_ups: 3, new_subscribers: 2, revenue: 2000 },
    ]);
  });

  it('answers daily company data with its rates', async () => {
    const answer = await json('/analytics/revenue/companyDataDaily', { site: s.site });
    expect(answer.rows).toEqual([
      { date: '2024-03-01', visitors: 15, new_count: 3, revenue: 3499, order_count: 6, success_rate: 6667, fail_rate: 1667, pending_rate: 1667, refund_rate: 2500 },
      { date: '2024-03-02', visitors: 5, new_count: 1, revenue: 3001, order_count: 3, success_rate: 10000, fail_rate: 0, pending_rate: 0, refund_rate: 0 },
    ]);
    expect(answer.totals).toEqual({ visitors: 20, new_count: 4, revenue: 6500, order_count: 9, success_rate: 7778, fail_rate: 1111, pending_rate: 1111, refund_rate: 1429 });
  });

  it('answers the daily channel records, over the period, and one channel’s', async () => {
    const a = { channel_name: expect.stringMatching(/^alpha/) };
    const records = await json('/analytics/channel/records', { site: s.site });
    expect(records.rows).toEqual([
      { date: '2024-03-01', channel: s.channelA, ...a, visitors: 10, returning_visitors: 2, new_subscribers: 2, revenue: 2000, arpu: 1000, refund_count: 0, refund_amount: 0, renew_count: 0, renew_revenue: 0, renew_arpu: 0 },
      { date: '2024-03-01', channel: s.channelB, channel_name: expect.stringMatching(/^bravo/), visitors: 5, returning_visitors: 1, new_subscribers: 1, revenue: 1499, arpu: 999, refund_count: 0, refund_amount: 0, renew_count: 1, renew_revenue: 500, renew_arpu: 500 },
      { date: '2024-03-02', channel: 0, channel_name: null, visitors: 4, returning_visitors: 0, new_subscribers: 1, revenue: 1001, arpu: 1001, refund_count: 0, refund_amount: 0, renew_count: 0, renew_revenue: 0, renew_arpu: 0 },
      { date: '2024-03-02', channel: s.channelA, ...a, visitors: 1, returning_visitors: 1, new_subscribers: 0, revenue: 2000, arpu: 0, refund_count: 1, refund_amount: 1000, renew_count: 2, renew_revenue: 2000, renew_arpu: 1000 },
    ]);
    // Renewal ARPU of the totals: 2500 / 3 = 833.3 → 833.
    expect(records.totals).toEqual({ visitors: 20, returning_visitors: 4, new_subscribers: 4, revenue: 6500, arpu: 1000, refund_count: 1, refund_amount: 1000, renew_count: 3, renew_revenue: 2500, renew_arpu: 833 });
    const one = await json(`/analytics/channel/${s.channelA}/records`, { site: s.site });
    expect(one.rows.map((r: { date: string }) => r.date)).toEqual(['2024-03-01', '2024-03-02']);
    expect(one.totals).toEqual({ visitors: 11, returning_visitors: 3, new_subscribers: 2, revenue: 4000, arpu: 1000, refund_count: 1, refund_amount: 1000, renew_count: 2, renew_revenue: 2000, renew_arpu: 1000 });
    const period = await json('/analytics/channel/periodStatistic', { site: s.site });
    expect(period.rows.map((r: { channel: number; revenue: number }) => [r.channel, r.revenue])).toEqual([[0, 1001], [s.channelA, 4000], [s.channelB, 1499]]);
    expect(period.totals).toEqual(records.totals);
  });

  it('draws the channel lines and pies, and one channel’s by campaign', async () => {
    expect((await json('/analytics/channel/userLineChart', { site: s.site })).rows).toEqual([
      { date: '2024-03-01', visitors: 15, sign_ups: 3, new_subscribers: 3 },
      { date: '2024-03-02', visitors: 5, sign_ups: 0, new_subscribers: 1 },
    ]);
    expect((await json(`/analytics/channel/${s.channelA}/userLineChart`, { site: s.site })).rows).toEqual([
      { date: '2024-03-01', visitors: 10, sign_ups: 3, new_subscribers: 2 },
      { date: '2024-03-02', visitors: 1, sign_ups: 0, new_subscribers: 0 },
    ]);
    const revenue = await json(`/analytics/channel/${s.channelA}/revenueLineChart`, { site: s.site });
    // 2000 − 1000 refunded − 999 charged back.
    expect(revenue.rows).toEqual([
      { date: '2024-03-01', revenue: 2000, refund_amount: 0, net_revenue: 2000 },
      { date: '2024-03-02', revenue: 2000, refund_amount: 1000, net_revenue: 1 },
    ]);
    expect((await json('/analytics/channel/userPieChart', { site: s.site })).rows.map((r: { channel: number; new_subscribers: number }) => [r.channel, r.new_subscribers])).toEqual([[s.channelA, 2], [0, 1], [s.channelB, 1]]);
    expect((await json('/analytics/channel/revenuePieChart', { site: s.site })).rows.map((r: { channel: number; revenue: number }) => [r.channel, r.revenue])).toEqual([[s.channelA, 4000], [s.channelB, 1499], [0, 1001]]);
    expect((await json('/analytics/channel/type-revenue-distribution', { site: s.site })).rows).toEqual([
      { type: 'affiliate', revenue: 4000, new_subscribers: 2 },
      { type: 'social', revenue: 1499, new_subscribers: 1 },
      { type: 'none', revenue: 1001, new_subscribers: 1 },
    ]);
    expect((await json(`/analytics/channel/${s.channelA}/userPieChart`, { site: s.site })).rows).toEqual([{ campaign: s.campaignA1, campaign_name: 'A spring', new_subscribers: 2 }]);
    expect((await json(`/analytics/channel/${s.channelA}/revenuePieChart`, { site: s.site })).rows).toEqual([
      { campaign: 0, campaign_name: null, revenue: 2000 },
      { campaign: s.campaignA1, campaign_name: 'A spring', revenue: 2000 },
    ]);
  });

  it('answers refund statistics, subscriber sources and daily campaigns', async () => {
    const refunds = await json('/analytics/channel/refundStatistics', { site: s.site });
    expect(refunds.rows).toEqual([
      { date: '2024-03-01', refund_count: 0, refund_amount: 0, chargeback_count: 0, chargeback_amount: 0, refund_ratio: 0 },
      { date: '2024-03-02', refund_count: 1, refund_amount: 1000, chargeback_count: 1, chargeback_amount: 999, refund_ratio: 3332 },
    ]);
    expect(refunds.totals).toEqual({ refund_count: 1, refund_amount: 1000, chargeback_count: 1, chargeback_amount: 999, refund_ratio: 1538 });
    const sources = await json('/analytics/channel/subscriptionReferrals', { site: s.site });
    expect(sources.rows.map((r: Record<string, number>) => [r.channel, r.campaign, r.sign_ups, r.new_subscribers, r.revenue])).toEqual([
      [0, 0, 0, 1, 1001],
      [s.channelA, 0, 0, 0, 2000],
      [s.channelA, s.campaignA1, 3, 2, 2000],
      [s.channelB, 0, 0, 1, 1499],
    ]);
    expect(sources.totals).toEqual({ sign_ups: 3, new_subscribers: 4, revenue: 6500 });
    const campaigns = await json('/analytics/campaign/records', { site: s.site });
    expect(campaigns.rows.map((r: Record<string, number | string>) => [r.date, r.channel, r.campaign, r.visitors, r.sign_ups, r.new_subscribers, r.revenue, r.refund_amount])).toEqual([
      ['2024-03-01', s.channelA, s.campaignA1, 10, 3, 2, 2000, 0],
      ['2024-03-01', s.channelB, 0, 5, 0, 1, 1499, 0],
      ['2024-03-02', 0, 0, 4, 0, 1, 1001, 0],
      ['2024-03-02', s.channelA, 0, 1, 0, 0, 2000, 1000],
    ]);
  });
});

describe('the sums a call reads', () => {
  it('are the figures it asks for, and their parts for revenue and net revenue, with the same values as when every figure is summed', async () => {
    const p = { from: RANGE.from, to: RANGE.to, site: s.site, currency: 'USD', today: RANGE.to, timeZone: 'UTC', now: new Date() } as Parameters<typeof sumDays>[1];
    const every = await sumDays(t.db, p, ['day']);
    const asked = await sumDays(t.db, p, ['day'], p, ['signUps', 'netRevenue']);
    expect(Object.keys(asked[0]!).sort()).toEqual(['chargebackAmount', 'day', 'netRevenue', 'newRevenue', 'refundAmount', 'renewRevenue', 'revenue', 'signUps']);
    expect(asked).toEqual(every.map((d) => ({ day: d.day, signUps: d.signUps, newRevenue: d.newRevenue, renewRevenue: d.renewRevenue, refundAmount: d.refundAmount, chargebackAmount: d.chargebackAmount, revenue: d.revenue, netRevenue: d.netRevenue })));
    expect(every.some((d) => d.netRevenue !== 0 && d.signUps !== 0)).toBe(true);
    // Both rollups: only visitors from the visits, only new subscribers from the money.
    const both = await sumBoth(t.db, p, ['day'], undefined, ['visitors', 'newSubscribers']);
    const all = await sumBoth(t.db, p, ['day']);
    expect(both).toEqual(all.map((d) => ({ day: d.day, visitors: d.visitors, newSubscribers: d.newSubscribers })));
  });
});

describe('today, in the site’s time zone', () => {
  it('reads the site’s date: a day ahead of UTC at Kiritimati, behind it at UTC−12', async () => {
    const now = new Date();
    const ahead = dateIn('Pacific/Kiritimati', now);
    const behind = dateIn('Etc/GMT+12', now);
    await t.db.execute(sql`update sites set timezone = 'Pacific/Kiritimati' where id = ${s.otherSite}`);
    const row = (day: string, newSubscribers: number) => ({ siteId: s.otherSite, day, channelId: s.channelA, campaignId: 0, planId: s.plan, currency: 'USD', newSubscribers, newRevenue: newSubscribers * 100 });
    await t.db.insert(analyticsDays).values([row(ahead, 1), row(behind, 7)]);
    try {
      const today = await json('/analytics/channel/todayRecord', { site: s.otherSite });
      expect(today.range).toEqual({ from: ahead, to: ahead });
      expect(today.rows.map((r: Record<string, unknown>) => [r.date, r.channel, r.new_subscribers, r.revenue])).toEqual([[ahead, s.channelA, 1, 100]]);
      expect((await json(`/analytics/channel/${s.channelA}/todayRecord`, { site: s.otherSite })).totals.new_subscribers).toBe(1);
      // The preset `today` of any report is the site's too.
      expect((await json('/analytics/data/daily', { site: s.otherSite, range: 'today' })).range).toEqual({ from: ahead, to: ahead });
      // Without a site: UTC.
      expect((await json('/analytics/data/daily', { range: 'today' })).range.from).toBe(now.toISOString().slice(0, 10));
    } finally {
      await t.db.execute(sql`delete from analytics_days where site_id = ${s.otherSite} and day in (${ahead}, ${behind})`);
      await t.db.execute(sql`update sites set timezone = 'UTC' where id = ${s.otherSite}`);
    }
  });
});

describe('bad input', () => {
  it('answers 4xx with the field’s message, never 500', async () => {
    const refused: [Record<string, string | number>, string][] = [
      [{ from: '2024-03-02', to: '2024-03-01' }, 'to'],
      [{ from: '2022-01-01', to: '2024-01-01' }, 'to'],
      [{ from: '2024-02-30', to: '2024-03-01' }, 'from'],
      [{ from: '2024-3-1', to: '2024-03-01' }, 'from'],
      [{ range: 'last_year' }, 'range'],
      [{ channel: 999999 }, 'channel'],
      [{ channel: 'abc' }, 'channel'],
      [{ site: 999999 }, 'site'],
      [{ campaign: 999999 }, 'campaign'],
      [{ plan: 999999 }, 'plan'],
      [{ currency: 'usd' }, 'currency'],
      [{ currency: 'XYZ' }, 'currency'],
    ];
    for (const [query, field] of refused) {
      for (const path of ['/analytics/data/daily', '/dashboard/revenueGather', `/analytics/channel/${s.channelA}/records`]) {
        if (field === 'plan' && path.includes('/records')) continue;
        const res = await get(path, query);
        expect([400, 422], `${path} ${JSON.stringify(query)} ${res.body}`).toContain(res.statusCode);
        expect(res.json().errors?.[field], `${path} ${JSON.stringify(query)} ${res.body}`).toBeTruthy();
      }
    }
    // A report that does not take a plan refuses it as an unknown field.
    expect((await get('/analytics/channel/records', { plan: s.plan })).statusCode).toBe(400);
    // Exactly two years is allowed; a channel that does not exist has no per-channel page.
    expect((await get('/analytics/data/daily', { from: '2022-01-01', to: '2023-12-31' })).statusCode).toBe(200);
    expect((await get('/analytics/channel/999999/records')).statusCode).toBe(404);
    expect((await get('/analytics/channel/abc/records')).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('opens each call with its group’s permission only', async () => {
    const groups = [...new Set(reports.map((r) => r.permissions[0]!))];
    expect(groups.sort()).toEqual(['view-daily-campaign', 'view-daily-channel', 'view-daily-company-data', 'view-daily-revenue', 'view-dashboard', 'view-refund-statistics', 'view-subscriber-sources']);
    const holders = Object.fromEntries(await Promise.all(groups.map(async (g) => [g, await (await staffWith(t, [g])).token()] as const)));
    const nobody = await (await staffWith(t, ['list-videos'])).token();
    for (const report of reports) {
      const path = (report.csvOnly ? report.csv.path! : report.path).replace('{id}', String(s.channelA));
      const own = report.permissions[0]!;
      expect((await get(path, {}, holders[own]!)).statusCode, `${path} with ${own}`).toBe(200);
      expect((await get(path, {}, nobody)).statusCode, `${path} without`).toBe(403);
      const other = groups.find((g) => g !== own)!;
      expect((await get(path, {}, holders[other]!)).statusCode, `${path} with ${other}`).toBe(403);
    }
  });
});

describe('CSV files', () => {
  it('names dailyRevenue.csv and dailyChannel.csv, with headers in Traditional Chinese for an admin reading it', async () => {
    const revenue = await get('/analytics/revenue/exportCsv', { site: s.site }, token, { 'accept-language': 'zh-TW' });
    expect(revenue.statusCode, revenue.body).toBe(200);
    expect(revenue.headers['content-disposition']).toBe('attachment; filename="dailyRevenue.csv"');
    expect(csvLines(revenue.body)).toEqual([
      '日期,新訂閱營收,新訂閱者,續訂營收,續訂數,美國續訂營收,美國續訂數,退款金額,退款比例,退款會員數,營收',
      '2024-03-01,29.99,3,5.00,1,5.00,1,0.00,0.00,0,34.99',
      '2024-03-02,10.01,1,20.00,2,0.00,0,10.00,33.32,1,30.01',
      '合計,40.00,4,25.00,3,5.00,1,10.00,15.38,1,65.00',
    ]);
    const channel = await get('/analytics/channel/exportCsv', { site: s.site }, token, { 'accept-language': 'zh-TW' });
    expect(channel.headers['content-disposition']).toBe('attachment; filename="dailyChannel.csv"');
    const lines = csvLines(channel.body);
    expect(lines[0]).toBe('日期,渠道編號,渠道,訪客,回訪用戶,新訂閱者,營收,ARPU,退款數,退款金額,續訂數,續訂營收,續訂 ARPU');
    expect(lines.slice(1, -1)).toHaveLength(4);
    expect(lines.at(-1)).toBe('合計,,,20,4,4,65.00,10.00,1,10.00,3,25.00,8.33');
    // The same rows as the JSON answer: one channel's file holds that channel's rows only.
    const one = csvLines((await get(`/analytics/channel/${s.channelA}/records/exportCsv`, { site: s.site })).body);
    expect(one.slice(1, -1).every((line) => line.split(',')[1] === String(s.channelA))).toBe(true);
    expect(one).toHaveLength(4);
    const campaign = await get('/analytics/campaign/records/exportCsv', { site: s.site }, token, { 'accept-language': 'zh-CN' });
    expect(campaign.headers['content-disposition']).toBe('attachment; filename="dailyCampaign.csv"');
    expect(csvLines(campaign.body)[0]).toBe('日期,渠道编号,渠道,活动编号,活动,访客,注册数,新订阅用户,营收,退款金额');
  });

  it('writes amounts of a currency without minor units as whole numbers', async () => {
    await t.db.insert(analyticsDays).values({ siteId: s.site, day: '2024-03-01', channelId: s.channelA, campaignId: 0, planId: s.plan, currency: 'JPY', newSubscribers: 1, newRevenue: 1500 });
    const lines = csvLines((await get('/analytics/revenue/exportCsv', { site: s.site, currency: 'JPY' })).body);
    expect(lines[1]).toBe('2024-03-01,1500,1,0,0,0,0,0,0.00,0,1500');
  });
});
