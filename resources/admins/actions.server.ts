import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZNoBody } from '../../server/crud/params.ts';
import type { TDb } from '../../server/db/index.ts';
import { admins, loginChallenges } from '../../server/db/system.ts';
import { audit } from '../../server/lib/audit.ts';
import { conflict } from '../../server/lib/errors.ts';
import { unlockLogin } from '../../server/auth/loginLimits.ts';
import { canonicalUsername } from './schema.ts';
import { assertManageable, assertSuperAdminRemains, lockAdminRights } from './guards.server.ts';
import { findAdmin, type TAdminRecord } from './record.server.ts';

type TAction = {
  summary: string;
  description: string;
  audited: string;
  /** Refused for oneself. */
  selfMessage?: string;
  apply: (tx: TDb, before: TAdminRecord) => Promise<void>;
};

const revoked = () => ({ tokenVersion: sql`${admins.tokenVersion} + 1`, updatedAt: new Date() });

const ACTIONS: Record<'enable' | 'disable' | 'resetQRCode' | 'unlock', TAction> = {
  enable: {
    summary: 'Enable an admin',
    description: 'The admin can log in again; tokens issued before the disable stay revoked.',
    audited: 'enable',
    apply: async (tx, before) => {
      await tx.update(admins).set({ status: 'enabled', updatedAt: new Date() }).where(eq(admins.id, before.id));
    },
  },
  disable: {
    summary: 'Disable an admin',
    description: 'The admin cannot log in, and every token they hold answers 401 from the next request. Refused (409) for oneself and for the last enabled super-admin.',
    audited: 'disable',
    selfMessage: 'resources.admins.errors.self_disable',
    apply: async (tx, before) => {
      await tx.update(admins).set({ status: 'disabled', ...revoked() }).where(eq(admins.id, before.id));
      if (before.isSuper && before.status === 'enabled') await assertSuperAdminRemains(tx);
    },
  },
  resetQRCode: {
    summary: 'Reset the admin’s two-factor device',
    description: 'Clears the TOTP secret: at the next login the admin scans a new QR code. Their sessions and pending login challenges end at once.',
    audited: 'reset_qr_code',
    apply: async (tx, before) => {
      await tx.update(admins).set({ totpSecret: null, totpBoundAt: null, totpLastStep: null, ...revoked() }).where(eq(admins.id, before.id));
      await tx.delete(loginChallenges).where(eq(loginChallenges.adminId, before.id));
    },
  },
  unlock: {
    summary: 'Unlock an admin’s login',
    description: 'Past the login limit an account answers slowly (lockedUntil); this clears its failed attempts from every address.',
    audited: 'unlock',
    apply: async (tx, before) => unlockLogin(tx, canonicalUsername(before.username)),
  },
};

const run = (app: FastifyInstance, request: FastifyRequest, id: number, action: TAction): Promise<TAdminRecord> => {
  if (action.selfMessage && id === request.admin!.id) throw conflict(action.selfMessage);
  return app.db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    await lockAdminRights(tx);
    const before = await findAdmin(tx, id);
    await assertManageable(tx, request.admin!, id);
    await action.apply(tx, before);
    const after = await findAdmin(tx, id);
    await audit(tx, request, { action: action.audited, resource: 'admins', recordId: id, before, after });
    return after;
  });
};

export const registerAdminActions = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, action] of Object.entries(ACTIONS)) {
    api.post(
      `/api/v1/admin/admins/:id/${name}`,
      {
        schema: { tags: ['admins'], summary: action.summary, description: action.description, params: ZIdParams, body: ZNoBody },
        config: { permission: `${name}-admins` },
      },
      async (request) => run(app, request, request.params.id, action),
    );
  }
};
