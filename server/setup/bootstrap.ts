/**
 * What every database needs before the first request: the permission catalogue in step with
 * the registry, the super-admin role, the first admin, the token secret and the fixed
 * information pages. Safe to run on every start.
 */
import { randomBytes } from 'node:crypto';
import type { TReport } from '../../resources/report.ts';
import { eq, notInArray, sql } from 'drizzle-orm';
import type { TResource } from '../../resources/define.ts';
import { AD_POSITIONS } from '../../resources/advertisements/schema.ts';
import { INFORMATION_TYPES } from '../../resources/informations/schema.ts';
import { permissionCatalogue } from '../../resources/permissions.ts';
import { generatePassword, hashPassword, passwordProblems } from '../auth/passwords.ts';
import { serverResource } from '../registry.ts';
import type { TDb } from '../db/index.ts';
import { adminRoles, admins, permissions, roles } from '../db/system.ts';
import { settingOrCreate } from '../db/settings.ts';

export const SUPER_ROLE = 'super-admin';

export type TBootstrapResult = {
  jwtSecret: string;
  /** Set when this start created the first admin with a generated password. */
  generatedPassword?: string;
  /**
   * Set when this start created the first admin with an ADMIN_PASSWORD the password rule refuses:
   * the operator's choice still works (the first start must not fail), and the start warns.
   */
  adminPasswordProblems?: string[];
};

export { settingOrCreate };

export const syncPermissions = async (db: TDb, resources: readonly TResource[], reports: readonly TReport[] = []): Promise<void> => {
  const catalogue = permissionCatalogue(resources, reports);
  await db.insert(permissions).values(catalogue).onConflictDoNothing({ target: permissions.name });
  // Rights of resources that no longer exist go, together with their grants.
  await db.delete(permissions).where(notInArray(permissions.name, catalogue.map((p) => p.name)));
};

export const bootstrap = async (
  db: TDb,
  options: { resources: readonly TResource[]; reports?: readonly TReport[]; adminPassword?: string; jwtSecret?: string },
): Promise<TBootstrapResult> => {
  await syncPermissions(db, options.resources, options.reports);
  await db.insert(roles).values({ name: SUPER_ROLE, description: 'Holds every permission', isSuper: 1 }).onConflictDoNothing();

  let generatedPassword: string | undefined;
  let adminPasswordProblems: string[] | undefined;
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(admins)) as [{ n: number }];
  if (n === 0) {
    const password = options.adminPassword ?? (generatedPassword = generatePassword());
    const problems = await passwordProblems(password, ['admin', 'Administrator']);
    if (problems.length) adminPasswordProblems = problems;
    await db.transaction(async (tx) => {
      const [admin] = await tx
        .insert(admins)
        .values({ username: 'admin', name: 'Administrator', passwordHash: await hashPassword(password) })
        .onConflictDoNothing()
        .returning();
      const [superRole] = await tx.select().from(roles).where(eq(roles.name, SUPER_ROLE));
      if (admin) await tx.insert(adminRoles).values({ adminId: admin.id, roleId: superRole!.id });
    });
  }

  const informations = options.resources.find((r) => r.name === 'informations');
  if (informations) {
    const { table } = serverResource(informations);
    await db
      .insert(table)
      .values(INFORMATION_TYPES.map((type) => ({ type, title: type.charAt(0).toUpperCase() + type.slice(1), content: '' })))
      .onConflictDoNothing();
  }

  // The ad slots are fixed: one row per position, which staff fill in but never add or remove.
  const advertisements = options.resources.find((r) => r.name === 'advertisements');
  if (advertisements) {
    const { table } = serverResource(advertisements);
    await db
      .insert(table)
      .values(AD_POSITIONS.map((position) => ({ position, name: position.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()), ctaPosition: 'center' })))
      .onConflictDoNothing();
  }

  const jwtSecret = options.jwtSecret ?? (await settingOrCreate(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
  return { jwtSecret, generatedPassword, ...(adminPasswordProblems ? { adminPasswordProblems } : {}) };
};
