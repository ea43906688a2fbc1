/**
 * The range's money in and out by kind: new sales, renewals, refunds, chargebacks, and the net
 * (count: payments less reversals; amount: net revenue).
 */
import { defineReportSide } from '../../server/crud/report.ts';
import { sumDays, ZERO_DAYS } from '../../server/analytics/calls.ts';

/** What the kinds show, and what they sum. */
const FIGURES = ['newSubscribers', 'newRevenue', 'renewCount', 'renewRevenue', 'refundCount', 'refundAmount', 'chargebackCount', 'chargebackAmount', 'netRevenue'] as const;

export const server = defineReportSide({
  query: async (db, p) => {
    const [t = ZERO_DAYS] = await sumDays(db, p, [], p, FIGURES);
    return [
      { kind: 'new', count: t.newSubscribers, amount: t.newRevenue },
      { kind: 'renew', count: t.renewCount, amount: t.renewRevenue },
      { kind: 'refund', count: t.refundCount, amount: t.refundAmount },
      { kind: 'chargeback', count: t.chargebackCount, amount: t.chargebackAmount },
      { kind: 'net', count: t.newSubscribers + t.renewCount - t.refundCount - t.chargebackCount, amount: t.netRevenue },
    ];
  },
});
