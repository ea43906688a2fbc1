/** Each campaign's figures per day (campaign 0: the channel's visits and sales of no campaign), a page at a time when asked. */
import { defineReportSide } from '../../server/crud/report.ts';
import { pageBoth, sumBoth, withCampaignNames, withChannelNames, type TDayFigure, type TVisitFigure } from '../../server/analytics/calls.ts';

/** What the daily campaign shows, and what it sums. */
const FIGURES = ['visitors', 'signUps', 'newSubscribers', 'revenue', 'refundAmount'] as const satisfies readonly (TDayFigure | TVisitFigure)[];

type TSums = Awaited<ReturnType<typeof sumBoth<never, (typeof FIGURES)[number]>>>[number];

const figures = (r: TSums) => ({ visitors: r.visitors, signUps: r.signUps, newSubscribers: r.newSubscribers, revenue: r.revenue, refundAmount: r.refundAmount });
const row = (r: TSums) => ({ date: r.day as string, channel: r.channel as number, campaign: r.campaign as number, ...figures(r) });
const named = async (db: Parameters<typeof sumBoth>[0], rows: ReturnType<typeof row>[]) => withCampaignNames(db, await withChannelNames(db, rows));

export const server = defineReportSide({
  query: async (db, p) => named(db, (await sumBoth(db, p, ['day', 'channel', 'campaign'], undefined, FIGURES)).map(row)),
  page: async (db, p, page) => {
    const { rows, total } = await pageBoth(db, p, ['day', 'channel', 'campaign'], page, FIGURES, true);
    return { rows: rows.map((r) => ({ ...row(r), channelName: r.channelName as string | null, campaignName: r.campaignName as string | null })), total };
  },
  sums: async (db, p) => figures((await sumBoth(db, p, [], undefined, FIGURES))[0]!),
});
