/** Revenue per day: new and renewal revenue and counts, US renewals, refunds and their ratio, gross revenue. */
import { defineReportSide } from '../../server/crud/report.ts';
import { everyDay, sumDays, ZERO_DAYS } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) =>
    everyDay(p, await sumDays(db, p, ['day'], p, ['newRevenue', 'newSubscribers', 'renewRevenue', 'renewCount', 'usRenewRevenue', 'usRenewCount', 'refundAmount', 'refundMembers', 'revenue']), ZERO_DAYS).map((d) => ({
      date: d.day,
      newRevenue: d.newRevenue,
      newSubscribers: d.newSubscribers,
      renewRevenue: d.renewRevenue,
      renewCount: d.renewCount,
      usRenewRevenue: d.usRenewRevenue,
      usRenewCount: d.usRenewCount,
      refundAmount: d.refundAmount,
      refundMembers: d.refundMembers,
      revenue: d.revenue,
    })),
});
