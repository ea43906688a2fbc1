/** Real-time revenue: `GET /api/v1/admin/dashboard/real-time-revenues`. docs/metrics.md defines its figures. */
import { ZRealTimeRevenuesAnswer } from '../analytics/answers.ts';
import { defineReport } from '../report.ts';

export const dashboardRealTimeRevenues = defineReport({
  name: 'dashboard_real_time_revenues',
  area: 'analytics',
  path: '/dashboard/real-time-revenues',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'dashboard',
  standard: ['site', 'currency'],
  scope: 'channel',
  columns: [],
  answer: ZRealTimeRevenuesAnswer,
});
