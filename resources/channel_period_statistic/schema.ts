/** Channels over the period: `GET /api/v1/admin/analytics/channel/periodStatistic`. docs/metrics.md defines its figures. */
import { VISIT_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const channelPeriodStatistic = defineReport({
  name: 'channel_period_statistic',
  area: 'analytics',
  path: '/analytics/channel/periodStatistic',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-channel',
  standard: VISIT_PARAMETERS,
  scope: 'channel',
  columns: columns('channel', 'channelName', 'visitors', 'returningVisitors', 'newSubscribers', 'revenue', 'arpu', 'refundCount', 'refundAmount', 'renewCount', 'renewRevenue', 'renewArpu'),
  parts: ['newRevenue'],
  csv: { filename: 'channelPeriod.csv' },
});
