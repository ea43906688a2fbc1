/** Channel users: `GET /api/v1/admin/analytics/channel/userLineChart` (and `/analytics/channel/{id}/userLineChart`, one channel's). docs/metrics.md defines its figures. */
import { VISIT_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const channelUserLineChart = defineReport({
  name: 'channel_user_line_chart',
  area: 'analytics',
  path: '/analytics/channel/userLineChart',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-channel',
  standard: VISIT_PARAMETERS,
  scope: 'channel',
  columns: columns('date', 'visitors', 'signUps', 'newSubscribers'),
  chart: { kind: 'line', x: 'date', series: ['visitors', 'signUps', 'newSubscribers'] },
  csv: { filename: 'channelUsers.csv' },
  perChannelPath: '/analytics/channel/{id}/userLineChart',
});
