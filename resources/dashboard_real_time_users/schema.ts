/** Real-time users: `GET /api/v1/admin/dashboard/real-time-users`. docs/metrics.md defines its figures. */
import { ZRealTimeUsersAnswer } from '../analytics/answers.ts';
import { defineReport } from '../report.ts';

export const dashboardRealTimeUsers = defineReport({
  name: 'dashboard_real_time_users',
  area: 'analytics',
  path: '/dashboard/real-time-users',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'dashboard',
  standard: ['site'],
  scope: 'channel',
  columns: [],
  answer: ZRealTimeUsersAnswer,
});
