/** What banners add on the server: whether each has expired, and saving a dragged order. */
import { sql } from 'drizzle-orm';
import { registerReorder } from '../../server/crud/reorder.ts';
import { defineServerSide } from '../../server/crud/resource.ts';

export const server = defineServerSide({
  extend: (entry) => ({
    computed: {
      expired: (tableName) => sql`(${sql.raw(`"${tableName}"."expired_at"`)} is not null and ${sql.raw(`"${tableName}"."expired_at"`)} <= now())`,
    },
    routes: (app) => registerReorder(app, entry, 'position'),
    readsClock: true,
  }),
});
