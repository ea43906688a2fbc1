import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../../server/db/index.ts';
import { adminRoles, admins } from '../../server/db/system.ts';
import { audit } from '../../server/lib/audit.ts';
import { forbidden } from '../../server/lib/errors.ts';
import { assertManageable, assertRolesGrantable, assertSuperAdminRemains, assertUsernameFree, lockAdminRights } from './guards.server.ts';
import { findAdmin, type TAdminRecord } from './record.server.ts';
import type { TAdminUpdate } from './schema.ts';

const difference = (a: readonly number[], b: readonly number[]) => a.filter((x) => !b.includes(x));

/** Replaces the admin's roles when the set changed; says whether it did. */
const replaceRoles = async (tx: TDb, request: FastifyRequest, before: TAdminRecord, wanted: readonly number[]): Promise<boolean> => {
  const next = [...new Set(wanted)];
  const changed = [...difference(next, before.roles), ...difference(before.roles, next)];
  if (changed.length === 0) return false;
  // An admin who could edit their own roles could give themself any role they can grant others.
  if (before.id === request.admin!.id) throw forbidden('resources.admins.errors.own_roles');
  await assertRolesGrantable(tx, request.admin!, changed);
  await tx.delete(adminRoles).where(eq(adminRoles.adminId, before.id));
  if (next.length) await tx.insert(adminRoles).values(next.map((roleId) => ({ adminId: before.id, roleId })));
  return true;
};

export const updateAdmin = async (
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  { roles, ...values }: Omit<TAdminUpdate, 'password'>,
  passwordHash: string | undefined,
): Promise<TAdminRecord> =>
  app.db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    await lockAdminRights(tx);
    const before = await findAdmin(tx, id);
    await assertManageable(tx, request.admin!, id);
    // One's own password and two-factor login change only through the profile, which asks for the current password.
    if (id === request.admin!.id && (passwordHash !== undefined || (before.twoFactorEnabled && values.twoFactorEnabled === false))) {
      throw forbidden('errors.own_credentials');
    }
    if (values.username !== undefined) await assertUsernameFree(tx, values.username, id);
    const rolesChanged = roles !== undefined && (await replaceRoles(tx, request, before, roles));
    // A new password or other rights: the admin's open sessions end now (SECURITY 12).
    const revoke = rolesChanged || passwordHash !== undefined;
    await tx
      .update(admins)
      .set({
        ...values,
        ...(passwordHash ? { passwordHash } : {}),
        ...(revoke ? { tokenVersion: sql`${admins.tokenVersion} + 1` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(admins.id, id));
    if (rolesChanged && before.isSuper && before.status === 'enabled') await assertSuperAdminRemains(tx);
    const after = await findAdmin(tx, id);
    await audit(tx, request, { action: 'update', resource: 'admins', recordId: id, before, after });
    if (passwordHash) await audit(tx, request, { action: 'change_password', resource: 'admins', recordId: id });
    return after;
  });
