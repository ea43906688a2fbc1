/**
 * The recurring sweep of stored files no record references (`server/files/unreferenced.ts`):
 * every 6 hours, on one instance at a time, and on demand for a dry run.
 */
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/index.ts';
import type { TStorage } from '../files/storage.ts';
import { sweepUnreferenced, type TUnreferencedSweep } from '../files/unreferenced.ts';

export const SWEEP_UNREFERENCED_EVERY_SECONDS = 6 * 3_600;

declare module 'fastify' {
  interface FastifyInstance {
    /** One sweep of unreferenced stored objects now, outside the schedule; resolves with what it found. */
    sweepUnreferenced: (options?: { dryRun?: boolean }) => Promise<TUnreferencedSweep>;
  }
}

export const scheduleUnreferencedSweep = (app: FastifyInstance, options: { storage: TStorage; graceHours: number; dryRun: boolean }): void => {
  const run = async ({ db = app.database.db, dryRun = options.dryRun, signal }: { db?: TDb; dryRun?: boolean; signal?: AbortSignal } = {}) => {
    const result = await sweepUnreferenced({ db, storage: options.storage, graceMs: options.graceHours * 3_600_000, dryRun, signal });
    if (result.count > 0) {
      app.log.info(
        { count: result.count, dryRun, keys: result.keys },
        dryRun ? 'unreferenced stored files found (dry run: none deleted)' : 'unreferenced stored files deleted',
      );
    }
    return result;
  };
  app.decorate('sweepUnreferenced', (sweepOptions = {}) => run(sweepOptions));
  app.jobs.add({ name: 'sweep-unreferenced-files', everySeconds: SWEEP_UNREFERENCED_EVERY_SECONDS, run: async ({ db, signal }) => (await run({ db, signal })).count });
};
