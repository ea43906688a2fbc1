/**
 * The rules around admins, enforced inside the write's transaction: no escalation through role
 * assignment or through managing a more powerful admin, nobody edits their own roles, and at
 * least one enabled admin keeps the super-admin role.
 */
import { sql } from 'drizzle-orm';
import type { TSignedIn } from '../../server/plugins/auth.ts';
import type { TDb } from '../../server/db/index.ts';
import { lacking, permissionsOfAdmin, rolesWithPermissions } from '../../server/auth/grants.ts';
import { conflict, forbidden, HttpError, unprocessable } from '../../server/lib/errors.ts';

/** Serialises the writes that could remove the last super-admin (two parallel disables of the last two). */
export const lockAdminRights = async (tx: TDb): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(3003001)`);
};

/** Only an admin who holds every permission of another admin may change, disable or delete them. */
export const assertManageable = async (tx: TDb, me: TSignedIn, targetId: number): Promise<void> => {
  if (lacking(me.permissions, await permissionsOfAdmin(tx, targetId)).length) throw forbidden('resources.admins.errors.outranks');
};

/** Roles granted or taken away must exist, and the caller must hold every permission of each. */
export const assertRolesGrantable = async (tx: TDb, me: TSignedIn, roleIds: readonly number[]): Promise<void> => {
  const found = await rolesWithPermissions(tx, roleIds);
  if (found.length !== new Set(roleIds).size) throw unprocessable({ roles: ['validation.reference'] });
  const beyond = found.filter((role) => lacking(me.permissions, role.permissions).length > 0);
  if (beyond.length) throw forbidden(`resources.admins.errors.role_escalation|${beyond.map((r) => r.name).join(', ')}`);
};

/**
 * Usernames are stored in their canonical spelling; one written before that rule may differ in
 * case or width only, and still takes the name.
 */
export const assertUsernameFree = async (tx: TDb, username: string, exceptId?: number): Promise<void> => {
  const result = await tx.execute(sql`select 1 from admins where lower(normalize(username, NFKC)) = ${username}
    ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`);
  if ((result as unknown as { rows: unknown[] }).rows.length) throw new HttpError(409, 'errors.unique', { username: ['validation.unique'] });
};

const enabledSuperAdmins = async (tx: TDb): Promise<number> => {
  const result = await tx.execute<{ n: number }>(sql`select count(distinct a.id)::int as n from admins a
    join admin_roles ar on ar.admin_id = a.id join roles r on r.id = ar.role_id
    where r.is_super = 1 and a.status = 'enabled'`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
};

/** After a change that touched an enabled super-admin: one must remain, or the change is undone. */
export const assertSuperAdminRemains = async (tx: TDb): Promise<void> => {
  if ((await enabledSuperAdmins(tx)) === 0) throw conflict('resources.admins.errors.last_super_admin');
};
