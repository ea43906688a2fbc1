/**
 * Roles: listed with counts (the generic list), read, permissions and holders; create and update with their
 * permission set in one transaction; assign to replace the set alone; delete. The super-admin
 * role holds every permission and cannot be renamed, reduced or deleted.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../server/crud/params.ts';
import type { TDb } from '../../server/db/index.ts';
import { roles as roleTable } from '../../server/db/system.ts';
import { audit } from '../../server/lib/audit.ts';
import { conflict } from '../../server/lib/errors.ts';
import type { TListHooks } from '../../server/crud/resource.ts';
import { registerRoleDeletes } from './deletes.server.ts';
import { assertRoleManageable, replacePermissions } from './permissionSet.server.ts';
import { findRole, roleColumns } from './record.server.ts';
import { ZRoleAssign, ZRoleCreate, ZRoleUpdate } from './schema.ts';

const base = '/api/v1/admin/roles';
const tags = ['roles'];

/** The generic list with each role's counts of admins and permissions, open to those who pick roles for an admin. */
export const roleList: TListHooks = {
  columns: roleColumns,
  alsoPermitted: ['create-admins', 'edit-admins'],
  description: 'With the counts of admins and permissions. Also open to those who create or edit admins, who pick roles for them.',
};

export const registerRoleRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inTransaction = <T>(work: (tx: TDb) => Promise<T>) => app.db.transaction((tx) => work(tx as unknown as TDb));

  api.get(
    `${base}/:id`,
    {
      schema: { tags, summary: 'Get one role with its permission names and the admins holding it', params: ZIdParams },
      config: { permission: ['list-roles', 'edit-roles', 'create-admins', 'edit-admins'] },
    },
    async (request) => findRole(app.db, request.params.id),
  );

  api.post(
    base,
    {
      schema: { tags, summary: 'Create a role, with its permissions', description: 'Granting a permission needs holding it (403 otherwise).', body: ZRoleCreate },
      config: { permission: 'create-roles' },
    },
    async (request, reply) => {
      const { permissions, ...values } = request.body;
      const created = await inTransaction(async (tx) => {
        const [row] = await tx.insert(roleTable).values(values).returning({ id: roleTable.id });
        if (permissions) await replacePermissions(tx, request, await findRole(tx, row!.id), permissions);
        const after = await findRole(tx, row!.id);
        await audit(tx, request, { action: 'create', resource: 'roles', recordId: row!.id, after });
        return after;
      });
      return reply.status(201).send(created);
    },
  );

  api.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Update a role and, when given, its permission set',
        description: 'A changed permission set signs the role’s holders out (their tokens answer 401). The super-admin role: only its description changes (409 otherwise).',
        params: ZIdParams,
        body: ZRoleUpdate,
      },
      config: { permission: 'edit-roles' },
    },
    async (request) => {
      const { permissions, ...values } = request.body;
      return inTransaction(async (tx) => {
        const before = await findRole(tx, request.params.id);
        if (before.isSuper && values.name !== undefined && values.name !== before.name) throw conflict('resources.roles.errors.super_fixed');
        await tx.update(roleTable).set({ ...values, updatedAt: new Date() }).where(eq(roleTable.id, before.id));
        if (permissions) await replacePermissions(tx, request, before, permissions);
        // After the permission check, so that a refused grant names the permissions asked for.
        assertRoleManageable(request, before);
        const after = await findRole(tx, before.id);
        await audit(tx, request, { action: 'update', resource: 'roles', recordId: before.id, before, after });
        return after;
      });
    },
  );

  api.post(
    `${base}/:id/assign`,
    {
      schema: {
        tags,
        summary: 'Replace the role’s permission set',
        description: 'In one transaction; the holders’ tokens are revoked when the set changed. Needs edit-roles, and holding every permission added or removed.',
        params: ZIdParams,
        body: ZRoleAssign,
      },
      config: { permission: 'edit-roles' },
    },
    async (request) =>
      inTransaction(async (tx) => {
        const before = await findRole(tx, request.params.id);
        await replacePermissions(tx, request, before, request.body.permissions);
        assertRoleManageable(request, before);
        const after = await findRole(tx, before.id);
        await audit(tx, request, { action: 'assign', resource: 'roles', recordId: before.id, before: { permissions: before.permissions }, after: { permissions: after.permissions } });
        return after;
      }),
  );

  registerRoleDeletes(app);
};
