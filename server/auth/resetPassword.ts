/**
 * A forgotten admin password, reset from the server's shell (`npm run admin:reset-password -- <username>`):
 * a new random password that follows the rule, every session of the admin revoked, and a row in
 * the audit trail. Whoever runs it already holds the database, so nothing else is asked.
 */
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { admins, auditLog } from '../db/system.ts';
import { generatePassword, hashPassword } from './passwords.ts';

/** The new password, or undefined when no admin has that username. */
export const resetAdminPassword = async (db: TDb, username: string): Promise<string | undefined> => {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(admins)
      .set({ passwordHash, tokenVersion: sql`${admins.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(admins.username, username))
      .returning({ id: admins.id });
    if (!admin) return undefined;
    await tx.insert(auditLog).values({ adminId: null, ip: null, action: 'reset_password', resource: 'admins', recordId: String(admin.id), before: null, after: null });
    return password;
  });
};
