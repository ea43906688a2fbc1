/**
 * The embedded database's stand-in for autovacuum: a table never measured, or much changed, is
 * analysed (the planner then knows its size and values); a table with many dead rows is vacuumed;
 * a table that needs nothing is left alone; and the job is registered on PGlite only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENDING_JOB, tendTables } from '../../server/db/tending.ts';
import { buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;

const flushed = () => t.db.execute(sql`select pg_stat_force_next_flush()`);

const probe = async () => {
  await flushed();
  const result = await t.db.execute(sql`
    select c.reltuples::int as tuples, coalesce(s.n_dead_tup, 0)::int as dead, s.last_vacuum is not null as vacuumed,
      (select count(*)::int from pg_statistic st where st.starelid = c.oid) as statistics
    from pg_class c left join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'tending_probe'`);
  return (result as unknown as { rows: { tuples: number; dead: number; vacuumed: boolean; statistics: number }[] }).rows[0]!;
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe.skipIf(process.env.TEST_DATABASE_URL)('tending the embedded database (PGlite only: a server has autovacuum)', () => {
  it('is a recurring job of the embedded database', async () => {
    expect(await t.app.jobs.turn(TENDING_JOB, { force: true })).toBe('ran');
  });

  it('analyses a table never measured, vacuums one with many dead rows, and leaves one that needs nothing', async () => {
    await t.db.execute(sql`create table tending_probe (id int primary key, v text)`);
    await t.db.execute(sql`insert into tending_probe select i, 'row ' || i from generate_series(1, 500) as i`);
    expect(await probe()).toMatchObject({ statistics: 0, vacuumed: false });

    expect(await tendTables(t.db)).toBeGreaterThanOrEqual(1);
    expect(await probe()).toMatchObject({ tuples: 500, vacuumed: false });
    expect((await probe()).statistics).toBeGreaterThan(0);

    // Measured and unchanged: nothing to do for it.
    await tendTables(t.db);
    expect(await probe()).toMatchObject({ tuples: 500, vacuumed: false });

    // Every row rewritten: 500 dead rows, past 50 + 20 % of 500.
    await t.db.execute(sql`update tending_probe set v = v || '!'`);
    await tendTables(t.db);
    expect(await probe()).toMatchObject({ tuples: 500, dead: 0, vacuumed: true });
  });

  it('leaves a table with a few changes alone', async () => {
    await t.db.execute(sql`create table tending_few (id int primary key)`);
    await t.db.execute(sql`insert into tending_few select generate_series(1, 1000)`);
    await tendTables(t.db);
    await t.db.execute(sql`delete from tending_few where id <= 40`);
    await tendTables(t.db);
    await flushed();
    const result = await t.db.execute(sql`select n_dead_tup::int as dead, last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'tending_few'`);
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ dead: 40, vacuumed: false });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on a PostgreSQL server', () => {
  it('is not a job: autovacuum does the work', async () => {
    await expect(t.app.jobs.turn(TENDING_JOB, { force: true })).rejects.toThrow(`no job named ${TENDING_JOB}`);
  });
});
