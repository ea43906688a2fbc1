/** The words of revenue by campaign: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { channelCampaignRevenuePieChart } from './schema.ts';

export const channelCampaignRevenuePieChartLabels = analyticsLabels({ en: "Revenue by campaign", 'zh-TW': '各活動營收', 'zh-CN': '各活动营收' }, channelCampaignRevenuePieChart.columns.map((c) => c.name));
