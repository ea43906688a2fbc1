/** The words of revenue by channel: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { channelRevenuePieChart } from './schema.ts';

export const channelRevenuePieChartLabels = analyticsLabels({ en: "Revenue by channel", 'zh-TW': '各渠道營收', 'zh-CN': '各渠道营收' }, channelRevenuePieChart.columns.map((c) => c.name));
