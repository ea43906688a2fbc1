/**
 * What customers hold beside their record, never read by any list or record: the single-use
 * tokens of the links they are mailed, and the password they choose through a reset link.
 */
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A link's token, kept as its SHA-256 only: the link itself exists in the mail alone. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** `verify-email` or `reset-password`. */
    purpose: varchar({ length: 30 }).notNull(),
    userId: integer().notNull(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('link_tokens_user_idx').on(t.userId, t.purpose)],
);

/** A customer's password (argon2id), set through a reset link; the back-office never reads or writes it otherwise. */
export const customerPasswords = pgTable('customer_passwords', {
  userId: integer().primaryKey(),
  passwordHash: varchar({ length: 255 }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
