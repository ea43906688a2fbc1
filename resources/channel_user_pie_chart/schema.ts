/** Subscribers by channel: `GET /api/v1/admin/analytics/channel/userPieChart`. docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const channelUserPieChart = defineReport({
  name: 'channel_user_pie_chart',
  area: 'analytics',
  path: '/analytics/channel/userPieChart',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-channel',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('channel', 'channelName', 'newSubscribers'),
  chart: { kind: 'pie', x: 'channelName', series: ['newSubscribers'] },
  csv: { filename: 'channelSubscribers.csv' },
});
