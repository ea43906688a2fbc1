/**
 * Admins made straight in the database, holding exactly the permissions a test names, with
 * tokens signed by the app itself: many of them cost no password hashing.
 */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { adminRoles, admins, permissions, rolePermissions, roles } from '../../../server/db/system.ts';
import { adminRow, type TTestApp } from '../../helpers/buildTestApp.ts';

export type TStaff = { id: number; username: string; token: () => Promise<string> };

/** A token for the admin's current token version, as login would issue. */
export const tokenOf = async (t: TTestApp, id: number): Promise<string> => t.app.signToken((await adminRow(t.db, id))!);

export const staffWith = async (t: TTestApp, names: readonly string[]): Promise<TStaff> => {
  const suffix = randomBytes(5).toString('hex');
  const [role] = await t.db.insert(roles).values({ name: `role_${suffix}` }).returning();
  if (names.length) {
    const found = await t.db.select().from(permissions).where(inArray(permissions.name, [...names]));
    if (found.length !== new Set(names).size) throw new Error(`unknown permission in ${names.join(', ')}`);
    await t.db.insert(rolePermissions).values(found.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  }
  // Not an argon2 hash: this admin cannot log in with any password, only use the tokens made here.
  const [admin] = await t.db.insert(admins).values({ username: `staff_${suffix}`, passwordHash: '!' }).returning();
  await t.db.insert(adminRoles).values({ adminId: admin!.id, roleId: role!.id });
  return { id: admin!.id, username: admin!.username, token: () => tokenOf(t, admin!.id) };
};

/** Every permission in the catalogue. */
export const catalogueNames = async (t: TTestApp): Promise<string[]> =>
  (await t.db.select({ name: permissions.name }).from(permissions)).map((p) => p.name);
