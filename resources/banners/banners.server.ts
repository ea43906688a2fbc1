/** What banners add on the server: whether each has expired, and saving a dragged order. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { banners } from './schema.ts';
import { serverResource, type TServerExtension } from '../../server/registry.ts';
import { registerReorder } from '../../server/crud/reorder.ts';

export const bannersServer: TServerExtension = {
  computed: {
    expired: (tableName) => sql`(${sql.raw(`"${tableName}"."expired_at"`)} is not null and ${sql.raw(`"${tableName}"."expired_at"`)} <= now())`,
  },
  routes: (app: FastifyInstance) => registerReorder(app, serverResource(banners), 'position'),
  readsClock: true,
};
