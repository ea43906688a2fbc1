/** The words of revenue trend: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { dashboardRevenueTrend } from './schema.ts';

export const dashboardRevenueTrendLabels = analyticsLabels({ en: "Revenue trend", 'zh-TW': '營收趨勢', 'zh-CN': '营收趋势' }, dashboardRevenueTrend.columns.map((c) => c.name));
