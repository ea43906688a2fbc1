/**
 * The analytics tables: what the customer sites send (visit events, raw, partitioned by month on
 * both databases), who the visitors are (their first touch, which attributes them), and the daily
 * rollups the dashboard and the reports read, so that no screen scans raw rows.
 *
 * Days are the site's business days: cut at midnight in the site's time zone (`sites.timezone`).
 * A rollup key that has no channel, campaign or plan holds 0 there (never null), so that the
 * primary key is the whole key and an upsert finds its row. docs/metrics.md defines every figure.
 */
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** What a customer site reports: a page seen, or an account made on this visit. */
export const VISIT_EVENT_KINDS = ['page_view', 'sign_up'] as const;
/** The class of the visitor's device, as the site or its user agent says. */
export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet', 'other'] as const;

/**
 * Each event as it came (bots dropped before), partitioned by month of `occurred_at` (the
 * migration declares `PARTITION BY RANGE`; jobs make next months' partitions and drop those past
 * the retention). `event_id` is the site's id of the event: sent again, it is the same event.
 */
export const visitEvents = pgTable(
  'visit_events',
  {
    id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    siteId: integer().notNull(),
    eventId: varchar({ length: 64 }).notNull(),
    kind: varchar({ length: 20 }).notNull(),
    visitorId: varchar({ length: 64 }).notNull(),
    /** The site's business day of `occurred_at`. */
    day: date({ mode: 'string' }).notNull(),
    page: varchar({ length: 2048 }),
    referrer: varchar({ length: 2048 }),
    utmSource: varchar({ length: 200 }),
    utmMedium: varchar({ length: 200 }),
    utmCampaign: varchar({ length: 200 }),
    utmTerm: varchar({ length: 200 }),
    utmContent: varchar({ length: 200 }),
    utmId: varchar({ length: 200 }),
    device: varchar({ length: 10 }).notNull(),
    country: varchar({ length: 2 }),
    /** The visitor's attribution when the event arrived (their first touch within the window). */
    channelId: integer(),
    campaignId: integer(),
    /** A sign-up's new account. */
    userId: integer(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A partitioned table's unique keys hold its partition key.
    primaryKey({ name: 'visit_events_pkey', columns: [t.occurredAt, t.id] }),
    uniqueIndex('visit_events_event_unique').on(t.siteId, t.eventId, t.occurredAt),
    index('visit_events_site_day_idx').on(t.siteId, t.day),
    // A visitor's events of a day (has this visitor been counted under this key?) and their touches.
    index('visit_events_visitor_idx').on(t.siteId, t.visitorId, t.day),
  ],
);

/** Each visitor of a site once: when first seen, and the channel and campaign of their first touch. */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    siteId: integer().notNull(),
    visitorId: varchar({ length: 64 }).notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull(),
    /** When the attributing touch happened; the window runs from it. */
    touchedAt: timestamp({ withTimezone: true }),
    channelId: integer(),
    campaignId: integer(),
    userId: integer(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.visitorId] }), index('analytics_visitors_user_idx').on(t.userId)],
);

/** Which visitors came on which business day: a visitor counts once a day. */
export const analyticsVisitorDays = pgTable(
  'analytics_visitor_days',
  {
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    visitorId: varchar({ length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.visitorId] })],
);

/** The figures of the money rollups, the same columns at every grain. */
const moneyFigures = () => ({
  signUps: integer().notNull().default(0),
  newSubscribers: integer().notNull().default(0),
  newRevenue: bigint({ mode: 'number' }).notNull().default(0),
  renewCount: integer().notNull().default(0),
  renewRevenue: bigint({ mode: 'number' }).notNull().default(0),
  usRenewCount: integer().notNull().default(0),
  usRenewRevenue: bigint({ mode: 'number' }).notNull().default(0),
  refundCount: integer().notNull().default(0),
  refundAmount: bigint({ mode: 'number' }).notNull().default(0),
  refundMembers: integer().notNull().default(0),
  chargebackCount: integer().notNull().default(0),
  chargebackAmount: bigint({ mode: 'number' }).notNull().default(0),
  orderCount: integer().notNull().default(0),
  paidCount: integer().notNull().default(0),
  failedCount: integer().notNull().default(0),
  pendingCount: integer().notNull().default(0),
  refundedOrders: integer().notNull().default(0),
  /** Monthly recurring revenue that started (+) and ended (−) on the day, in minor units a month. */
  mrrStarted: bigint({ mode: 'number' }).notNull().default(0),
  mrrEnded: bigint({ mode: 'number' }).notNull().default(0),
});

/** The figures of the visit rollups. */
const visitFigures = () => ({
  visitors: integer().notNull().default(0),
  returningVisitors: integer().notNull().default(0),
  pageViews: integer().notNull().default(0),
});

/** Visits per business day, channel, campaign and device (0: none). */
export const analyticsVisitDays = pgTable(
  'analytics_visit_days',
  {
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    channelId: integer().notNull().default(0),
    campaignId: integer().notNull().default(0),
    device: varchar({ length: 10 }).notNull(),
    ...visitFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.channelId, t.campaignId, t.device] }), index('analytics_visit_days_day_idx').on(t.day)],
);

/**
 * Members and money per business day, channel, campaign, plan and currency (0 and '' where none):
 * recomputed from orders, provider events, users and subscriptions for each (site, day) those
 * change (analytics_dirty), never incremented, so a repeated or late notification cannot count twice.
 */
export const analyticsDays = pgTable(
  'analytics_days',
  {
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    channelId: integer().notNull().default(0),
    campaignId: integer().notNull().default(0),
    planId: integer().notNull().default(0),
    currency: varchar({ length: 3 }).notNull().default(''),
    ...moneyFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.day, t.channelId, t.campaignId, t.planId, t.currency] }),
    index('analytics_days_day_idx').on(t.day),
  ],
);

