/** What models add on the server: their video count, read from the videos' links (never typed in). */
import { sql } from 'drizzle-orm';
import { defineServerSide, type TServerExtension } from '../../server/crud/resource.ts';

const modelsServer: TServerExtension = {
  computed: {
    videosCount: (tableName, joinTableOf) => {
      const link = joinTableOf('videos', 'models');
      return sql`(select count(*)::int from ${link} where ${link.targetId} = ${sql.raw(`"${tableName}"."id"`)})`;
    },
  },
};

export const server = defineServerSide({ extend: () => modelsServer });
