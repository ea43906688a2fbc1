/**
 * Every call of the dashboard and the analytics pages, each a report declaration (`<folder>/schema.ts`)
 * with its query beside it (`<folder>/<name>.server.ts`); their labels are listed in `labels.ts`.
 */
import type { TReport } from '../report.ts';
import { dashboard } from '../dashboard/schema.ts';
import { dashboardRealTimeUsers } from '../dashboard_real_time_users/schema.ts';
import { dashboardRealTimeRevenues } from '../dashboard_real_time_revenues/schema.ts';
import { dashboardRevenueGather } from '../dashboard_revenue_gather/schema.ts';
import { dashboardRevenueTrend } from '../dashboard_revenue_trend/schema.ts';
import { dashboardMemberTrend } from '../dashboard_member_trend/schema.ts';
import { dashboardChannelList } from '../dashboard_channel_list/schema.ts';
import { dashboardPlanList } from '../dashboard_plan_list/schema.ts';
import { dashboardDevices } from '../dashboard_devices/schema.ts';
import { dashboardTotalCompanyData } from '../dashboard_total_company_data/schema.ts';
import { dailyRevenue } from '../daily_revenue/schema.ts';
import { dailyCompanyData } from '../daily_company_data/schema.ts';
import { channelRecords } from '../channel_records/schema.ts';
import { channelTodayRecord } from '../channel_today_record/schema.ts';
import { channelPeriodStatistic } from '../channel_period_statistic/schema.ts';
import { channelUserLineChart } from '../channel_user_line_chart/schema.ts';
import { channelRevenueLineChart } from '../channel_revenue_line_chart/schema.ts';
import { channelUserPieChart } from '../channel_user_pie_chart/schema.ts';
import { channelRevenuePieChart } from '../channel_revenue_pie_chart/schema.ts';
import { channelTypeRevenueDistribution } from '../channel_type_revenue_distribution/schema.ts';
import { subscriptionReferrals } from '../subscription_referrals/schema.ts';
import { refundStatistics } from '../refund_statistics/schema.ts';
import { channelCampaignUserPieChart } from '../channel_campaign_user_pie_chart/schema.ts';
import { channelCampaignRevenuePieChart } from '../channel_campaign_revenue_pie_chart/schema.ts';
import { campaignRecords } from '../campaign_records/schema.ts';

export const analyticsReports: TReport[] = [
  dashboard,
  dashboardRealTimeUsers,
  dashboardRealTimeRevenues,
  dashboardRevenueGather,
  dashboardRevenueTrend,
  dashboardMemberTrend,
  dashboardChannelList,
  dashboardPlanList,
  dashboardDevices,
  dashboardTotalCompanyData,
  dailyRevenue,
  dailyCompanyData,
  channelRecords,
  channelTodayRecord,
  channelPeriodStatistic,
  channelUserLineChart,
  channelRevenueLineChart,
  channelUserPieChart,
  channelRevenuePieChart,
  channelTypeRevenueDistribution,
  subscriptionReferrals,
  refundStatistics,
  channelCampaignUserPieChart,
  channelCampaignRevenuePieChart,
  campaignRecords,
];
