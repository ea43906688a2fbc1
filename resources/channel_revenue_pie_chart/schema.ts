/** Revenue by channel: `GET /api/v1/admin/analytics/channel/revenuePieChart`. docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const channelRevenuePieChart = defineReport({
  name: 'channel_revenue_pie_chart',
  area: 'analytics',
  path: '/analytics/channel/revenuePieChart',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-channel',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('channel', 'channelName', 'revenue'),
  chart: { kind: 'pie', x: 'channelName', series: ['revenue'] },
  csv: { filename: 'channelRevenueShare.csv' },
});
