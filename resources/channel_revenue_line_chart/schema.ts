/** Channel revenue: `GET /api/v1/admin/analytics/channel/revenueLineChart` (and `/analytics/channel/{id}/revenueLineChart`, one channel's). docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const channelRevenueLineChart = defineReport({
  name: 'channel_revenue_line_chart',
  area: 'analytics',
  path: '/analytics/channel/revenueLineChart',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-channel',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('date', 'revenue', 'refundAmount', 'netRevenue'),
  chart: { kind: 'line', x: 'date', series: ['revenue', 'refundAmount', 'netRevenue'] },
  csv: { filename: 'channelRevenue.csv' },
  perChannelPath: '/analytics/channel/{id}/revenueLineChart',
});
