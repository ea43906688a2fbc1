/** The conversation of a ticket: staff replies, oldest first, after the customer's own message (the ticket). */
import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { deriveTable } from '../../server/db/derive.ts';
import { admins } from '../../server/db/system.ts';
import { supports } from './schema.ts';

/** The tickets' table, derived here so that a reply can name its ticket and go with it. */
export const supportsTable = deriveTable(supports);

export const supportReplies = pgTable(
  'support_replies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    supportId: integer()
      .notNull()
      .references(() => supportsTable.id, { onDelete: 'cascade' }),
    // A reply outlives the admin who wrote it; it then shows no author.
    adminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_replies_support_id_idx').on(t.supportId, t.id)],
);
