/** The words of refund statistics: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { refundStatistics } from './schema.ts';

export const refundStatisticsLabels = analyticsLabels({ en: "Refund statistics", 'zh-TW': '退款統計', 'zh-CN': '退款统计' }, refundStatistics.columns.map((c) => c.name));
