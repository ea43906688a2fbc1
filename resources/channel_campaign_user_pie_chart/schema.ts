/** Subscribers by campaign: `GET /api/v1/admin/analytics/channel/{id}/userPieChart`. docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const channelCampaignUserPieChart = defineReport({
  name: 'channel_campaign_user_pie_chart',
  area: 'analytics',
  path: '/analytics/channel/{id}/userPieChart',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-channel',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('campaign', 'campaignName', 'newSubscribers'),
  chart: { kind: 'pie', x: 'campaignName', series: ['newSubscribers'] },
  csv: { filename: 'campaignSubscribers.csv' },
});
