/** An admin as the API shows them: never the hash, the TOTP secret or the token version. */
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../server/db/index.ts';
import { admins } from '../../server/db/system.ts';
import { notFound } from '../../server/lib/errors.ts';
import { lockedUntilColumn } from '../../server/auth/loginLimits.ts';

// Correlated on the outer row: the column is written out, since an interpolated one renders unqualified.
const roleIds = sql<number[]>`coalesce((select array_agg(ar.role_id order by ar.role_id) from admin_roles ar
  where ar.admin_id = "admins"."id"), '{}')`;
const roleNames = sql<string[]>`coalesce((select array_agg(r.name order by r.name) from admin_roles ar
  join roles r on r.id = ar.role_id where ar.admin_id = "admins"."id"), '{}')`;
const isSuper = sql<boolean>`exists (select 1 from admin_roles ar join roles r on r.id = ar.role_id
  where ar.admin_id = "admins"."id" and r.is_super = 1)`;

export const adminColumns = {
  id: admins.id,
  username: admins.username,
  name: admins.name,
  phone: admins.phone,
  status: admins.status,
  twoFactorEnabled: admins.twoFactorEnabled,
  /** A device has confirmed a code; resetQRCode clears it. */
  twoFactorBound: sql<boolean>`"admins"."totp_bound_at" is not null`,
  roles: roleIds,
  roleNames,
  isSuper,
  lastLoginAt: admins.lastLoginAt,
  lastLoginIp: admins.lastLoginIp,
  /** Past the per-username login limit: every attempt is slowed down until then, or until unlocked. */
  lockedUntil: lockedUntilColumn,
  createdAt: admins.createdAt,
  updatedAt: admins.updatedAt,
};

export type TAdminRecord = {
  id: number;
  username: string;
  name: string | null;
  phone: string | null;
  status: string;
  twoFactorEnabled: boolean;
  twoFactorBound: boolean;
  roles: number[];
  roleNames: string[];
  isSuper: boolean;
  lastLoginAt: Date | null;
  lastLoginIp: string | null;
  lockedUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const findAdmin = async (db: TDb, id: number): Promise<TAdminRecord> => {
  const [row] = await db.select(adminColumns).from(admins).where(eq(admins.id, id));
  if (!row) throw notFound();
  return { ...row, roles: row.roles.map(Number) } as TAdminRecord;
};
