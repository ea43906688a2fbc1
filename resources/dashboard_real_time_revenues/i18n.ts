/** The words of real-time revenue: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';

export const dashboardRealTimeRevenuesLabels = analyticsLabels({ en: "Real-time revenue", 'zh-TW': '即時營收', 'zh-CN': '实时营收' }, [], {
  todayRevenue: { en: "Today's revenue", 'zh-TW': '今日營收', 'zh-CN': '今日营收' },
  todayOrders: { en: "Today's orders", 'zh-TW': '今日訂單', 'zh-CN': '今日订单' },
  revenue: { en: "Revenue", 'zh-TW': '營收', 'zh-CN': '营收' },
  minute: { en: "Minute", 'zh-TW': '分鐘', 'zh-CN': '分钟' },
  recent: { en: "Latest paid orders", 'zh-TW': '最新付款訂單', 'zh-CN': '最新付款订单' },
  orderId: { en: "Order", 'zh-TW': '訂單', 'zh-CN': '订单' },
  amount: { en: "Amount", 'zh-TW': '金額', 'zh-CN': '金额' },
  plan: { en: "Plan", 'zh-TW': '方案', 'zh-CN': '套餐' },
  paidAt: { en: "Paid at", 'zh-TW': '付款時間', 'zh-CN': '付款时间' },
});
