/** Revenue, refunds and net revenue per day, of the channels seen (or the one asked). */
import { defineReportSide } from '../../server/crud/report.ts';
import { everyDay, sumDays, ZERO_DAYS } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) =>
    everyDay(p, await sumDays(db, p, ['day'], p, ['revenue', 'refundAmount', 'netRevenue']), ZERO_DAYS).map((d) => ({ date: d.day, revenue: d.revenue, refundAmount: d.refundAmount, netRevenue: d.netRevenue })),
});
