/** The words of daily revenue: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/columns.ts';
import { dailyRevenue } from './schema.ts';

export const dailyRevenueLabels = analyticsLabels({ en: "Daily revenue", 'zh-TW': '每日營收', 'zh-CN': '每日营收' }, dailyRevenue.columns.map((c) => c.name));
