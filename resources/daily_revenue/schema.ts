/** Daily revenue: `GET /api/v1/admin/analytics/data/daily`. docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const dailyRevenue = defineReport({
  name: 'daily_revenue',
  area: 'analytics',
  path: '/analytics/data/daily',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-revenue',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('date', 'newRevenue', 'newSubscribers', 'renewRevenue', 'renewCount', 'usRenewRevenue', 'usRenewCount', 'refundAmount', 'refundRatio', 'refundMembers', 'revenue'),
  chart: { kind: 'line', x: 'date', series: ['newRevenue', 'renewRevenue', 'refundAmount', 'revenue'] },
  csv: { filename: 'dailyRevenue.csv', path: '/analytics/revenue/exportCsv' },
});
