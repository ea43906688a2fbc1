/** The recurring jobs of the content areas, run once per turn across instances by the job runner. */
import { publishDueVideos } from './content/scheduler.ts';
import type { TJob } from './lib/jobs.ts';

export const publishScheduledVideos: TJob = {
  name: 'publish-scheduled-videos',
  everySeconds: 60,
  run: async ({ db }) => (await publishDueVideos(db)).length,
};
