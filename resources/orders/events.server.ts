/**
 * Every notification the card processor sends, kept as it came (its raw body, the address it came
 * from), with what became of it: `applied`, `pending` (a refund, void or chargeback whose payment
 * has not arrived yet; applied when it does), or `rejected` with its reason. A notification is
 * one (setting, transaction, kind): the unique index over the ones not rejected is what makes a
 * repeated or parallel copy change nothing (postback.server.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export { EVENT_KINDS, type TEventKind } from './eventKinds.ts';
export const EVENT_STATUSES = ['applied', 'pending', 'rejected'] as const;

export const providerEvents = pgTable(
  'provider_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: a notification naming a setting that is gone is still kept (rejected).
    segpay: integer().notNull(),
    kind: varchar({ length: 20 }),
    transactionId: varchar({ length: 100 }),
    // The payment a refund, void or chargeback reverses.
    relatedTransactionId: varchar({ length: 100 }),
    purchaseId: varchar({ length: 100 }),
    status: varchar({ length: 20 }).notNull(),
    reason: varchar({ length: 500 }),
    raw: text().notNull(),
    payload: jsonb(),
    ip: varchar({ length: 64 }),
    order: integer(),
    subscription: integer(),
    /** What an applied refund, void or chargeback took back, in the order's minor units (docs/metrics.md). */
    amount: bigint({ mode: 'number' }),
    occurredAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('provider_events_notification_unique').on(table.segpay, table.transactionId, table.kind).where(sql`status <> 'rejected'`),
    index('provider_events_order_idx').on(table.order, table.id),
    index('provider_events_subscription_idx').on(table.subscription, table.id),
    index('provider_events_pending_idx').on(table.segpay, table.relatedTransactionId).where(sql`status = 'pending'`),
  ],
);
