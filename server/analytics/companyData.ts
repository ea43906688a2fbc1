/** The company's figures per day of the range, shared by the daily company data and the dashboard's total.csv. */
import type { TReportParameters } from '../crud/report.ts';
import type { TDb } from '../db/index.ts';
import { everyDay, sumBoth, ZERO_DAYS, ZERO_VISITS } from './calls.ts';

export const companyDataRows = async (db: TDb, p: TReportParameters) =>
  everyDay(p, await sumBoth(db, p, ['day'], undefined, ['visitors', 'newSubscribers', 'revenue', 'orderCount', 'paidCount', 'failedCount', 'pendingCount', 'refundedOrders']), { ...ZERO_DAYS, ...ZERO_VISITS }).map((d) => ({
    date: d.day,
    visitors: d.visitors,
    newCount: d.newSubscribers,
    revenue: d.revenue,
    orderCount: d.orderCount,
    paidCount: d.paidCount,
    failedCount: d.failedCount,
    pendingCount: d.pendingCount,
    refundedOrders: d.refundedOrders,
  }));
