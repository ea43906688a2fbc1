import fp from 'fastify-plugin';
import { createJobRunner, type TJobRunner } from '../lib/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recurring jobs: areas add theirs while the app is built; the server starts them once it listens. */
    jobs: TJobRunner;
  }
}

/** The job runner of this instance; closing the app stops its jobs between items. */
export const jobsPlugin = fp(
  async (app, options: { schedules: Record<string, number> }) => {
    const runner = createJobRunner({
      database: app.database,
      schedules: options.schedules,
      onError: (job, error) => app.log.error({ err: error, job }, 'a recurring job failed'),
    });
    app.decorate('jobs', runner);
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
