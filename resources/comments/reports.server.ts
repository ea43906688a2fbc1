/** The comments' table and the reports customers file against them, which a comment owns and takes with it. */
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { deriveTable } from '../../server/db/derive.ts';
import { comments } from './schema.ts';

/** The comments' table, derived here so that a report can name its comment and go with it. */
export const commentsTable = deriveTable(comments);

/** How staff closed a report: upheld by a ban, or found unfounded. Open while null. */
export const REPORT_OUTCOMES = ['banned', 'rejected'] as const;

export const commentReports = pgTable(
  'comment_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    commentId: integer()
      .notNull()
      .references(() => commentsTable.id, { onDelete: 'cascade' }),
    // The customer who reported it; users are never deleted, only disabled.
    reporterId: integer().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    outcome: varchar({ length: 20 }),
  },
  // The reports page reads a comment's reports together, newest first; the count of open ones is per comment.
  (t) => [index('comment_reports_comment_id_idx').on(t.commentId, t.createdAt), index('comment_reports_created_at_idx').on(t.createdAt)],
);
