/**
 * Admins: the generic list's columns and CRUD reshaped for the admins table (roles, password, guards), and
 * the enable, disable and resetQRCode actions. Every write is audited in its own transaction.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashPassword, passwordProblems } from '../../server/auth/passwords.ts';
import { ZIdParams } from '../../server/crud/params.ts';
import { adminRoles, admins as adminTable } from '../../server/db/system.ts';
import { audit } from '../../server/lib/audit.ts';
import { unprocessable } from '../../server/lib/errors.ts';
import type { TListHooks } from '../../server/crud/resource.ts';
import { registerAdminActions } from './actions.server.ts';
import { registerAdminDeletes } from './deletes.server.ts';
import { assertRolesGrantable, assertUsernameFree } from './guards.server.ts';
import { adminColumns, findAdmin } from './record.server.ts';
import { ZAdminCreate, ZAdminUpdate } from './schema.ts';
import { updateAdmin } from './update.server.ts';

const base = '/api/v1/admin/admins';
const tags = ['admins'];

/** The spec's password rule with its messages, then the hash (outside any transaction: it is slow on purpose). */
export const passwordHashOf = async (password: string, userInputs: readonly (string | null | undefined)[]): Promise<string> => {
  const problems = await passwordProblems(password, userInputs);
  if (problems.length) throw unprocessable({ password: problems });
  return hashPassword(password);
};

/** The generic list, with each admin's roles and no secret, filtered also by a role held. */
export const adminList: TListHooks = {
  columns: adminColumns,
  filters: { roles: (roleId) => sql`exists (select 1 from ${adminRoles} where ${adminRoles.adminId} = ${adminTable.id} and ${adminRoles.roleId} = ${roleId})` },
  description: 'Filters: username, name, status, two_factor_enabled, roles (a role id), q.',
};

export const registerAdminRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${base}/:id`,
    { schema: { tags, summary: 'Get one admin with their roles', params: ZIdParams }, config: { permission: ['list-admins', 'edit-admins'] } },
    async (request) => findAdmin(app.db, request.params.id),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create an admin',
        description:
          'The password follows the spec’s rule (a letter and a digit, 8 to 128 characters). Roles are role ids; granting a role needs every permission it holds (403 otherwise). New admins are enabled.',
        body: ZAdminCreate,
      },
      config: { permission: 'create-admins' },
    },
    async (request, reply) => {
      const { password, roles = [], ...values } = request.body;
      const passwordHash = await passwordHashOf(password, [values.username, values.name]);
      const created = await app.db.transaction(async (tx) => {
        await assertRolesGrantable(tx as never, request.admin!, roles);
        await assertUsernameFree(tx as never, values.username);
        const [row] = await tx.insert(adminTable).values({ ...values, passwordHash }).returning({ id: adminTable.id });
        const roleIds = [...new Set(roles)];
        if (roleIds.length) await tx.insert(adminRoles).values(roleIds.map((roleId) => ({ adminId: row!.id, roleId })));
        const after = await findAdmin(tx as never, row!.id);
        await audit(tx as never, request, { action: 'create', resource: 'admins', recordId: row!.id, after });
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
        summary: 'Update an admin',
        description:
          'An empty or missing password keeps the current one; a new password or a change of roles revokes the admin’s tokens. Nobody changes their own roles, manages an admin holding permissions they lack, or removes the super-admin role from the last enabled admin holding it. Status changes through enable and disable only.',
        params: ZIdParams,
        body: ZAdminUpdate,
      },
      config: { permission: 'edit-admins' },
    },
    async (request) => {
      const { password, ...changes } = request.body;
      const passwordHash = password ? await passwordHashOf(password, [changes.username, changes.name]) : undefined;
      return updateAdmin(app, request, request.params.id, changes, passwordHash);
    },
  );

  registerAdminDeletes(app);
  registerAdminActions(app);
};
