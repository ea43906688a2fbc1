import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { holdersOf, lacking, revokeTokens } from '../../server/auth/grants.ts';
import type { TDb } from '../../server/db/index.ts';
import { permissions, rolePermissions } from '../../server/db/system.ts';
import { conflict, forbidden, unprocessable } from '../../server/lib/errors.ts';
import type { TRoleRecord } from './record.server.ts';

/** Nobody changes what holds more than they do: a role with a permission the caller lacks (the super-admin role too) is out of reach. */
export const assertRoleManageable = (request: FastifyRequest, role: TRoleRecord): void => {
  if (lacking(request.admin!.permissions, role.permissions).length) throw forbidden('errors.role_outranks');
};

/**
 * Replaces a role's permission set. Names must be in the catalogue; every permission added or
 * taken away must be held by the caller (SECURITY 17); the super-admin role keeps all of them.
 * When the set changed, the role's holders are signed out so that the new rights apply at once.
 */
export const replacePermissions = async (tx: TDb, request: FastifyRequest, role: TRoleRecord, wanted: readonly string[]): Promise<boolean> => {
  const next = [...new Set(wanted)];
  const known = next.length ? await tx.select({ id: permissions.id, name: permissions.name }).from(permissions).where(inArray(permissions.name, next)) : [];
  const unknown = next.filter((name) => !known.some((p) => p.name === name));
  if (unknown.length) throw unprocessable({ permissions: [`resources.roles.validation.unknown_permission|${unknown.join(', ')}`] });
  const changed = [...next.filter((n) => !role.permissions.includes(n)), ...role.permissions.filter((n) => !next.includes(n))];
  if (changed.length === 0) return false;
  if (role.isSuper) throw conflict('resources.roles.errors.super_fixed');
  const beyond = lacking(request.admin!.permissions, changed);
  if (beyond.length) throw forbidden(`resources.roles.errors.permission_escalation|${beyond.join(', ')}`);
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
  if (known.length) await tx.insert(rolePermissions).values(known.map((p) => ({ roleId: role.id, permissionId: p.id })));
  await revokeTokens(tx, await holdersOf(tx, role.id));
  return true;
};
