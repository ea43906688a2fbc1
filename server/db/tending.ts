/**
 * What autovacuum does for a PostgreSQL server, done by a job for the embedded database, which has
 * no autovacuum: a table with many dead rows is vacuumed (its space reused, its visibility map set
 * for index-only scans), and a table much changed since its statistics were taken, or never
 * measured, is analysed, so that the planner sees its size and its values. Without statistics
 * PGlite plans every query on default guesses: the live visitors' minutes read a month's events
 * through the site's index (21 ms) where the instant's index reads the half hour's (7 ms), and
 * the last ten sales sort every order of the site rather than read ten. The thresholds are
 * autovacuum's own defaults. Tables are tended one at a time, so that requests run in between.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from './index.ts';
import type { TJob } from '../lib/jobs.ts';

export const TENDING_JOB = 'tend-embedded-database';

/** autovacuum_vacuum_threshold / _scale_factor and autovacuum_analyze_threshold / _scale_factor. */
const VACUUM = { base: 50, share: 0.2 };
const ANALYZE = { base: 50, share: 0.1 };

type TTableState = { name: string; tuples: number; dead: number; changed: number; measured: boolean; pages: number };

const stateOf = async (db: TDb): Promise<TTableState[]> => {
  // The counts of changed and dead rows reach the statistics views when the session reports them,
  // which PGlite's single session does only when asked.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select c.relname as name, greatest(c.reltuples, 0)::float8 as tuples, coalesce(s.n_dead_tup, 0)::int8 as dead,
      coalesce(s.n_mod_since_analyze, 0)::int8 as changed,
      exists (select 1 from pg_statistic st where st.starelid = c.oid) as measured,
      (pg_relation_size(c.oid) / current_setting('block_size')::int)::int8 as pages
    from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
    where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
    order by c.relname`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    name: String(r.name),
    tuples: Number(r.tuples),
    dead: Number(r.dead),
    changed: Number(r.changed),
    measured: r.measured === true,
    pages: Number(r.pages),
  }));
};

/** What a table needs now, if anything. */
export const needOf = (t: TTableState): 'vacuum' | 'analyze' | null => {
  if (t.dead > VACUUM.base + VACUUM.share * t.tuples) return 'vacuum';
  if (t.changed > ANALYZE.base + ANALYZE.share * t.tuples) return 'analyze';
  // A table with rows that was never measured (every table after the first start).
  if (!t.measured && t.pages > 0) return 'analyze';
  return null;
};

/** One round: each table that needs it vacuumed (and analysed) or analysed. Answers how many. */
export const tendTables = async (db: TDb, signal?: AbortSignal): Promise<number> => {
  let tended = 0;
  for (const table of await stateOf(db)) {
    if (signal?.aborted) break;
    const need = needOf(table);
    if (!need) continue;
    const name = `"${table.name.replaceAll('"', '""')}"`;
    await db.execute(sql.raw(need === 'vacuum' ? `vacuum (analyze) ${name}` : `analyze ${name}`));
    tended++;
  }
  return tended;
};

/** Every minute, on the embedded database only (a PostgreSQL server has autovacuum). */
export const tendingJob: TJob = { name: TENDING_JOB, everySeconds: 60, run: ({ db, signal }) => tendTables(db, signal) };
