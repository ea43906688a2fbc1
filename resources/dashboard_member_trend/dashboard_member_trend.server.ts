/** Members per day of the range: visitors, sign-ups, new subscribers, renewals. */
import { defineReportSide } from '../../server/crud/report.ts';
import { everyDay, sumBoth, ZERO_DAYS, ZERO_VISITS } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) =>
    everyDay(p, await sumBoth(db, p, ['day'], undefined, ['visitors', 'signUps', 'newSubscribers', 'renewCount']), { ...ZERO_DAYS, ...ZERO_VISITS }).map((d) => ({
      date: d.day,
      visitors: d.visitors,
      signUps: d.signUps,
      newSubscribers: d.newSubscribers,
      renewCount: d.renewCount,
    })),
});
