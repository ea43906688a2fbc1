/** The words of real-time users: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';

export const dashboardRealTimeUsersLabels = analyticsLabels({ en: "Real-time users", 'zh-TW': '即時用戶', 'zh-CN': '实时用户' }, [], {
  activeVisitors: { en: "Active visitors (5 min)", 'zh-TW': '活躍訪客（5 分鐘）', 'zh-CN': '活跃访客（5 分钟）' },
  todayVisitors: { en: "Today's visitors", 'zh-TW': '今日訪客', 'zh-CN': '今日访客' },
  visitors: { en: "Visitors", 'zh-TW': '訪客', 'zh-CN': '访客' },
  minute: { en: "Minute", 'zh-TW': '分鐘', 'zh-CN': '分钟' },
});
