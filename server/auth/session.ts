/** The end of a successful login, with or without a second factor: recorded, then a token and the permissions. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../db/index.ts';
import { admins } from '../db/system.ts';
import { audit } from '../lib/audit.ts';

export type TSession = { accessToken: string; permissions: { name: string }[] };

/** Last login time and address, and the audit row, in the caller's transaction. */
export const recordLogin = async (tx: TDb, request: FastifyRequest, adminId: number, details?: Record<string, unknown>): Promise<void> => {
  await tx.update(admins).set({ lastLoginAt: new Date(), lastLoginIp: request.ip }).where(eq(admins.id, adminId));
  await audit(tx, request, { action: 'login', resource: 'admins', recordId: adminId, adminId, after: details });
};

export const sessionFor = async (app: FastifyInstance, admin: { id: number; tokenVersion: number }): Promise<TSession> => {
  const { permissions } = await app.loadPermissions(admin.id);
  return { accessToken: app.signToken(admin), permissions: [...permissions].sort().map((name) => ({ name })) };
};
