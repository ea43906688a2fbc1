/** The words of channel users: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { channelUserLineChart } from './schema.ts';

export const channelUserLineChartLabels = analyticsLabels({ en: "Channel users", 'zh-TW': '渠道用戶', 'zh-CN': '渠道用户' }, channelUserLineChart.columns.map((c) => c.name));
