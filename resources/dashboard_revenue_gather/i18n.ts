/** The words of revenue summary: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { dashboardRevenueGather } from './schema.ts';

export const dashboardRevenueGatherLabels = analyticsLabels({ en: "Revenue summary", 'zh-TW': '營收彙總', 'zh-CN': '营收汇总' }, dashboardRevenueGather.columns.map((c) => c.name));
