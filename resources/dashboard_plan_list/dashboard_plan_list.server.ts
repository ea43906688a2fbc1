/** Each plan over the range: new subscribers, renewals, revenue, ARPU (plan 0, sign-ups, left out). */
import { defineReportSide } from '../../server/crud/report.ts';
import { planNames, sumDays } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) => {
    const rows = (await sumDays(db, p, ['plan'], p, ['newSubscribers', 'renewCount', 'revenue', 'newRevenue'])).filter((r) => r.plan > 0).sort((a, b) => a.plan - b.plan);
    const names = await planNames(db, rows.map((r) => r.plan));
    return rows.map((r) => ({
      plan: r.plan,
      planName: names.get(r.plan) ?? null,
      newSubscribers: r.newSubscribers,
      renewCount: r.renewCount,
      revenue: r.revenue,
      newRevenue: r.newRevenue,
    }));
  },
});
