/** What models add on the server: their video count, read from the videos' links (never typed in). */
import { sql } from 'drizzle-orm';
import { defineServerSide } from '../../server/crud/resource.ts';

export const server = defineServerSide({
  extend: () => ({
    computed: {
      videosCount: (tableName) =>
        sql`(select count(*)::int from "videos_models" vm where vm.target_id = ${sql.raw(`"${tableName}"."id"`)})`,
    },
  }),
});
