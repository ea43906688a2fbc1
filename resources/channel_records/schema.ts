/** Daily channel: `GET /api/v1/admin/analytics/channel/records` (and `/analytics/channel/{id}/records`, one channel's). docs/metrics.md defines its figures. */
import { VISIT_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const channelRecords = defineReport({
  name: 'channel_records',
  area: 'analytics',
  path: '/analytics/channel/records',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-channel',
  standard: VISIT_PARAMETERS,
  scope: 'channel',
  columns: columns('date', 'channel', 'channelName', 'visitors', 'returningVisitors', 'newSubscribers', 'revenue', 'arpu', 'refundCount', 'refundAmount', 'renewCount', 'renewRevenue', 'renewArpu'),
  parts: ['newRevenue'],
  csv: { filename: 'dailyChannel.csv', path: '/analytics/channel/exportCsv' },
  perChannelPath: '/analytics/channel/{id}/records',
  paged: true,
});
