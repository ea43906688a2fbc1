import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { holdersOf, lacking, revokeTokens } from '../../server/auth/grants.ts';
import { ZBulkIds, ZIdParams } from '../../server/crud/params.ts';
import type { TDb } from '../../server/db/index.ts';
import { roles } from '../../server/db/system.ts';
import { audit } from '../../server/lib/audit.ts';
import { conflict, forbidden } from '../../server/lib/errors.ts';
import { findRole, type TRoleRecord } from './record.server.ts';

/** Deletes the roles, all or none: never the super-admin role, nor one holding permissions the caller lacks. */
const deleteRoles = (app: FastifyInstance, request: FastifyRequest, ids: readonly number[]): Promise<TRoleRecord[]> =>
  app.db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    const deleted: TRoleRecord[] = [];
    for (const id of ids) {
      const before = await findRole(tx, id);
      if (before.isSuper) throw conflict('resources.roles.errors.super_fixed');
      const beyond = lacking(request.admin!.permissions, before.permissions);
      if (beyond.length) throw forbidden(`resources.roles.errors.permission_escalation|${beyond.join(', ')}`);
      // Its holders lose rights: their sessions end so that the loss applies at once.
      await revokeTokens(tx, await holdersOf(tx, id));
      await tx.delete(roles).where(eq(roles.id, id));
      await audit(tx, request, { action: 'delete', resource: 'roles', recordId: id, before });
      deleted.push(before);
    }
    return deleted;
  });

export const registerRoleDeletes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.delete(
    '/api/v1/admin/roles/:id',
    { schema: { tags: ['roles'], summary: 'Delete a role', description: 'Its holders are signed out. The super-admin role answers 409.', params: ZIdParams }, config: { permission: 'delete-roles' } },
    async (request) => (await deleteRoles(app, request, [request.params.id]))[0],
  );
  api.post(
    '/api/v1/admin/roles/delete-many',
    { schema: { tags: ['roles'], summary: 'Delete several roles: all of them or none', body: ZBulkIds }, config: { permission: 'delete-roles', requires: ['batch-action-roles'] } },
    async (request) => {
      await deleteRoles(app, request, [...new Set(request.body.ids)]);
      return { data: request.body.ids };
    },
  );
};
