/** What videos add on the server: the publish and hide actions, and the job that publishes scheduled videos. */
import { HttpError } from '../../server/lib/errors.ts';
import { defineServerSide, type TServerExtension, type TServerResource } from '../../server/crud/resource.ts';
import { publishDueVideos } from './scheduler.server.ts';

/** A video is shown to customers only with a title, a cover and its file. */
const PUBLISH_NEEDS = ['title', 'cover', 'video'] as const;

const videosServer = (table: TServerResource['table']): TServerExtension => ({
  actions: {
    // Now, or at publishedAt when that lies ahead (the scheduler flips it then).
    publish: async ({ row }) => {
      const missing = PUBLISH_NEEDS.filter((name) => row[name] === null || row[name] === undefined || row[name] === '');
      if (missing.length) {
        throw new HttpError(422, 'errors.publish_missing', Object.fromEntries(missing.map((name) => [name, ['validation.required_to_publish']])));
      }
      const at = row.publishedAt ? new Date(row.publishedAt as string | Date) : null;
      if (at && at.getTime() > Date.now()) return { status: 'scheduled' };
      return { status: 'published', publishedAt: at ?? new Date() };
    },
    hide: async () => ({ status: 'hidden' }),
  },
  jobs: [{ name: 'publish-scheduled-videos', everySeconds: 60, run: async ({ db }) => (await publishDueVideos(db, table)).length }],
});

export const server = defineServerSide({ extend: ({ table }) => videosServer(table) });
