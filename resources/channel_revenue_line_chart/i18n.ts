/** The words of channel revenue: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { channelRevenueLineChart } from './schema.ts';

export const channelRevenueLineChartLabels = analyticsLabels({ en: "Channel revenue", 'zh-TW': '渠道營收', 'zh-CN': '渠道营收' }, channelRevenueLineChart.columns.map((c) => c.name));
