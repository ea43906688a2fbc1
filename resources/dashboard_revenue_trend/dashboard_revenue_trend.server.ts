/** Revenue per day of the range: new, renewals, refunds, gross and net. */
import { defineReportSide } from '../../server/crud/report.ts';
import { everyDay, sumDays, ZERO_DAYS } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) =>
    everyDay(p, await sumDays(db, p, ['day'], p, ['newRevenue', 'renewRevenue', 'refundAmount', 'revenue', 'netRevenue']), ZERO_DAYS).map((d) => ({
      date: d.day,
      newRevenue: d.newRevenue,
      renewRevenue: d.renewRevenue,
      refundAmount: d.refundAmount,
      revenue: d.revenue,
      netRevenue: d.netRevenue,
    })),
});
