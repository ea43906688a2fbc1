/** The words of subscriber sources: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { subscriptionReferrals } from './schema.ts';

export const subscriptionReferralsLabels = analyticsLabels({ en: "Subscriber sources", 'zh-TW': '訂閱來源', 'zh-CN': '订阅来源' }, subscriptionReferrals.columns.map((c) => c.name));
