/** What posts add on the server: publishing (which dates a post that has no date) and taking back to draft. */
import { defineServerSide, type TServerExtension } from '../../server/crud/resource.ts';

const postsServer: TServerExtension = {
  actions: {
    publish: async ({ row }) => ({ status: 'published', publishedAt: row.publishedAt ? new Date(row.publishedAt as string | Date) : new Date() }),
    unpublish: async () => ({ status: 'draft' }),
  },
};

export const server = defineServerSide({ extend: () => postsServer });
