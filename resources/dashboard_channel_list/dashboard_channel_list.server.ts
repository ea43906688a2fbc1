/** Each channel over the range (channel 0: no channel): visitors, sign-ups, subscribers, revenue, refunds, ARPU. */
import { defineReportSide } from '../../server/crud/report.ts';
import { sumBoth, withChannelNames } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) => {
    const rows = await sumBoth(db, p, ['channel']);
    return withChannelNames(
      db,
      rows.map((r) => ({
        channel: r.channel as number,
        visitors: r.visitors,
        signUps: r.signUps,
        newSubscribers: r.newSubscribers,
        revenue: r.revenue,
        refundAmount: r.refundAmount,
        newRevenue: r.newRevenue,
      })),
    );
  },
});
