/**
 * Scheduled videos go live at their publishedAt: once a minute (a job, server/jobs.ts) the due
 * ones become published, each with an audit row by no admin. One update decides, whoever runs it.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { auditLog } from '../db/system.ts';
import { serverResource } from '../registry.ts';
import { videos } from '../../resources/videos/schema.ts';

export const publishDueVideos = async (db: TDb, now = new Date()): Promise<number[]> => {
  const { table } = serverResource(videos);
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
