/**
 * Who holds what, for the rules that keep rights from spreading: nobody grants a permission
 * they do not hold (SECURITY 17), and a change of rights revokes the tokens of those it touches.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { adminRoles, admins, permissions } from '../db/system.ts';
import { permissionsOf } from '../plugins/auth.ts';

export const catalogueNames = async (db: TDb): Promise<string[]> =>
  (await db.select({ name: permissions.name }).from(permissions)).map((p) => p.name);

export const permissionsOfAdmin = async (db: TDb, adminId: number): Promise<Set<string>> => {
  const [row] = await db.select({ permissions: permissionsOf(adminId) }).from(admins).where(eq(admins.id, adminId));
  return new Set(row?.permissions ?? []);
};

export type TRoleGrant = { id: number; name: string; isSuper: boolean; permissions: string[] };

/** The roles with these ids and every permission each holds (all of them for a super role). */
export const rolesWithPermissions = async (db: TDb, roleIds: readonly number[]): Promise<TRoleGrant[]> => {
  if (roleIds.length === 0) return [];
  const result = await db.execute<{ id: number; name: string; is_super: number; permissions: string[] }>(sql`
    select r.id, r.name, r.is_super, coalesce(array_agg(p.name) filter (where p.name is not null), '{}') as permissions
    from roles r left join permissions p on r.is_super = 1 or exists (
      select 1 from role_permissions rp where rp.role_id = r.id and rp.permission_id = p.id)
    where r.id in (${sql.join(roleIds.map((id) => sql`${id}`), sql`, `)})
    group by r.id, r.name, r.is_super`);
  return (result as unknown as { rows: { id: number; name: string; is_super: number; permissions: string[] }[] }).rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    isSuper: Number(row.is_super) === 1,
    permissions: row.permissions,
  }));
};

export const lacking = (held: ReadonlySet<string>, needed: Iterable<string>): string[] => [...needed].filter((name) => !held.has(name));

/** Every token of these admins stops working on their next request. */
export const revokeTokens = async (db: TDb, adminIds: readonly number[]): Promise<void> => {
  if (adminIds.length === 0) return;
  await db.update(admins).set({ tokenVersion: sql`${admins.tokenVersion} + 1` }).where(inArray(admins.id, [...adminIds]));
};

/** The admins holding a role. */
export const holdersOf = async (db: TDb, roleId: number): Promise<number[]> =>
  (await db.select({ id: adminRoles.adminId }).from(adminRoles).where(eq(adminRoles.roleId, roleId))).map((r) => r.id);
