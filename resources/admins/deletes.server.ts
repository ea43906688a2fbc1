import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBulkIds, ZIdParams } from '../../server/crud/params.ts';
import type { TDb } from '../../server/db/index.ts';
import { admins } from '../../server/db/system.ts';
import { audit } from '../../server/lib/audit.ts';
import { conflict } from '../../server/lib/errors.ts';
import { assertManageable, assertSuperAdminRemains, lockAdminRights } from './guards.server.ts';
import { findAdmin, type TAdminRecord } from './record.server.ts';

const base = '/api/v1/admin/admins';
const tags = ['admins'];

/** Deletes the admins, all of them or none, under the same rules as one. */
const deleteAdmins = async (app: FastifyInstance, request: FastifyRequest, ids: readonly number[]): Promise<TAdminRecord[]> => {
  if (ids.includes(request.admin!.id)) throw conflict('resources.admins.errors.self_delete');
  return app.db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    await lockAdminRights(tx);
    const deleted: TAdminRecord[] = [];
    for (const id of ids) {
      const before = await findAdmin(tx, id);
      await assertManageable(tx, request.admin!, id);
      await tx.delete(admins).where(eq(admins.id, id));
      await audit(tx, request, { action: 'delete', resource: 'admins', recordId: id, before });
      deleted.push(before);
    }
    if (deleted.some((a) => a.isSuper && a.status === 'enabled')) await assertSuperAdminRemains(tx);
    return deleted;
  });
};

export const registerAdminDeletes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete an admin',
        description: 'Refused (409) for oneself and for the last enabled admin holding the super-admin role; 403 for an admin holding permissions the caller lacks.',
        params: ZIdParams,
      },
      config: { permission: 'delete-admins' },
    },
    async (request) => (await deleteAdmins(app, request, [request.params.id]))[0],
  );
  api.post(
    `${base}/delete-many`,
    { schema: { tags, summary: 'Delete several admins: all of them or none', body: ZBulkIds }, config: { permission: 'delete-admins', requires: ['batch-action-admins'] } },
    async (request) => {
      await deleteAdmins(app, request, [...new Set(request.body.ids)]);
      return { data: request.body.ids };
    },
  );
};
