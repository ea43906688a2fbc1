/** What posts add on the server: publishing (which dates a post that has no date) and taking back to draft. */
import { defineServerSide } from '../../server/crud/resource.ts';

export const server = defineServerSide({
  extend: () => ({
    actions: {
      publish: async ({ row }) => ({ status: 'published', publishedAt: row.publishedAt ? new Date(row.publishedAt as string | Date) : new Date() }),
      unpublish: async () => ({ status: 'draft' }),
    },
  }),
});
