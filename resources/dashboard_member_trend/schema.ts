/** Member trend: `GET /api/v1/admin/dashboard/memberTrend`. docs/metrics.md defines its figures. */
import { VISIT_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const dashboardMemberTrend = defineReport({
  name: 'dashboard_member_trend',
  area: 'analytics',
  path: '/dashboard/memberTrend',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'dashboard',
  standard: VISIT_PARAMETERS,
  scope: 'channel',
  columns: columns('date', 'visitors', 'signUps', 'newSubscribers', 'renewCount'),
  chart: { kind: 'line', x: 'date', series: ['visitors', 'signUps', 'newSubscribers', 'renewCount'] },
  csv: { filename: 'memberTrend.csv' },
});
