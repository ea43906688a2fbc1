/** One channel's new subscribers over the range by campaign (0: no campaign), most first. */
import { defineReportSide } from '../../server/crud/report.ts';
import { byValueDesc, sumDays, withCampaignNames } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) =>
    byValueDesc(
      await withCampaignNames(
        db,
        (await sumDays(db, p, ['campaign'])).filter((r) => r.newSubscribers > 0).map((r) => ({ campaign: r.campaign, newSubscribers: r.newSubscribers })),
      ),
      'newSubscribers',
      'campaign',
    ),
});
