/** A channel's day as the daily channel page shows it, per (date, channel) or per channel over the range. */
import type { TReportParameters } from '../crud/report.ts';
import type { TDb } from '../db/index.ts';
import { sumBoth, withChannelNames } from './calls.ts';

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

/** A row per date and channel that has figures, by date then channel. */
export const channelDayRows = async (db: TDb, p: TReportParameters) =>
  withChannelNames(
    db,
    (await sumBoth(db, p, ['day', 'channel'])).map((r) => ({ date: r.day as string, channel: r.channel as number, ...figures(r) })),
  );

/** A row per channel over the whole range. */
export const channelPeriodRows = async (db: TDb, p: TReportParameters) =>
  withChannelNames(
    db,
    (await sumBoth(db, p, ['channel'])).map((r) => ({ channel: r.channel as number, ...figures(r) })),
  );
