/** The words of daily channel: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { channelRecords } from './schema.ts';

export const channelRecordsLabels = analyticsLabels({ en: "Daily channel", 'zh-TW': '每日渠道', 'zh-CN': '每日渠道' }, channelRecords.columns.map((c) => c.name));
