/** The words of channels: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { dashboardChannelList } from './schema.ts';

export const dashboardChannelListLabels = analyticsLabels({ en: "Channels", 'zh-TW': '渠道', 'zh-CN': '渠道' }, dashboardChannelList.columns.map((c) => c.name));
