/**
 * The analytics pages of the menu (spec §2: `/analytics/daily/...`), each the screen of one of
 * the calls the registry declares: routed, titled, permitted and exported as that call is, at
 * the app's path. The calls themselves (`/analytics/data/daily`) are no pages of their own.
 */
import { reports } from '../../resources/index.ts';
import type { TReport } from '../../resources/report.ts';
import { campaignRecords } from '../../resources/campaign_records/schema.ts';
import { channelRecords } from '../../resources/channel_records/schema.ts';
import { dailyCompanyData } from '../../resources/daily_company_data/schema.ts';
import { dailyRevenue } from '../../resources/daily_revenue/schema.ts';
import { refundStatistics } from '../../resources/refund_statistics/schema.ts';
import { subscriptionReferrals } from '../../resources/subscription_referrals/schema.ts';

/** A call shown as a page: the page's path, the call's path (`apiPath`) and the screen that draws it. */
export type TScreenReport = TReport & {
  apiPath: string;
  screen?: 'channel' | 'byChannel' | 'byCampaign';
  /** A page of one record (its path has `:id`): the i18n key of its title, given the record as `name` (`#3` where only its id is known). */
  recordTitle?: string;
  /** The resource of that record, whose title names it once the page has read it. */
  recordOf?: string;
};

const onScreen = (report: TReport, path: string, menuOrder: number, extra: Partial<TScreenReport> = {}): TScreenReport => ({
  ...report,
  path,
  apiPath: report.path,
  menuOrder,
  hiddenInMenu: false,
  ...extra,
});

export const CHANNEL_PAGE = '/analytics/daily/channel/:id';

export const analyticsScreens: TScreenReport[] = [
  onScreen(dailyRevenue, '/analytics/daily/revenue', 10),
  onScreen(channelRecords, '/analytics/daily/channel', 20, { screen: 'byChannel' }),
  onScreen(channelRecords, CHANNEL_PAGE, 21, { hiddenInMenu: true, screen: 'channel', recordTitle: 'analytics.channel_title', recordOf: 'channels' }),
  onScreen(campaignRecords, '/analytics/daily/campaign', 30, { screen: 'byCampaign' }),
  onScreen(dailyCompanyData, '/analytics/daily/daily-data', 40),
  // Spec §2: routed, but reached by link only.
  onScreen(subscriptionReferrals, '/analytics/daily/subscriber-source', 50, { hiddenInMenu: true }),
  onScreen(refundStatistics, '/analytics/daily/refund-statistics', 60, { hiddenInMenu: true }),
];

/** The reports the app routes and lists: the registry's that are pages of their own, and the analytics pages. */
export const screenReports: TReport[] = [...reports.filter((report) => !report.hiddenInMenu), ...analyticsScreens];

/** The path of one channel's page. */
export const channelPagePath = (id: number | string) => CHANNEL_PAGE.replace(':id', String(id));
