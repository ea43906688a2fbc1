/**
 * What sites add on the server: the intake key each site's servers authenticate with on the
 * public API, issued with the site and on `POST /sites/{id}/rotate-key`, both times shown once.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readRecord } from '../../server/crud/records.ts';
import { ZIdParams, ZNoBody } from '../../server/crud/params.ts';
import { defineServerSide, type TServerResource } from '../../server/crud/resource.ts';
import { audit } from '../../server/lib/audit.ts';
import { notFound } from '../../server/lib/errors.ts';
import { issueKey, siteKeys, siteOfKey, sitesTable } from './keys.server.ts';

const rotateKeyRoute = (entry: TServerResource) => (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/v1/admin/sites/:id/rotate-key',
    {
      schema: { tags: ['sites'], summary: 'Issue a new intake key for the site, answered once as `intake_key`; the previous key stops working', params: ZIdParams, body: ZNoBody },
      config: { permission: 'rotate-key-sites' },
    },
    async (request) =>
      app.db.transaction(async (raw) => {
        const tx = raw as never;
        const { id } = request.params;
        const byId = eq(entry.table.id, id);
        const [locked] = await raw.select({ id: entry.table.id }).from(entry.table).where(byId).for('update');
        if (!locked) throw notFound();
        const before = await readRecord(tx, entry, byId);
        const intakeKey = await issueKey(tx, id);
        await raw.update(entry.table).set({ updatedAt: new Date() }).where(byId);
        const after = await readRecord(tx, entry, byId);
        await audit(tx, request, { action: 'rotate-key', resource: 'sites', recordId: id, before, after });
        return { ...after, intakeKey };
      }),
  );
};

export const server = defineServerSide({
  table: sitesTable,
  tables: { keys: siteKeys },
  extend: (entry) => ({
    computed: {
      intakeKeyPrefix: (table) => sql`(select k.key_prefix from site_keys k where k.site_id = ${sql.raw(`"${table}"."id"`)})`,
      intakeKeyIssuedAt: (table) => sql`(select k.created_at from site_keys k where k.site_id = ${sql.raw(`"${table}"."id"`)})`,
    },
    routes: rotateKeyRoute(entry),
    created: async (tx, _request, id) => ({ intakeKey: await issueKey(tx, id) }),
    publicCaller: { header: 'x-site-key', find: siteOfKey },
  }),
});
