/** Where subscribers come from: sign-ups, new subscribers and revenue by channel and campaign over the range. */
import { defineReportSide } from '../../server/crud/report.ts';
import { sumDays, withCampaignNames, withChannelNames } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) => {
    const rows = (await sumDays(db, p, ['channel', 'campaign']))
      .filter((r) => r.signUps > 0 || r.newSubscribers > 0 || r.revenue !== 0)
      .sort((a, b) => a.channel - b.channel || a.campaign - b.campaign)
      .map((r) => ({ channel: r.channel, campaign: r.campaign, signUps: r.signUps, newSubscribers: r.newSubscribers, revenue: r.revenue }));
    return withCampaignNames(db, await withChannelNames(db, rows));
  },
});
