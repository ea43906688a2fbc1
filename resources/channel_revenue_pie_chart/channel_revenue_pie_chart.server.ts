/** Revenue over the range by channel, most first. */
import { defineReportSide } from '../../server/crud/report.ts';
import { byValueDesc, sumDays, withChannelNames } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) =>
    byValueDesc(
      await withChannelNames(
        db,
        (await sumDays(db, p, ['channel'])).filter((r) => r.revenue !== 0).map((r) => ({ channel: r.channel, revenue: r.revenue })),
      ),
      'revenue',
      'channel',
    ),
});
