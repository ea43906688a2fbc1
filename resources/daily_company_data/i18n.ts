/** The words of daily company data: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { dailyCompanyData } from './schema.ts';

export const dailyCompanyDataLabels = analyticsLabels({ en: "Daily company data", 'zh-TW': '每日公司數據', 'zh-CN': '每日公司数据' }, dailyCompanyData.columns.map((c) => c.name));
