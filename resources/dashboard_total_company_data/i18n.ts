/** The words of company totals: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { dashboardTotalCompanyData } from './schema.ts';

export const dashboardTotalCompanyDataLabels = analyticsLabels({ en: "Company totals", 'zh-TW': '公司總計', 'zh-CN': '公司总计' }, dashboardTotalCompanyData.columns.map((c) => c.name));