/**
 * Coarser grains of the two rollups, so that a long range reads a few rows a day or a month
 * instead of every campaign, plan and device: each row is the sum of the finer rows under its key,
 * and `fineRows` counts them (a key exists while one does). Triggers on the finer table keep them
 * in its own statements' transaction (migrations 0027, 0029 and 0030), whoever writes it: the refresh, the
 * rebuild, the intake. The calls read the coarsest grain that holds their keys (calls.ts).
 * `month` is the first day of the month.
 */
export const analyticsCampaignDays = pgTable(
  'analytics_campaign_days',
  {
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    channelId: integer().notNull(),
    campaignId: integer().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    fineRows: integer().notNull(),
    ...moneyFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.channelId, t.campaignId, t.currency] }), index('analytics_campaign_days_day_idx').on(t.day)],
);

export const analyticsCampaignMonths = pgTable(
  'analytics_campaign_months',
  {
    siteId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    channelId: integer().notNull(),
    campaignId: integer().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    fineRows: integer().notNull(),
    ...moneyFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month, t.channelId, t.campaignId, t.currency] }), index('analytics_campaign_months_month_idx').on(t.month)],
);

export const analyticsChannelDays = pgTable(
  'analytics_channel_days',
  {
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    channelId: integer().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    fineRows: integer().notNull(),
    ...moneyFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.channelId, t.currency] }), index('analytics_channel_days_day_idx').on(t.day)],
);

/** Money per site and day: what a call by day without a channel, campaign or plan reads (a row a day and currency). */
export const analyticsSiteDays = pgTable(
  'analytics_site_days',
  {
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    fineRows: integer().notNull(),
    ...moneyFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.currency] }), index('analytics_site_days_day_idx').on(t.day)],
);

/** Money per site, day and plan: what a call by plan, or filtered by plan, without a channel or campaign reads. */
export const analyticsPlanDays = pgTable(
  'analytics_plan_days',
  {
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    planId: integer().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    fineRows: integer().notNull(),
    ...moneyFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.planId, t.currency] }), index('analytics_plan_days_day_idx').on(t.day)],
);

/** The same per month. */
export const analyticsPlanMonths = pgTable(
  'analytics_plan_months',
  {
    siteId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    planId: integer().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    fineRows: integer().notNull(),
    ...moneyFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month, t.planId, t.currency] }), index('analytics_plan_months_month_idx').on(t.month)],
);

export const analyticsChannelMonths = pgTable(
  'analytics_channel_months',
  {
    siteId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    channelId: integer().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    fineRows: integer().notNull(),
    ...moneyFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month, t.channelId, t.currency] }), index('analytics_channel_months_month_idx').on(t.month)],
);

export const analyticsVisitCampaignDays = pgTable(
  'analytics_visit_campaign_days',
  {
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    channelId: integer().notNull(),
    campaignId: integer().notNull(),
    fineRows: integer().notNull(),
    ...visitFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.channelId, t.campaignId] }), index('analytics_visit_campaign_days_day_idx').on(t.day)],
);

export const analyticsVisitChannelDays = pgTable(
  'analytics_visit_channel_days',
  {
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    channelId: integer().notNull(),
    device: varchar({ length: 10 }).notNull(),
    fineRows: integer().notNull(),
    ...visitFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.channelId, t.device] }), index('analytics_visit_channel_days_day_idx').on(t.day)],
);

/** Visits per site, day and device: what a call by day (or device) without a channel or campaign reads. */
export const analyticsVisitSiteDays = pgTable(
  'analytics_visit_site_days',
  {
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    device: varchar({ length: 10 }).notNull(),
    fineRows: integer().notNull(),
    ...visitFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.device] }), index('analytics_visit_site_days_day_idx').on(t.day)],
);

export const analyticsVisitChannelMonths = pgTable(
  'analytics_visit_channel_months',
  {
    siteId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    channelId: integer().notNull(),
    device: varchar({ length: 10 }).notNull(),
    fineRows: integer().notNull(),
    ...visitFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month, t.channelId, t.device] }), index('analytics_visit_channel_months_month_idx').on(t.month)],
);

/**
 * The (site, instant) slices whose rollups are out of date: written by triggers on the raw tables
 * in the same transaction as the change, so no change is missed; the refresher recomputes each
 * slice's business day from raw and deletes the marks it has read.
 */
export const analyticsDirty = pgTable(
  'analytics_dirty',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    markedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
);

/**
 * How many rows a day's daily channel and daily campaign records have: the distinct channels, and
 * the distinct (channel, campaign) pairs, that the day's visits or money hold in the campaign
 * grains (`analytics_visit_campaign_days`, `analytics_campaign_days`). Site 0: every site at once
 * (the records of a call without a site). A money currency has its own row (the visits, the
 * sign-ups of no currency and that currency's money); the row of currency '' counts the visits and
 * the sign-ups alone, for a call whose currency has no money that day. A day with no keys has no
 * row. Kept from the marks below by the `analytics-records` job (recordCounts.ts).
 */
export const analyticsRecordDays = pgTable(
  'analytics_record_days',
  {
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    channels: integer().notNull(),
    campaigns: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.currency] })],
);

/**
 * The (site, day) whose record keys changed since their count: written by triggers on the campaign
 * grains when a key appears (a row inserted) or goes (a row deleted), in the change's transaction.
 * A day marked is counted from the grains when read until the job has counted it again.
 */
export const analyticsRecordMarks = pgTable(
  'analytics_record_marks',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [index('analytics_record_marks_day_idx').on(t.day)],
);
