/**
 * Scheduled videos go live at their publishedAt: once a minute (a job of the videos' server side) the due
 * ones become published, each with an audit row by no admin. One update decides, whoever runs it.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { TAnyTable } from '../../server/db/derive.ts';
import type { TDb } from '../../server/db/index.ts';
import { auditLog } from '../../server/db/system.ts';

/** Publishes the due videos of `table` (the videos' table, from the registry). */
export const publishDueVideos = async (db: TDb, table: TAnyTable, now = new Date()): Promise<number[]> => {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(table)
      .set({ status: 'published', updatedAt: now })
      .where(and(eq(table.status, 'scheduled'), lte(table.publishedAt, now)))
      .returning({ id: table.id });
    if (due.length) {
      await tx.insert(auditLog).values(
        due.map(({ id }) => ({ action: 'publish_scheduled', resource: 'videos', recordId: String(id), before: { status: 'scheduled' }, after: { status: 'published' } })),
      );
    }
    return due.map(({ id }) => id as number);
  });
};
