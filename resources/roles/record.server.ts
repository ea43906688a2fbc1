/** A role as the API shows it: with counts in lists, and its permissions and holders when read alone. */
import { asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../server/db/index.ts';
import { adminRoles, admins, roles } from '../../server/db/system.ts';
import { rolesWithPermissions } from '../../server/auth/grants.ts';
import { notFound } from '../../server/lib/errors.ts';

export const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  isSuper: sql<boolean>`"roles"."is_super" = 1`,
  channelScoped: roles.channelScoped,
  adminsCount: sql<number>`(select count(*)::int from admin_roles ar where ar.role_id = "roles"."id")`.mapWith(Number),
  permissionsCount: sql<number>`case when "roles"."is_super" = 1 then (select count(*)::int from permissions)
    else (select count(*)::int from role_permissions rp where rp.role_id = "roles"."id") end`.mapWith(Number),
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

export type TRoleRecord = {
  id: number;
  name: string;
  description: string | null;
  isSuper: boolean;
  channelScoped: boolean;
  adminsCount: number;
  permissionsCount: number;
  permissions: string[];
  admins: { id: number; username: string; name: string | null; status: string }[];
  createdAt: Date;
  updatedAt: Date;
};

export const findRole = async (db: TDb, id: number): Promise<TRoleRecord> => {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  if (!row) throw notFound();
  const [granted] = await rolesWithPermissions(db, [id]);
  const holders = await db
    .select({ id: admins.id, username: admins.username, name: admins.name, status: admins.status })
    .from(adminRoles)
    .innerJoin(admins, eq(admins.id, adminRoles.adminId))
    .where(eq(adminRoles.roleId, id))
    .orderBy(asc(admins.username));
  return { ...row, permissions: [...(granted?.permissions ?? [])].sort(), admins: holders };
};
