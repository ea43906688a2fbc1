/** The words of member trend: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { dashboardMemberTrend } from './schema.ts';

export const dashboardMemberTrendLabels = analyticsLabels({ en: "Member trend", 'zh-TW': '會員趨勢', 'zh-CN': '会员趋势' }, dashboardMemberTrend.columns.map((c) => c.name));
