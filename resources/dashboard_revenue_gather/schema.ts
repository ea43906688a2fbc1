/** Revenue summary: `GET /api/v1/admin/dashboard/revenueGather`. docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const dashboardRevenueGather = defineReport({
  name: 'dashboard_revenue_gather',
  area: 'analytics',
  path: '/dashboard/revenueGather',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'dashboard',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('kind', 'count', 'amount'),
  csv: { filename: 'revenueGather.csv' },
});
