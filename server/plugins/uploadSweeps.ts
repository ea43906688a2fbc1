/**
 * Uploads abandoned part-way (a closed tab, a lost laptop) and temporary files left by a crash
 * would fill the disk: they are deleted (`sweepUploadLeftovers`) by a job that runs at start and every hour after.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes unfinished uploads past their expiry and stale temporary files now; resolves with how many. */
    sweepUploads: () => Promise<number>;
  }
}

export const SWEEP_EVERY_SECONDS = 3_600;

export const scheduleUploadSweeps = (app: FastifyInstance, sweep: () => Promise<number>): void => {
  const run = async () => {
    const count = await sweep();
    if (count > 0) app.log.info({ count }, 'upload leftovers deleted (expired resumable uploads, stale temporary files)');
    return count;
  };
  app.decorate('sweepUploads', run);
  app.jobs.add({ name: 'sweep-uploads', everySeconds: SWEEP_EVERY_SECONDS, run });
};
