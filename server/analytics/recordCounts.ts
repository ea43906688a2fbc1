/**
 * Keeps `analytics_record_days` (how many rows each day's daily channel and daily campaign records
 * have) equal to a count of the campaign grains' keys. Triggers on those grains mark each (site,
 * day) whose keys changed (a row inserted or deleted: updates change figures, never keys) in the
 * change's own transaction; this job takes the marks it sees in one statement and counts those
 * days again (and the same days of every site together, site 0), committing both at once under one
 * lock. A mark a transaction commits later is still there for the next turn, and until then the
 * record calls count that day from the grains (calls.ts `pageBoth`), so a page and its total are
 * exact at every moment. The counting itself is `analytics_record_recount` (migration 0032).
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { rowsOf } from './calls.ts';

/** Marks taken by one turn at most. */
const MARKS_PER_TURN = 50_000;

/** One counter at a time across instances: two would delete and insert the same rows. */
const lock = (tx: TDb) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('showrunner'), hashtext('analytics-records'))`);

/**
 * Counts every day of the grains again, within the caller's transaction (the rebuild's, after the
 * rollups are recomputed), and takes every mark: what the migration did when it made the table.
 */
export const recountAllRecords = async (tx: TDb): Promise<void> => {
  await lock(tx);
  await tx.execute(sql`DELETE FROM analytics_record_marks`);
  await tx.execute(sql`DELETE FROM analytics_record_days`);
  await tx.execute(sql`SELECT analytics_record_recount(array_agg(site_id), array_agg(day)) FROM (
    SELECT site_id, day FROM analytics_visit_campaign_days UNION SELECT site_id, day FROM analytics_campaign_days
    UNION SELECT 0, day FROM analytics_visit_campaign_days UNION SELECT 0, day FROM analytics_campaign_days) k`);
};

/** Counts again every (site, day) marked, and deletes the marks it took; answers how many marks it took. */
export const countMarkedRecords = async (db: TDb, options: { limit?: number } = {}): Promise<number> =>
  db.transaction(async (raw) => {
    const tx = raw as unknown as TDb;
    await lock(tx);
    const [top] = await rowsOf<{ max: string | number | null }>(tx, sql`SELECT MAX(id) AS max FROM (SELECT id FROM analytics_record_marks ORDER BY id LIMIT ${options.limit ?? MARKS_PER_TURN}) m`);
    if (top?.max === null || top?.max === undefined) return 0;
    const taken = await rowsOf<{ site_id: number; day: string; marks: string | number }>(
      tx,
      sql`WITH taken AS (DELETE FROM analytics_record_marks WHERE id <= ${Number(top.max)} RETURNING site_id, day)
        SELECT site_id, day::text AS day, COUNT(*) AS marks FROM taken GROUP BY 1, 2`,
    );
    // Each day marked is counted for its site and for every site together.
    const asked = [...new Map([...taken.map((t) => [Number(t.site_id), t.day] as const), ...taken.map((t) => [0, t.day] as const)].map(([site, day]) => [`${site}|${day}`, { site, day }])).values()];
    await tx.execute(sql`SELECT analytics_record_recount(${`{${asked.map((a) => a.site).join(',')}}`}::int[], ${`{${asked.map((a) => a.day).join(',')}}`}::date[])`);
    return taken.reduce((n, t) => n + Number(t.marks), 0);
  });
