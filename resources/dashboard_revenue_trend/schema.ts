/** Revenue trend: `GET /api/v1/admin/dashboard/revenueTrend`. docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const dashboardRevenueTrend = defineReport({
  name: 'dashboard_revenue_trend',
  area: 'analytics',
  path: '/dashboard/revenueTrend',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'dashboard',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('date', 'newRevenue', 'renewRevenue', 'refundAmount', 'revenue', 'netRevenue'),
  chart: { kind: 'line', x: 'date', series: ['newRevenue', 'renewRevenue', 'refundAmount', 'revenue', 'netRevenue'] },
  csv: { filename: 'revenueTrend.csv' },
});
