/**
 * The users' own routes: the two mailing calls staff make (`GET`, as the spec says, and `POST`, as
 * the app's action buttons call), and the public calls a customer's site makes with a mailed token.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword, passwordProblems } from '../../server/auth/passwords.ts';
import { ZIdParams } from '../../server/crud/params.ts';
import { nextVersion } from '../../server/crud/versions.ts';
import type { TServerResource } from '../../server/crud/resource.ts';
import { scopeWhere } from '../../server/crud/scope.ts';
import { consumeLinkToken, type TLinkPurpose } from '../../server/customers/linkTokens.ts';
import { customerPasswords } from '../../server/customers/tables.ts';
import type { TAnyTable } from '../../server/db/derive.ts';
import type { TDb } from '../../server/db/index.ts';
import { audit } from '../../server/lib/audit.ts';
import { HttpError, notFound, unprocessable } from '../../server/lib/errors.ts';
import { assertMayMail, mailLink } from './links.server.ts';

const CALLS: Record<string, { purpose: TLinkPurpose; summary: string; operationId: string }> = {
  'send-email-verification': { purpose: 'verify-email', summary: 'Mail the customer a link (valid 24 hours) that verifies their e-mail address', operationId: 'sendEmailVerificationUser' },
  'send-reset-password': { purpose: 'reset-password', summary: 'Mail the customer a link (valid 1 hour) to choose a new password', operationId: 'sendResetPasswordUser' },
};

const ZToken = z.string({ error: 'validation.required' }).min(20, { message: 'resources.users.errors.link_invalid' }).max(100, { message: 'resources.users.errors.link_invalid' });

export const registerUserRoutes = (app: FastifyInstance, users: TServerResource, sites: TAnyTable): void => {
  const { table } = users;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const send = (action: string, purpose: TLinkPurpose) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: number };
    await app.db.transaction(async (txn) => {
      const tx = txn as unknown as TDb;
      // Locked, so that two calls at once count each other against the limit.
      const [user] = await tx.select().from(table).where(and(eq(table.id, id), scopeWhere(users, request.scope))).for('update');
      if (!user) throw notFound();
      if (user.status === 'disabled') throw new HttpError(409, 'resources.users.errors.disabled');
      if (purpose === 'verify-email' && user.emailVerifiedAt) throw new HttpError(409, 'resources.users.errors.already_verified');
      await assertMayMail(tx, id, purpose);
      await mailLink(tx, sites, user as never, purpose);
      await audit(tx, request, { action: action.replaceAll('-', '_'), resource: 'users', recordId: id });
    });
    return reply.status(202).send({ queued: true });
  };

  for (const [action, { purpose, summary, operationId }] of Object.entries(CALLS)) {
    for (const method of ['GET', 'POST'] as const) {
      api.route({
        method,
        url: `/api/v1/admin/users/:id/${action}`,
        schema: {
          tags: ['users'],
          summary,
          description: 'Answers 202 once the mail is in the outbox; 409 for a disabled user (or an address already verified); 429 with Retry-After past one a minute or five a day. POST is the same call, for clients that act only by POST.',
          params: ZIdParams,
          operationId: method === 'GET' ? operationId : `${operationId}ByPost`,
        },
        config: { permission: `${action}-users`, status: 202, rateLimited: true },
        handler: send(action, purpose),
      });
    }
  }

  api.post(
    '/api/v1/public/users/verify-email',
    { schema: { tags: ['public'], operationId: 'verifyUserEmail', summary: 'A customer opens their verification link: the token verifies their e-mail address, once', body: z.strictObject({ token: ZToken }) }, config: { public: true } },
    async (request) => {
      await app.db.transaction(async (txn) => {
        const tx = txn as unknown as TDb;
        const userId = await consumeLinkToken(tx, 'verify-email', request.body.token);
        if (userId === undefined) throw new HttpError(410, 'resources.users.errors.link_invalid');
        await tx
          .update(table)
          .set({ emailVerifiedAt: sql`now()`, status: sql`case when ${table.status} = 'unverified' then 'active' else ${table.status} end`, ...nextVersion(users.resource, table), updatedAt: new Date() })
          .where(eq(table.id, userId));
        await audit(tx, request, { action: 'verify_email', resource: 'users', recordId: userId, adminId: null });
      });
      return { verified: true };
    },
  );

  api.post(
    '/api/v1/public/users/reset-password',
    {
      schema: {
        tags: ['public'],
        operationId: 'resetUserPassword',
        summary: 'A customer opens their reset link and chooses a new password: the token works once, within the hour',
        body: z.strictObject({ token: ZToken, password: z.string({ error: 'validation.password_required' }).max(1024, { message: 'validation.max_length|128' }) }),
      },
      config: { public: true },
    },
    async (request) => {
      // Checked before the token is spent, so that a refused password leaves the link working.
      const problems = await passwordProblems(request.body.password);
      if (problems.length) throw unprocessable({ password: problems });
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction(async (txn) => {
        const tx = txn as unknown as TDb;
        const userId = await consumeLinkToken(tx, 'reset-password', request.body.token);
        if (userId === undefined) throw new HttpError(410, 'resources.users.errors.link_invalid');
        await tx
          .insert(customerPasswords)
          .values({ userId, passwordHash })
          .onConflictDoUpdate({ target: customerPasswords.userId, set: { passwordHash, updatedAt: new Date() } });
        await audit(tx, request, { action: 'reset_password', resource: 'users', recordId: userId, adminId: null });
      });
      return { reset: true };
    },
  );
};
