/**
 * The one runner of recurring jobs (scheduled publishing, upload sweeps, ...). Every instance
 * checks its jobs often; a job's turn is taken under an advisory lock and only when the `jobs`
 * row says it is due, so each turn runs once across instances. Its last run, duration and
 * failures are kept in that row for the super-admin.
 */
import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase, TDb } from '../db/index.ts';
import { jobs } from '../db/system.ts';

export type TJobContext = {
  db: TDb;
  /** Aborted when the instance shuts down: a job checks it between items and stops there. */
  signal: AbortSignal;
};

export type TJob = {
  name: string;
  everySeconds: number;
  /** Does one turn; resolves with how many items it handled. */
  run: (context: TJobContext) => Promise<number>;
};

/** What asking for a turn came to: done here, not due yet, or taken by another run. */
export type TTurn = 'ran' | 'not_due' | 'busy';

export type TJobRunner = {
  add: (job: TJob) => void;
  /** The names of the jobs added, in the order they were. */
  names: () => string[];
  /** Records the schedules and starts checking; nothing runs before (tests drive turns themselves). */
  start: () => Promise<void>;
  /** Takes a turn of one job now if it is due (or whatever its schedule, when forced). */
  turn: (name: string, options?: { force?: boolean }) => Promise<TTurn>;
  /** Stops checking, asks running jobs to stop between items, and waits for them. */
  stop: () => Promise<void>;
};

/** How often a job is checked at most: a job due every hour is still looked at every 10 s. */
const CHECK_MS = 10_000;
const INSTANCE = `${hostname()}:${process.pid}`;

export const createJobRunner = (options: {
  database: TDatabase;
  /** Seconds per job name that replace the declared schedules (JOB_SCHEDULES). */
  schedules?: Record<string, number>;
  onError: (job: string, error: unknown) => void;
}): TJobRunner => {
  const { database } = options;
  const registered = new Map<string, TJob>();
  const running = new Map<string, Promise<TTurn>>();
  const timers = new Set<NodeJS.Timeout>();
  const stopping = new AbortController();
  const everySeconds = (job: TJob) => options.schedules?.[job.name] ?? job.everySeconds;

  const runLocked = async (job: TJob, db: TDb, force: boolean): Promise<TTurn> => {
    const startedAt = new Date();
    const next = sql`now() + make_interval(secs => ${everySeconds(job)})`;
    await db.insert(jobs).values({ name: job.name, everySeconds: everySeconds(job) }).onConflictDoNothing();
    // Due means: never run, or its next turn has come (by the database's clock, the same for all).
    // The claim moves the next turn on in the same statement, so two claims cannot both succeed.
    const [claimed] = await db
      .update(jobs)
      .set({ lastStatus: 'running', lastStartedAt: startedAt, lastInstance: INSTANCE, updatedAt: startedAt, nextRunAt: next })
      .where(force ? eq(jobs.name, job.name) : sql`${jobs.name} = ${job.name} and (${jobs.nextRunAt} is null or ${jobs.nextRunAt} <= now())`)
      .returning({ id: jobs.id });
    if (!claimed) return 'not_due';
    let items: number | null = null;
    let error: string | null = null;
    try {
      items = await job.run({ db, signal: stopping.signal });
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      options.onError(job.name, caught);
    }
    const durationMs = Date.now() - startedAt.getTime();
    await db
      .update(jobs)
      .set({
        lastStatus: error ? 'failed' : stopping.signal.aborted ? 'stopped' : 'succeeded',
        lastDurationMs: durationMs,
        lastItems: items,
        lastError: error,
        runs: sql`${jobs.runs} + 1`,
        failures: error ? sql`${jobs.failures} + 1` : jobs.failures,
        nextRunAt: next,
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, claimed.id));
    return 'ran';
  };

  const turn = async (name: string, { force = false } = {}): Promise<TTurn> => {
    const job = registered.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    if (stopping.signal.aborted || running.has(name)) return 'busy';
    const taking = database
      .tryExclusive(`job:${name}`, (db) => runLocked(job, db, force))
      .then((result) => (result.ran ? result.value : 'busy'))
      .finally(() => running.delete(name));
    running.set(name, taking);
    return taking;
  };

  const check = (job: TJob) => {
    const timer = setTimeout(async () => {
      timers.delete(timer);
      await turn(job.name).catch((error: unknown) => options.onError(job.name, error));
      if (!stopping.signal.aborted) check(job);
    }, Math.min(everySeconds(job) * 1000, CHECK_MS));
    timer.unref();
    timers.add(timer);
  };

  return {
    add: (job) => {
      if (registered.has(job.name)) throw new Error(`the job ${job.name} is added twice`);
      registered.set(job.name, job);
    },
    names: () => [...registered.keys()],
    start: async () => {
      // The rows exist before the first turn, so that the super-admin sees every schedule.
      for (const job of registered.values()) {
        await database.db
          .insert(jobs)
          .values({ name: job.name, everySeconds: everySeconds(job) })
          .onConflictDoUpdate({ target: jobs.name, set: { everySeconds: everySeconds(job) } });
      }
      for (const job of registered.values()) {
        void turn(job.name).catch((error: unknown) => options.onError(job.name, error));
        check(job);
      }
    },
    turn,
    stop: async () => {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled(running.values());
    },
  };
};

/** `name=seconds,name=seconds` (JOB_SCHEDULES): anything else stops the start with a clear message. */
export const parseSchedules = (value: string | undefined): Record<string, number> => {
  const schedules: Record<string, number> = {};
  for (const part of (value ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^([a-z0-9-]+)=(\d+)$/.exec(part);
    if (!match || Number(match[2]) < 1) throw new Error(`JOB_SCHEDULES: "${part}" is not name=seconds (a whole number of seconds, at least 1)`);
    schedules[match[1]!] = Number(match[2]);
  }
  return schedules;
};
