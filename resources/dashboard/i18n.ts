/** The words of dashboard: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';

export const dashboardLabels = analyticsLabels({ en: "Dashboard", 'zh-TW': '儀表板', 'zh-CN': '仪表盘' }, [], {
  visitors: { en: "Visitors", 'zh-TW': '訪客', 'zh-CN': '访客' },
  signUps: { en: "Sign-ups", 'zh-TW': '註冊數', 'zh-CN': '注册数' },
  newSubscribers: { en: "New subscribers", 'zh-TW': '新訂閱者', 'zh-CN': '新订阅用户' },
  revenue: { en: "Revenue", 'zh-TW': '營收', 'zh-CN': '营收' },
  refunds: { en: "Refunds", 'zh-TW': '退款', 'zh-CN': '退款' },
  mrr: { en: "MRR", 'zh-TW': 'MRR', 'zh-CN': 'MRR' },
  previous: { en: "Previous period", 'zh-TW': '前一期間', 'zh-CN': '上一时间段' },
});
