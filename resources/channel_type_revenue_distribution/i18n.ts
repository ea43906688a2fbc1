/** The words of revenue by channel type: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { channelTypeRevenueDistribution } from './schema.ts';

export const channelTypeRevenueDistributionLabels = analyticsLabels({ en: "Revenue by channel type", 'zh-TW': '各渠道類型營收', 'zh-CN': '各渠道类型营收' }, channelTypeRevenueDistribution.columns.map((c) => c.name));
