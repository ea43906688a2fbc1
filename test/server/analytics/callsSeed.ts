/**
 * The tiny data set of the analytics calls' tests, written straight into the rollup tables (the
 * calls read only those): two days of one site in US dollars, a day before them (the dashboard's
 * previous period), a row in euros and a row outside the range that no answer may count. Every
 * figure the tests expect is computed by hand from these rows.
 */
import { sql } from 'drizzle-orm';
import { analyticsDays, analyticsVisitDays } from '../../../server/analytics/tables.ts';
import type { TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { createCampaign, createChannel } from '../marketing/helpers.ts';
import { createPlan } from '../commerce/helpers.ts';

export type TSeed = { site: number; otherSite: number; channelA: number; channelB: number; campaignA1: number; campaignB1: number; plan: number; otherPlan: number };

/** The range the rows below are read over, as a query. */
export const RANGE = { range: 'custom', from: '2024-03-01', to: '2024-03-02' } as const;

export const seedRollups = async (t: TTestApp, token: string): Promise<TSeed> => {
  const site = (await siteWithKey(t, token)).id;
  const otherSite = (await siteWithKey(t, token)).id;
  const channelA = (await createChannel(t, token, { utm_source: `alpha${Date.now() % 100000}`, type: 'affiliate' })).id;
  const channelB = (await createChannel(t, token, { utm_source: `bravo${Date.now() % 100000}`, type: 'social' })).id;
  const campaignA1 = (await createCampaign(t, token, channelA, { name: 'A spring' })).id;
  const campaignB1 = (await createCampaign(t, token, channelB, { name: 'B spring' })).id;
  const plan = (await createPlan(t, token)).id;
  const otherPlan = (await createPlan(t, token)).id;
  const P = plan;
  const day = (d: string, channelId: number, campaignId: number, planId: number, currency: string, figures: Partial<typeof analyticsDays.$inferInsert>) =>
    ({ siteId: site, day: d, channelId, campaignId, planId, currency, ...figures });
  await t.db.insert(analyticsDays).values([
    day('2024-03-01', channelA, campaignA1, P, 'USD', { newSubscribers: 2, newRevenue: 2000, orderCount: 4, paidCount: 2, failedCount: 1, pendingCount: 1, mrrStarted: 1000 }),
    day('2024-03-01', channelB, 0, P, 'USD', { newSubscribers: 1, newRevenue: 999, renewCount: 1, renewRevenue: 500, usRenewCount: 1, usRenewRevenue: 500, orderCount: 2, paidCount: 2, refundedOrders: 1, mrrStarted: 999 }),
    day('2024-03-01', channelA, campaignA1, 0, '', { signUps: 3 }),
    day('2024-03-02', channelA, 0, P, 'USD', { renewCount: 2, renewRevenue: 2000, refundCount: 1, refundAmount: 1000, refundMembers: 1, chargebackCount: 1, chargebackAmount: 999, orderCount: 2, paidCount: 2, mrrEnded: 999 }),
    day('2024-03-02', 0, 0, P, 'USD', { newSubscribers: 1, newRevenue: 1001, orderCount: 1, paidCount: 1 }),
    // Another currency: only a call in euros counts it.
    day('2024-03-02', channelA, 0, P, 'EUR', { newSubscribers: 5, newRevenue: 50000, orderCount: 5, paidCount: 5 }),
    // Outside the range.
    day('2024-04-01', channelA, campaignA1, P, 'USD', { newSubscribers: 9, newRevenue: 9 }),
    // The previous period of the range (2024-02-28 to 2024-02-29), and MRR before it.
    day('2024-02-29', channelA, 0, P, 'USD', { newSubscribers: 1, newRevenue: 700, mrrStarted: 500 }),
  ]);
  const visit = (d: string, channelId: number, campaignId: number, device: string, visitors: number, returningVisitors: number, pageViews: number) =>
    ({ siteId: site, day: d, channelId, campaignId, device, visitors, returningVisitors, pageViews });
  await t.db.insert(analyticsVisitDays).values([
    visit('2024-03-01', channelA, campaignA1, 'desktop', 10, 2, 30),
    visit('2024-03-01', channelB, 0, 'mobile', 5, 1, 6),
    visit('2024-03-02', 0, 0, 'mobile', 4, 0, 4),
    visit('2024-03-02', channelA, 0, 'tablet', 1, 1, 2),
    visit('2024-02-28', channelA, 0, 'desktop', 7, 0, 7),
  ]);
  // The other site holds the same day's figures: a call for the first site never counts them.
  await t.db.execute(sql`insert into analytics_days (site_id, day, channel_id, campaign_id, plan_id, currency, new_subscribers, new_revenue)
    values (${otherSite}, '2024-03-01', ${channelA}, 0, ${P}, 'USD', 100, 100000)`);
  return { site, otherSite, channelA, channelB, campaignA1, campaignB1, plan, otherPlan };
};
