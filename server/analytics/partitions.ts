/**
 * The monthly partitions of visit_events (months in UTC: `visit_events_2026_11` holds November
 * 2026). The migration made only the DEFAULT partition, which takes events of any month without
 * its own; the `analytics-partitions` job makes the partitions of the current and the next two
 * months ahead of time, and of any month whose events wait in the DEFAULT partition, moving them
 * there; it drops the partitions of months older than the retention (ANALYTICS_RETENTION_MONTHS
 * months before the current one), and deletes such events from the DEFAULT partition. The rollups
 * are not touched: they keep the figures of dropped months.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import type { TJob } from '../lib/jobs.ts';
import { retentionStart } from './ingest.ts';

export const PARTITIONS_JOB = 'analytics-partitions';
/** How many months after the current one get their partition ahead of time. */
export const MONTHS_AHEAD = 2;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The first instant of the UTC month of `at`, moved by `months`. */
export const monthStart = (at: Date, months = 0): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
/** `visit_events_2026_11` for November 2026. */
export const partitionName = (month: Date): string => `visit_events_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
const NAME = /^visit_events_(\d{4})_(\d{2})$/;

/** The months that have a partition of their own, by name. */
export const monthPartitions = async (db: TDb): Promise<Map<string, Date>> => {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'visit_events'::regclass`),
  );
  const months = new Map<string, Date>();
  for (const { name } of rows) {
    const match = NAME.exec(name);
    if (match) months.set(name, new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
  }
  return months;
};

/**
 * Makes the partition of each month that has none, in one transaction each: the events of that
 * month waiting in the DEFAULT partition are moved into it (the DEFAULT partition is locked
 * meanwhile, so no event of that month can land there between). Answers the partitions made.
 */
export const createMonthPartitions = async (db: TDb, months: readonly Date[]): Promise<string[]> => {
  const existing = await monthPartitions(db);
  const made: string[] = [];
  for (const month of [...new Map(months.map((m) => [partitionName(monthStart(m)), monthStart(m)])).values()].sort((a, b) => a.getTime() - b.getTime())) {
    const name = partitionName(month);
    if (existing.has(name)) continue;
    const from = month.toISOString();
    const to = monthStart(month, 1).toISOString();
    await db.transaction(async (raw) => {
      const tx = raw as unknown as TDb;
      await tx.execute(sql`lock table visit_events_default in access exclusive mode`);
      // Made by another instance meanwhile: nothing to do.
      if ((await monthPartitions(tx)).has(name)) return;
      await tx.execute(sql`create temporary table visit_events_moving (like visit_events) on commit drop`);
      await tx.execute(sql`with moved as (delete from visit_events_default where occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz returning *)
        insert into visit_events_moving select * from moved`);
      await tx.execute(sql.raw(`create table "${name}" partition of visit_events for values from ('${from}') to ('${to}')`));
      await tx.execute(sql`insert into visit_events overriding system value select * from visit_events_moving`);
      made.push(name);
    });
  }
  return made;
};

/** Drops the partitions of months before the retention and deletes such events from the DEFAULT partition. */
export const dropExpiredPartitions = async (db: TDb, options: { now: Date; retentionMonths: number }): Promise<string[]> => {
  const start = retentionStart(options.now, options.retentionMonths);
  const dropped: string[] = [];
  for (const [name, month] of await monthPartitions(db)) {
    if (month.getTime() >= start.getTime()) continue;
    await db.execute(sql.raw(`drop table if exists "${name}"`));
    dropped.push(name);
  }
  await db.execute(sql`delete from visit_events_default where occurred_at < ${start.toISOString()}::timestamptz`);
  return dropped;
};

/** One turn of the job: the months ahead and those waiting in DEFAULT get partitions; expired ones go. Answers how many partitions changed. */
export const maintainPartitions = async (db: TDb, options: { now?: Date; retentionMonths: number }): Promise<{ created: string[]; dropped: string[] }> => {
  const now = options.now ?? new Date();
  const start = retentionStart(now, options.retentionMonths);
  const dropped = await dropExpiredPartitions(db, { now, retentionMonths: options.retentionMonths });
  const waiting = rowsOf<{ month: string }>(
    await db.execute(sql`select distinct to_char(occurred_at at time zone 'UTC', 'YYYY-MM') as month from visit_events_default where occurred_at >= ${start.toISOString()}::timestamptz`),
  ).map((row) => new Date(`${row.month}-01T00:00:00Z`));
  const ahead = Array.from({ length: MONTHS_AHEAD + 1 }, (_, i) => monthStart(now, i));
  const created = await createMonthPartitions(db, [...ahead, ...waiting]);
  return { created, dropped };
};

export const partitionsJob = (retentionMonths: number): TJob => ({
  name: PARTITIONS_JOB,
  everySeconds: 3600,
  run: async ({ db }) => {
    const { created, dropped } = await maintainPartitions(db, { retentionMonths });
    return created.length + dropped.length;
  },
});
