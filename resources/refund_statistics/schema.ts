/** Refund statistics: `GET /api/v1/admin/analytics/channel/refundStatistics`. docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const refundStatistics = defineReport({
  name: 'refund_statistics',
  area: 'analytics',
  path: '/analytics/channel/refundStatistics',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'refund-statistics',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('date', 'refundCount', 'refundAmount', 'chargebackCount', 'chargebackAmount', 'refundRatio'),
  parts: ['revenue'],
  chart: { kind: 'line', x: 'date', series: ['refundAmount', 'chargebackAmount'] },
  csv: { filename: 'refundStatistics.csv' },
});
