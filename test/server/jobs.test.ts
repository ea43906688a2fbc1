/**
 * The job runner: a turn runs once however many ask for it, its runs and failures are kept in
 * the `jobs` table, a shutdown stops a job between items, and the super-admin reads the list.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsLabels } from '../../resources/jobs/i18n.ts';
import { jobs } from '../../server/db/system.ts';
import { createJobRunner } from '../../server/lib/jobs.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
beforeAll(async () => (t = await buildTestApp()));
afterAll(() => t.close());

const rowOf = async (name: string) => (await t.db.select().from(jobs).where(eq(jobs.name, name)))[0];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = () => {};

describe('the job runner', () => {
  it('takes a due turn once: a second ask waits for the schedule, a forced one does not', async () => {
    const runner = createJobRunner({ database: t.database, onError: quiet });
    let count = 0;
    runner.add({ name: 'count-once', everySeconds: 3600, run: async () => ++count });
    expect(await runner.turn('count-once')).toBe('ran');
    expect(await runner.turn('count-once')).toBe('not_due');
    expect(count).toBe(1);
    expect(await runner.turn('count-once', { force: true })).toBe('ran');
    const row = await rowOf('count-once');
    expect(row).toMatchObject({ runs: 2, failures: 0, lastStatus: 'succeeded', lastItems: 2, everySeconds: 3600 });
    expect(row!.nextRunAt!.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
  });

  it('runs a turn once when two runners (two instances) ask for it at the same moment', async () => {
    const first = createJobRunner({ database: t.database, onError: quiet });
    const second = createJobRunner({ database: t.database, onError: quiet });
    let count = 0;
    const job = { name: 'count-shared', everySeconds: 3600, run: async () => (await sleep(200), ++count) };
    first.add(job);
    second.add(job);
    const turns = await Promise.all([first.turn('count-shared'), second.turn('count-shared')]);
    expect(turns.filter((turn) => turn === 'ran')).toHaveLength(1);
    expect(count).toBe(1);
    expect((await rowOf('count-shared'))!.runs).toBe(1);
  });

  it('records a failure with its message, and the next turn runs again on schedule', async () => {
    const runner = createJobRunner({ database: t.database, schedules: { 'always-fails': 1 }, onError: quiet });
    runner.add({ name: 'always-fails', everySeconds: 3600, run: async () => { throw new Error('the mail server refused'); } });
    expect(await runner.turn('always-fails')).toBe('ran');
    expect(await rowOf('always-fails')).toMatchObject({ lastStatus: 'failed', lastError: 'the mail server refused', failures: 1, runs: 1, everySeconds: 1 });
    await sleep(1_100);
    expect(await runner.turn('always-fails')).toBe('ran');
    expect(await rowOf('always-fails')).toMatchObject({ failures: 2, runs: 2 });
  });

  it('stops a running job between items when the instance shuts down', async () => {
    const runner = createJobRunner({ database: t.database, onError: quiet });
    const done: number[] = [];
    runner.add({
      name: 'ten-items',
      everySeconds: 60,
      run: async ({ signal }) => {
        for (let item = 0; item < 10 && !signal.aborted; item++) {
          await sleep(50);
          done.push(item);
        }
        return done.length;
      },
    });
    const turn = runner.turn('ten-items');
    await sleep(120);
    await runner.stop();
    expect(await turn).toBe('ran');
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(10);
    expect(await rowOf('ten-items')).toMatchObject({ lastStatus: 'stopped', lastItems: done.length });
    expect(await runner.turn('ten-items', { force: true })).toBe('busy');
  });

  it('refuses a malformed JOB_SCHEDULES', async () => {
    const { parseSchedules } = await import('../../server/lib/jobs.ts');
    expect(parseSchedules('publish-scheduled-videos=5, sweep-uploads=60')).toEqual({ 'publish-scheduled-videos': 5, 'sweep-uploads': 60 });
    expect(() => parseSchedules('publish-scheduled-videos=soon')).toThrow(/JOB_SCHEDULES/);
    expect(() => parseSchedules('sweep-uploads=0')).toThrow(/at least 1/);
  });
});

describe('the app’s jobs', () => {
  it('publishes scheduled videos as a job, and lists every job to whoever holds list-jobs', async () => {
    expect(await t.app.jobs.turn('publish-scheduled-videos')).toBe('ran');
    expect(await t.app.jobs.turn('sweep-uploads')).toBe('ran');
    const reader = await t.createAdmin(['list-jobs']);
    const res = await t.call(reader.token, { method: 'GET', url: `${API}/jobs?sort=["name","ASC"]` });
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().map((job: { name: string }) => job.name);
    expect(names).toEqual(expect.arrayContaining(['publish-scheduled-videos', 'sweep-uploads']));
    expect(res.json().find((job: { name: string }) => job.name === 'publish-scheduled-videos')).toMatchObject({
      every_seconds: 60,
      last_status: 'succeeded',
      runs: 1,
      failures: 0,
    });
  });

  it('names every job the app runs in the three languages', async () => {
    const registered = t.app.jobs.names();
    expect(registered).toEqual(expect.arrayContaining(['analytics-refresh', 'analytics-records']));
    for (const language of ['en', 'zh-TW', 'zh-CN'] as const) {
      const names = jobsLabels[language].values?.name ?? {};
      for (const name of registered) expect(names[name], `${language} ${name}`).toMatch(/\S/);
    }
  });

  it('refuses the list without list-jobs, and offers no way to write it', async () => {
    const other = await t.createAdmin(['list-audit_logs']);
    expect((await t.call(other.token, { method: 'GET', url: `${API}/jobs` })).statusCode).toBe(403);
    expect((await t.call(undefined, { method: 'GET', url: `${API}/jobs` })).statusCode).toBe(401);
    const superToken = await t.login();
    expect((await t.call(superToken, { method: 'POST', url: `${API}/jobs`, payload: { name: 'x', every_seconds: 1 } })).statusCode).toBe(405);
    expect((await t.call(superToken, { method: 'DELETE', url: `${API}/jobs/1` })).statusCode).toBe(404);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('advisory locks (PostgreSQL)', () => {
  it('lets one session hold a key at a time: the other does not wait, and the key is free again after', async () => {
    let inside = 0;
    const hold = () => t.database.tryExclusive('test-key', async () => (inside++, await sleep(200), inside));
    const [a, b] = await Promise.all([hold(), hold()]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect((await hold()).ran).toBe(true);
  });
});
