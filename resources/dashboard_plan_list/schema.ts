/** Plans: `GET /api/v1/admin/dashboard/planList`. docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const dashboardPlanList = defineReport({
  name: 'dashboard_plan_list',
  area: 'analytics',
  path: '/dashboard/planList',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'dashboard',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('plan', 'planName', 'newSubscribers', 'renewCount', 'revenue', 'arpu'),
  parts: ['newRevenue'],
  csv: { filename: 'planList.csv' },
});
