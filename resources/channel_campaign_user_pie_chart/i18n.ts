/** The words of subscribers by campaign: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { channelCampaignUserPieChart } from './schema.ts';

export const channelCampaignUserPieChartLabels = analyticsLabels({ en: "Subscribers by campaign", 'zh-TW': '各活動訂閱者', 'zh-CN': '各活动订阅用户' }, channelCampaignUserPieChart.columns.map((c) => c.name));
