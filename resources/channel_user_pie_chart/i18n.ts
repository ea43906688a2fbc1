/** The words of subscribers by channel: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { channelUserPieChart } from './schema.ts';

export const channelUserPieChartLabels = analyticsLabels({ en: "Subscribers by channel", 'zh-TW': '各渠道訂閱者', 'zh-CN': '各渠道订阅用户' }, channelUserPieChart.columns.map((c) => c.name));
