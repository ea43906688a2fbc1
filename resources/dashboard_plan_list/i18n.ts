/** The words of plans: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { dashboardPlanList } from './schema.ts';

export const dashboardPlanListLabels = analyticsLabels({ en: "Plans", 'zh-TW': '方案', 'zh-CN': '套餐' }, dashboardPlanList.columns.map((c) => c.name));
