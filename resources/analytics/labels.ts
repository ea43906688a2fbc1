/** The analytics reports' labels (`<folder>/i18n.ts`), by declaration, for the labels registry. */
import type { TLabels } from '../define.ts';
import type { TReport } from '../report.ts';
import { dashboard } from '../dashboard/schema.ts';
import { dashboardLabels } from '../dashboard/i18n.ts';
import { dashboardRealTimeUsers } from '../dashboard_real_time_users/schema.ts';
import { dashboardRealTimeUsersLabels } from '../dashboard_real_time_users/i18n.ts';
import { dashboardRealTimeRevenues } from '../dashboard_real_time_revenues/schema.ts';
import { dashboardRealTimeRevenuesLabels } from '../dashboard_real_time_revenues/i18n.ts';
import { dashboardRevenueGather } from '../dashboard_revenue_gather/schema.ts';
import { dashboardRevenueGatherLabels } from '../dashboard_revenue_gather/i18n.ts';
import { dashboardRevenueTrend } from '../dashboard_revenue_trend/schema.ts';
import { dashboardRevenueTrendLabels } from '../dashboard_revenue_trend/i18n.ts';
import { dashboardMemberTrend } from '../dashboard_member_trend/schema.ts';
import { dashboardMemberTrendLabels } from '../dashboard_member_trend/i18n.ts';
import { dashboardChannelList } from '../dashboard_channel_list/schema.ts';
import { dashboardChannelListLabels } from '../dashboard_channel_list/i18n.ts';
import { dashboardPlanList } from '../dashboard_plan_list/schema.ts';
import { dashboardPlanListLabels } from '../dashboard_plan_list/i18n.ts';
import { dashboardDevices } from '../dashboard_devices/schema.ts';
import { dashboardDevicesLabels } from '../dashboard_devices/i18n.ts';
import { dashboardTotalCompanyData } from '../dashboard_total_company_data/schema.ts';
import { dashboardTotalCompanyDataLabels } from '../dashboard_total_company_data/i18n.ts';
import { dailyRevenue } from '../daily_revenue/schema.ts';
import { dailyRevenueLabels } from '../daily_revenue/i18n.ts';
import { dailyCompanyData } from '../daily_company_data/schema.ts';
import { dailyCompanyDataLabels } from '../daily_company_data/i18n.ts';
import { channelRecords } from '../channel_records/schema.ts';
import { channelRecordsLabels } from '../channel_records/i18n.ts';
import { channelTodayRecord } from '../channel_today_record/schema.ts';
import { channelTodayRecordLabels } from '../channel_today_record/i18n.ts';
import { channelPeriodStatistic } from '../channel_period_statistic/schema.ts';
import { channelPeriodStatisticLabels } from '../channel_period_statistic/i18n.ts';
import { channelUserLineChart } from '../channel_user_line_chart/schema.ts';
import { channelUserLineChartLabels } from '../channel_user_line_chart/i18n.ts';
import { channelRevenueLineChart } from '../channel_revenue_line_chart/schema.ts';
import { channelRevenueLineChartLabels } from '../channel_revenue_line_chart/i18n.ts';
import { channelUserPieChart } from '../channel_user_pie_chart/schema.ts';
import { channelUserPieChartLabels } from '../channel_user_pie_chart/i18n.ts';
import { channelRevenuePieChart } from '../channel_revenue_pie_chart/schema.ts';
import { channelRevenuePieChartLabels } from '../channel_revenue_pie_chart/i18n.ts';
import { channelTypeRevenueDistribution } from '../channel_type_revenue_distribution/schema.ts';
import { channelTypeRevenueDistributionLabels } from '../channel_type_revenue_distribution/i18n.ts';
import { subscriptionReferrals } from '../subscription_referrals/schema.ts';
import { subscriptionReferralsLabels } from '../subscription_referrals/i18n.ts';
import { refundStatistics } from '../refund_statistics/schema.ts';
import { refundStatisticsLabels } from '../refund_statistics/i18n.ts';
import { channelCampaignUserPieChart } from '../channel_campaign_user_pie_chart/schema.ts';
import { channelCampaignUserPieChartLabels } from '../channel_campaign_user_pie_chart/i18n.ts';
import { channelCampaignRevenuePieChart } from '../channel_campaign_revenue_pie_chart/schema.ts';
import { channelCampaignRevenuePieChartLabels } from '../channel_campaign_revenue_pie_chart/i18n.ts';
import { campaignRecords } from '../campaign_records/schema.ts';
import { campaignRecordsLabels } from '../campaign_records/i18n.ts';

export const analyticsReportLabels: [TReport, TLabels][] = [
  [dashboard, dashboardLabels],
  [dashboardRealTimeUsers, dashboardRealTimeUsersLabels],
  [dashboardRealTimeRevenues, dashboardRealTimeRevenuesLabels],
  [dashboardRevenueGather, dashboardRevenueGatherLabels],
  [dashboardRevenueTrend, dashboardRevenueTrendLabels],
  [dashboardMemberTrend, dashboardMemberTrendLabels],
  [dashboardChannelList, dashboardChannelListLabels],
  [dashboardPlanList, dashboardPlanListLabels],
  [dashboardDevices, dashboardDevicesLabels],
  [dashboardTotalCompanyData, dashboardTotalCompanyDataLabels],
  [dailyRevenue, dailyRevenueLabels],
  [dailyCompanyData, dailyCompanyDataLabels],
  [channelRecords, channelRecordsLabels],
  [channelTodayRecord, channelTodayRecordLabels],
  [channelPeriodStatistic, channelPeriodStatisticLabels],
  [channelUserLineChart, channelUserLineChartLabels],
  [channelRevenueLineChart, channelRevenueLineChartLabels],
  [channelUserPieChart, channelUserPieChartLabels],
  [channelRevenuePieChart, channelRevenuePieChartLabels],
  [channelTypeRevenueDistribution, channelTypeRevenueDistributionLabels],
  [subscriptionReferrals, subscriptionReferralsLabels],
  [refundStatistics, refundStatisticsLabels],
  [channelCampaignUserPieChart, channelCampaignUserPieChartLabels],
  [channelCampaignRevenuePieChart, channelCampaignRevenuePieChartLabels],
  [campaignRecords, campaignRecordsLabels],
];
