/** A channel's day as the daily channel page shows it, per (date, channel) or per channel over the range. */
import type { TReportPage, TReportParameters } from '../crud/report.ts';
import type { TDb } from '../db/index.ts';
import { pageBoth, sumBoth, withChannelNames } from './calls.ts';

const figures = (r: Awaited<ReturnType<typeof sumBoth>>[number]) => ({
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

const dayRow = (r: Awaited<ReturnType<typeof sumBoth>>[number]) => ({ date: r.day as string, channel: r.channel as number, ...figures(r) });

/** A row per date and channel that has figures, by date then channel. */
export const channelDayRows = async (db: TDb, p: TReportParameters) => withChannelNames(db, (await sumBoth(db, p, ['day', 'channel'])).map(dayRow));

/** A page of those rows, and how many there are. */
export const channelDayPage = async (db: TDb, p: TReportParameters, page: TReportPage) => {
  const { rows, total } = await pageBoth(db, p, ['day', 'channel'], page);
  return { rows: await withChannelNames(db, rows.map(dayRow)), total };
};

/** The figures of every row of the range, summed. */
export const channelDaySums = async (db: TDb, p: TReportParameters) => figures((await sumBoth(db, p, []))[0]!);

/** A row per channel over the whole range. */
export const channelPeriodRows = async (db: TDb, p: TReportParameters) =>
  withChannelNames(
    db,
    (await sumBoth(db, p, ['channel'])).map((r) => ({ channel: r.channel as number, ...figures(r) })),
  );
