/** A channel's day as the daily channel page shows it, per (date, channel) or per channel over the range. */
import type { TReportPage, TReportParameters } from '../crud/report.ts';
import type { TDb } from '../db/index.ts';
import { pageBoth, sumBoth, withChannelNames, type TDayFigure, type TVisitFigure } from './calls.ts';

/** What the daily channel shows (docs/metrics.md), and what it sums. */
const FIGURES = ['visitors', 'returningVisitors', 'newSubscribers', 'revenue', 'newRevenue', 'refundCount', 'refundAmount', 'renewCount', 'renewRevenue'] as const satisfies readonly (TDayFigure | TVisitFigure)[];

const figures = (r: Awaited<ReturnType<typeof sumBoth<never, (typeof FIGURES)[number]>>>[number]) => ({
  visitors: r.visitors,
  returningVisitors: r.returningVisitors,
  newSubscribers: r.newSubscribers,
  revenue: r.revenue,
  newRevenue: r.newRevenue,
  refundCount: r.refundCount,
  refundAmount: r.refundAmount,
  renewCount: r.renewCount,
  renewRevenue: r.renewRevenue,
});

const dayRow = (r: Parameters<typeof figures>[0]) => ({ date: r.day as string, channel: r.channel as number, ...figures(r) });

/** A row per date and channel that has figures, by date then channel. */
export const channelDayRows = async (db: TDb, p: TReportParameters) => withChannelNames(db, (await sumBoth(db, p, ['day', 'channel'], undefined, FIGURES)).map(dayRow));

/** A page of those rows, and how many there are. */
export const channelDayPage = async (db: TDb, p: TReportParameters, page: TReportPage) => {
  const { rows, total } = await pageBoth(db, p, ['day', 'channel'], page, FIGURES, true);
  return { rows: rows.map((r) => ({ ...dayRow(r), channelName: r.channelName as string | null })), total };
};

/** The figures of every row of the range, summed. */
export const channelDaySums = async (db: TDb, p: TReportParameters) => figures((await sumBoth(db, p, [], undefined, FIGURES))[0]!);

/** A row per channel over the whole range. */
export const channelPeriodRows = async (db: TDb, p: TReportParameters) =>
  withChannelNames(
    db,
    (await sumBoth(db, p, ['channel'], undefined, FIGURES)).map((r) => ({ channel: r.channel as number, ...figures(r) })),
  );
