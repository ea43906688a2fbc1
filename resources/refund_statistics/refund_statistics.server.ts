/** Refunds and chargebacks per day, and the refund ratio against that day's revenue. */
import { defineReportSide } from '../../server/crud/report.ts';
import { everyDay, sumDays, ZERO_DAYS } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) =>
    everyDay(p, await sumDays(db, p, ['day'], p, ['refundCount', 'refundAmount', 'chargebackCount', 'chargebackAmount', 'revenue']), ZERO_DAYS).map((d) => ({
      date: d.day,
      refundCount: d.refundCount,
      refundAmount: d.refundAmount,
      chargebackCount: d.chargebackCount,
      chargebackAmount: d.chargebackAmount,
      revenue: d.revenue,
    })),
});
