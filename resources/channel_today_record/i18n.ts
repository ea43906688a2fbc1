/** The words of channels today: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { channelTodayRecord } from './schema.ts';

export const channelTodayRecordLabels = analyticsLabels({ en: "Channels today", 'zh-TW': '今日渠道', 'zh-CN': '今日渠道' }, channelTodayRecord.columns.map((c) => c.name));
