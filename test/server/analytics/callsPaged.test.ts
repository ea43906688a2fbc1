/**
 * The record calls a page at a time, on the hand-written rollups of callsSeed.ts: each page is
 * the same rows as the whole answer cut at that place, with how many rows there are and the
 * totals of every row; bad page numbers answer 400 with the field's message; the CSV still holds
 * every row. And a range of whole months and odd days at both ends (read from the monthly grain
 * and the daily one) answers what its days sum to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeMonths } from '../../../server/analytics/calls.ts';
import { analyticsDays, analyticsVisitDays } from '../../../server/analytics/tables.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { RANGE, seedRollups, type TSeed } from './callsSeed.ts';

let t: TTestApp;
let token: string;
let s: TSeed;

const get = (path: string, query: Record<string, string | number> = {}) =>
  t.call(token, { url: `${API}${path}?${new URLSearchParams(Object.entries({ ...RANGE, ...query }).map(([k, v]) => [k, String(v)]))}` });
const json = async (path: string, query: Record<string, string | number> = {}) => {
  const res = await get(path, query);
  expect(res.statusCode, `${path} ${res.body}`).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  s = await seedRollups(t, token);
});
afterAll(() => t.close());

describe('the record calls, paged', () => {
  it('answer a page of the rows, how many there are, and the totals of all of them', async () => {
    for (const path of ['/analytics/channel/records', '/analytics/campaign/records', `/analytics/channel/${s.channelA}/records`]) {
      const all = await json(path, { site: s.site });
      expect(all.total, path).toBeUndefined();
      for (const perPage of [1, 3]) {
        const pages = Math.ceil(all.rows.length / perPage);
        for (let page = 1; page <= pages + 1; page += 1) {
          const answer = await json(path, { site: s.site, page, per_page: perPage });
          expect(answer.rows, `${path} ${page}`).toEqual(all.rows.slice((page - 1) * perPage, page * perPage));
          expect(answer.total, `${path} ${page}`).toBe(all.rows.length);
          expect(answer.totals, `${path} ${page}`).toEqual(all.totals);
        }
      }
    }
  });

  it('counts a row that only visits, or only sign-ups, make, and none that only another currency makes', async () => {
    const may = { range: 'custom', from: '2024-05-01', to: '2024-05-03' };
    await t.db.insert(analyticsVisitDays).values([
      { siteId: s.site, day: '2024-05-01', channelId: s.channelB, campaignId: s.campaignB1, device: 'desktop', visitors: 4, returningVisitors: 1, pageViews: 5 },
      { siteId: s.site, day: '2024-05-03', channelId: s.channelA, campaignId: 0, device: 'mobile', visitors: 2, returningVisitors: 0, pageViews: 2 },
    ]);
    await t.db.insert(analyticsDays).values([
      { siteId: s.site, day: '2024-05-02', channelId: s.channelA, campaignId: s.campaignA1, planId: 0, currency: '', signUps: 6 },
      { siteId: s.site, day: '2024-05-02', channelId: s.channelB, campaignId: 0, planId: s.plan, currency: 'EUR', newSubscribers: 1, newRevenue: 900 },
      { siteId: s.site, day: '2024-05-03', channelId: s.channelA, campaignId: 0, planId: s.plan, currency: 'USD', newSubscribers: 1, newRevenue: 1500 },
    ]);
    const all = await json('/analytics/campaign/records', { site: s.site, ...may });
    expect(all.rows.map((r: { date: string; channel: number; campaign: number; visitors: number; sign_ups: number }) => [r.date, r.channel, r.campaign, r.visitors, r.sign_ups])).toEqual([
      ['2024-05-01', s.channelB, s.campaignB1, 4, 0],
      ['2024-05-02', s.channelA, s.campaignA1, 0, 6],
      ['2024-05-03', s.channelA, 0, 2, 0],
    ]);
    for (const path of ['/analytics/channel/records', '/analytics/campaign/records']) {
      const whole = await json(path, { site: s.site, ...may });
      for (const page of [1, 2, 3, 4]) {
        const answer = await json(path, { site: s.site, ...may, page, per_page: 1 });
        expect(answer.rows, `${path} ${page}`).toEqual(whole.rows.slice(page - 1, page));
        expect(answer.total, path).toBe(whole.rows.length);
      }
    }
  });

  it('keeps a channel admin’s narrowing, and answers none past the data', async () => {
    const answer = await json('/analytics/campaign/records', { site: s.site, channel: s.channelB, page: 1, per_page: 10 });
    expect(answer.rows.map((r: { channel: number }) => r.channel)).toEqual([s.channelB]);
    expect(answer.total).toBe(1);
    const none = await json('/analytics/channel/records', { site: s.site, range: 'custom', from: '2020-01-01', to: '2020-01-31', page: 1 });
    expect(none).toMatchObject({ rows: [], total: 0 });
  });

  it('refuses page numbers out of bounds with the field’s message, never 500', async () => {
    for (const [query, field] of [[{ page: 0 }, 'page'], [{ page: 'x' }, 'page'], [{ page: 1, per_page: 501 }, 'per_page'], [{ page: 1, per_page: 0 }, 'per_page']] as const) {
      const res = await get('/analytics/channel/records', { site: s.site, ...query });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]?.[0], res.body).toMatch(/^Must be a whole number/);
    }
    // A call that is not paged takes no page.
    expect((await get('/analytics/data/daily', { page: 1 })).statusCode).toBe(400);
  });

  it('exports every row in the CSV, whatever page is shown', async () => {
    const all = await json('/analytics/campaign/records', { site: s.site });
    const res = await get('/analytics/campaign/records/exportCsv', { site: s.site, page: 2, per_page: 1 });
    expect(res.statusCode).toBe(200);
    // The header, each row and the totals.
    expect(res.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(all.rows.length + 2);
  });
});

describe('ranges of whole months', () => {
  it('are cut into the months they hold and the days around them', () => {
    expect(wholeMonths({ from: '2024-01-15', to: '2024-04-10' })).toEqual({ first: '2024-02-01', last: '2024-03-31' });
    expect(wholeMonths({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(wholeMonths({ from: '2023-12-01', to: '2024-12-31' })).toEqual({ first: '2023-12-01', last: '2024-12-31' });
    expect(wholeMonths({ from: '2024-03-02', to: '2024-03-31' })).toBeNull();
    expect(wholeMonths({ from: '2024-03-01', to: '2024-03-30' })).toBeNull();
  });

  it('answer what their days sum to', async () => {
    for (const range of [{ from: '2024-02-10', to: '2024-04-05' }, { from: '2024-03-01', to: '2024-03-31' }, { from: '2024-03-02', to: '2024-05-31' }]) {
      const query = { site: s.site, range: 'custom', ...range };
      const days = (await json('/analytics/channel/records', query)).rows as Record<string, number>[];
      const byChannel = new Map<number, number>();
      for (const row of days) byChannel.set(row.channel!, (byChannel.get(row.channel!) ?? 0) + row.revenue!);
      const period = (await json('/analytics/channel/periodStatistic', query)).rows as Record<string, number>[];
      expect(period.map((r) => [r.channel, r.revenue]), JSON.stringify(range)).toEqual([...byChannel].sort((a, b) => a[0] - b[0]));
      const campaignDays = (await json('/analytics/campaign/records', query)).rows as Record<string, number>[];
      const byCampaign = new Map<string, number>();
      for (const row of campaignDays) if (row.revenue) byCampaign.set(`${row.channel}|${row.campaign}`, (byCampaign.get(`${row.channel}|${row.campaign}`) ?? 0) + row.revenue);
      const sources = (await json('/analytics/channel/subscriptionReferrals', query)).rows as Record<string, number>[];
      expect(new Map(sources.filter((r) => r.revenue).map((r) => [`${r.channel}|${r.campaign}`, r.revenue!])), JSON.stringify(range)).toEqual(byCampaign);
      const gather = (await json('/dashboard/revenueGather', query)).rows as { kind: string; amount: number }[];
      const trend = (await json('/dashboard/revenueTrend', query)).rows as Record<string, number>[];
      expect(gather.find((r) => r.kind === 'renew')?.amount).toBe(trend.reduce((sum, r) => sum + r.renew_revenue!, 0));
    }
  });
});
