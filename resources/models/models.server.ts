/** What models add on the server: their video count, read from the videos' links (never typed in). */
import { sql } from 'drizzle-orm';
import { defineServerSide, type TServerExtension } from '../../server/crud/resource.ts';

const modelsServer: TServerExtension = {
  computed: {
    videosCount: (tableName) =>
      sql`(select count(*)::int from "videos_models" vm where vm.target_id = ${sql.raw(`"${tableName}"."id"`)})`,
  },
};

export const server = defineServerSide({ extend: () => modelsServer });
