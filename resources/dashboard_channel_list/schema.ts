/** Channels: `GET /api/v1/admin/dashboard/channelList`. docs/metrics.md defines its figures. */
import { VISIT_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const dashboardChannelList = defineReport({
  name: 'dashboard_channel_list',
  area: 'analytics',
  path: '/dashboard/channelList',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'dashboard',
  standard: VISIT_PARAMETERS,
  scope: 'channel',
  columns: columns('channel', 'channelName', 'visitors', 'signUps', 'newSubscribers', 'revenue', 'refundAmount', 'arpu'),
  parts: ['newRevenue'],
  csv: { filename: 'channelList.csv' },
});
