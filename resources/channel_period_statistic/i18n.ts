/** The words of channels over the period: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { channelPeriodStatistic } from './schema.ts';

export const channelPeriodStatisticLabels = analyticsLabels({ en: "Channels over the period", 'zh-TW': '渠道期間統計', 'zh-CN': '渠道时间段统计' }, channelPeriodStatistic.columns.map((c) => c.name));
