/**
 * The outbox's tables: the mails (the `mails` entity's table, the outbox screen) and, apart from
 * them, the text of each mail as sent while it holds a single-use link, deleted once it is sent,
 * so that no screen or API answer ever shows a live link.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { searchText } from '../db/searchText.ts';

export const mailOutbox = pgTable(
  'mails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: varchar({ length: 255 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    template: varchar({ length: 50 }).notNull(),
    locale: varchar({ length: 10 }).notNull(),
    user: integer(),
    /** queued, sent or failed. */
    state: varchar({ length: 20 }).notNull().default('queued'),
    tries: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** The text as staff may read it: single-use links replaced. */
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The sender reads the due mails in order: queued ones whose next try has come.
    index('mails_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.state} = 'queued'`),
    index('mails_state_idx').on(t.state, t.id),
    index('mails_state_sent_at_idx').on(t.state, t.sentAt, t.id),
    index('mails_sent_at_idx').on(t.sentAt, t.id),
    index('mails_user_idx').on(t.user, t.id),
    index('mails_template_idx').on(t.template, t.id),
    index('mails_next_attempt_at_idx').on(t.nextAttemptAt, t.id),
    index('mails_created_at_idx').on(t.createdAt, t.id),
    // `q` (server/db/searchText.ts): the recipient and the subject for a caller who reads the
    // recipient, the subject alone for one who reads it masked.
    index('mails_search_trgm_idx').using('gin', sql`${searchText([t.to, t.subject])} gin_trgm_ops`),
    index('mails_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
  ],
);

/** What is sent, while it holds a secret (a verification or reset link); gone once sent. */
export const mailSecrets = pgTable('mail_secrets', {
  mailId: integer()
    .primaryKey()
    .references(() => mailOutbox.id, { onDelete: 'cascade' }),
  text: text().notNull(),
});
