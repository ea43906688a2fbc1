/**
 * Uploads abandoned part-way (a closed tab, a lost laptop) would fill the disk: their parts are
 * deleted once older than UPLOAD_EXPIRY_HOURS, at start and every hour after.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes unfinished uploads past their expiry now; resolves with how many. */
    sweepUploads: () => Promise<number>;
  }
}

export const SWEEP_INTERVAL_MS = 3_600_000;

export const scheduleUploadSweeps = (app: FastifyInstance, sweep: () => Promise<number>): void => {
  const run = async () => {
    const count = await sweep();
    if (count > 0) app.log.info({ count }, 'unfinished uploads past their expiry deleted');
    return count;
  };
  app.decorate('sweepUploads', run);
  const quietly = () => void run().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping unfinished uploads failed'));
  const timer = setInterval(quietly, SWEEP_INTERVAL_MS).unref();
  app.addHook('onReady', async () => quietly());
  app.addHook('onClose', async () => clearInterval(timer));
};
