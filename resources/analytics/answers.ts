/**
 * The shapes of the dashboard's answers that are no table: its tiles, the visitors of the last
 * minutes, and today's revenue as it arrives. camelCase here, snake_case on the wire.
 */
import { z } from 'zod';

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZRangeOut = z.object({ from: ZDate, to: ZDate });
const ZInt = z.number().int();
/** An ISO minute in the site's time zone: `2026-11-26T14:05`. */
const ZMinute = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

/** A tile: the range's figure, the previous period's, and the figure of each day of the range. */
export const ZTile = z.object({ value: ZInt, previous: ZInt, series: z.array(z.object({ date: ZDate, value: ZInt })) });

/** GET /dashboard: the six tiles over the range, against the period of the same length just before. */
export const ZDashboardAnswer = z.object({
  range: ZRangeOut,
  previous: ZRangeOut,
  currency: z.string(),
  tiles: z.object({ visitors: ZTile, signUps: ZTile, newSubscribers: ZTile, revenue: ZTile, refunds: ZTile, mrr: ZTile }),
});

/** GET /dashboard/real-time-users: who is on the sites now, and who came today. */
export const ZRealTimeUsersAnswer = z.object({
  at: z.string(),
  activeVisitors: ZInt,
  todayVisitors: ZInt,
  series: z.array(z.object({ minute: ZMinute, visitors: ZInt })),
});

/** GET /dashboard/real-time-revenues: today's paid revenue and orders, minute by minute, and the last paid orders. */
export const ZRealTimeRevenuesAnswer = z.object({
  at: z.string(),
  currency: z.string(),
  todayRevenue: ZInt,
  todayOrders: ZInt,
  series: z.array(z.object({ minute: ZMinute, revenue: ZInt })),
  recent: z.array(z.object({ id: ZInt, orderId: z.string(), amount: ZInt, plan: ZInt.nullable(), planName: z.string().nullable(), paidAt: z.string() })),
});
