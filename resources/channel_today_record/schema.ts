/** Channels today: `GET /api/v1/admin/analytics/channel/todayRecord` (and `/analytics/channel/{id}/todayRecord`, one channel's). docs/metrics.md defines its figures. */
import { VISIT_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const channelTodayRecord = defineReport({
  name: 'channel_today_record',
  area: 'analytics',
  path: '/analytics/channel/todayRecord',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-channel',
  standard: VISIT_PARAMETERS,
  scope: 'channel',
  todayOnly: true,
  columns: columns('date', 'channel', 'channelName', 'visitors', 'returningVisitors', 'newSubscribers', 'revenue', 'arpu', 'refundCount', 'refundAmount', 'renewCount', 'renewRevenue', 'renewArpu'),
  parts: ['newRevenue'],
  csv: { filename: 'channelToday.csv' },
  perChannelPath: '/analytics/channel/{id}/todayRecord',
});
