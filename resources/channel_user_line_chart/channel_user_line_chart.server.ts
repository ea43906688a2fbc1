/** Visitors, sign-ups and new subscribers per day, of the channels seen (or the one asked). */
import { defineReportSide } from '../../server/crud/report.ts';
import { everyDay, sumBoth, ZERO_DAYS, ZERO_VISITS } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) =>
    everyDay(p, await sumBoth(db, p, ['day'], undefined, ['visitors', 'signUps', 'newSubscribers']), { ...ZERO_DAYS, ...ZERO_VISITS }).map((d) => ({
      date: d.day,
      visitors: d.visitors,
      signUps: d.signUps,
      newSubscribers: d.newSubscribers,
    })),
});
