/** One channel's revenue over the range by campaign (0: no campaign), most first. */
import { defineReportSide } from '../../server/crud/report.ts';
import { byValueDesc, sumDays, withCampaignNames } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) =>
    byValueDesc(
      await withCampaignNames(
        db,
        (await sumDays(db, p, ['campaign'])).filter((r) => r.revenue !== 0).map((r) => ({ campaign: r.campaign, revenue: r.revenue })),
      ),
      'revenue',
      'campaign',
    ),
});
