/** Revenue by channel type: `GET /api/v1/admin/analytics/channel/type-revenue-distribution`. docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const channelTypeRevenueDistribution = defineReport({
  name: 'channel_type_revenue_distribution',
  area: 'analytics',
  path: '/analytics/channel/type-revenue-distribution',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-channel',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('type', 'revenue', 'newSubscribers'),
  chart: { kind: 'pie', x: 'type', series: ['revenue'] },
  csv: { filename: 'channelTypes.csv' },
});
