/** Revenue by campaign: `GET /api/v1/admin/analytics/channel/{id}/revenuePieChart`. docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const channelCampaignRevenuePieChart = defineReport({
  name: 'channel_campaign_revenue_pie_chart',
  area: 'analytics',
  path: '/analytics/channel/{id}/revenuePieChart',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-channel',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('campaign', 'campaignName', 'revenue'),
  chart: { kind: 'pie', x: 'campaignName', series: ['revenue'] },
  csv: { filename: 'campaignRevenue.csv' },
});
