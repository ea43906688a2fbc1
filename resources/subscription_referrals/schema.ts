/** Subscriber sources: `GET /api/v1/admin/analytics/channel/subscriptionReferrals`. docs/metrics.md defines its figures. */
import { ALL_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const subscriptionReferrals = defineReport({
  name: 'subscription_referrals',
  area: 'analytics',
  path: '/analytics/channel/subscriptionReferrals',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'subscriber-sources',
  standard: ALL_PARAMETERS,
  scope: 'channel',
  columns: columns('channel', 'channelName', 'campaign', 'campaignName', 'signUps', 'newSubscribers', 'revenue'),
  csv: { filename: 'subscriberSources.csv' },
});
