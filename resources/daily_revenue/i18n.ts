/** The words of daily revenue: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { dailyRevenue } from './schema.ts';

export const dailyRevenueLabels = analyticsLabels({ en: "Daily revenue", 'zh-TW': '每日營收', 'zh-CN': '每日营收' }, dailyRevenue.columns.map((c) => c.name));
