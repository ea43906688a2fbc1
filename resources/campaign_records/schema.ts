/** Daily campaign: `GET /api/v1/admin/analytics/campaign/records`. docs/metrics.md defines its figures. */
import { VISIT_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const campaignRecords = defineReport({
  name: 'campaign_records',
  area: 'analytics',
  path: '/analytics/campaign/records',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-campaign',
  standard: VISIT_PARAMETERS,
  scope: 'channel',
  columns: columns('date', 'channel', 'channelName', 'campaign', 'campaignName', 'visitors', 'signUps', 'newSubscribers', 'revenue', 'refundAmount'),
  csv: { filename: 'dailyCampaign.csv' },
  paged: true,
});
