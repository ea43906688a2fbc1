/** Each campaign's figures per day (campaign 0: the channel's visits and sales of no campaign). */
import { defineReportSide } from '../../server/crud/report.ts';
import { sumBoth, withCampaignNames, withChannelNames } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) => {
    const rows = (await sumBoth(db, p, ['day', 'channel', 'campaign'])).map((r) => ({
      date: r.day as string,
      channel: r.channel as number,
      campaign: r.campaign as number,
      visitors: r.visitors,
      signUps: r.signUps,
      newSubscribers: r.newSubscribers,
      revenue: r.revenue,
      refundAmount: r.refundAmount,
    }));
    return withCampaignNames(db, await withChannelNames(db, rows));
  },
});
