/**
 * Uploads abandoned part-way (a closed tab, a lost laptop) and temporary files left by a crash
 * would fill the disk: they are deleted (`sweepUploadLeftovers`) at start and every hour after.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes unfinished uploads past their expiry and stale temporary files now; resolves with how many. */
    sweepUploads: () => Promise<number>;
  }
}

export const SWEEP_INTERVAL_MS = 3_600_000;

export const scheduleUploadSweeps = (app: FastifyInstance, sweep: () => Promise<number>): void => {
  const run = async () => {
    const count = await sweep();
    if (count > 0) app.log.info({ count }, 'upload leftovers deleted (expired resumable uploads, stale temporary files)');
    return count;
  };
  app.decorate('sweepUploads', run);
  const quietly = () => void run().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping upload leftovers failed'));
  const timer = setInterval(quietly, SWEEP_INTERVAL_MS).unref();
  app.addHook('onReady', async () => quietly());
  app.addHook('onClose', async () => clearInterval(timer));
};
