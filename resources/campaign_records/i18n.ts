/** The words of daily campaign: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { campaignRecords } from './schema.ts';

export const campaignRecordsLabels = analyticsLabels({ en: "Daily campaign", 'zh-TW': '每日活動', 'zh-CN': '每日活动' }, campaignRecords.columns.map((c) => c.name));
