/**
 * The second login step. After POST /login answered `{two_factor_required, challenge,
 * needs_binding}`: googleOtpauth creates a device secret while none is bound and returns it as
 * an otpauth:// URI and a QR code; googleVerify takes the challenge and a 6-digit code and
 * returns the token. Codes are accepted once, attempts are limited per admin.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { ZNoBody } from '../crud/params.ts';
import type { TDb } from '../db/index.ts';
import { admins } from '../db/system.ts';
import { audit } from '../lib/audit.ts';
import { conflict, HttpError, unauthorized } from '../lib/errors.ts';
import { challengedAdmin, consumeChallenge } from './challenges.ts';
import { clearAttempts, countAttempt } from './rateLimit.ts';
import { seal, unseal } from './secretBox.ts';
import { recordLogin, sessionFor } from './session.ts';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.ts';

const ZChallenge = z.string({ error: 'validation.required' }).min(1, { message: 'validation.required' }).max(200, { message: 'validation.max_length|200' });
const ZOtpauth = z.strictObject({ challenge: ZChallenge });
const ZVerify = z.strictObject({ challenge: ZChallenge, code: z.string({ error: 'validation.otp_code' }).regex(/^\d{6}$/, { message: 'validation.otp_code' }) });

/** Five codes a minute per admin, counted across logins: a new password login does not reset it. */
const OTP_ATTEMPTS = 5;

const contextOf = (adminId: number) => `totp:admin:${adminId}`;

export const registerTwoFactorRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    '/api/v1/admin/googleOtpauth',
    {
      schema: {
        tags,
        summary: 'Bind a TOTP device: a new secret as an otpauth:// URI and a QR code (PNG data URL)',
        description:
          'Takes the challenge from POST /login. Only while no device is bound (409 once one is): a bound secret is never shown again; resetQRCode clears it. Calling it again before the first code replaces the unconfirmed secret.',
        body: ZOtpauth,
      },
      config: { public: true },
    },
    async (request) => {
      const admin = await challengedAdmin(app.db, request.body.challenge);
      if (admin.totpBoundAt) throw conflict('errors.two_factor_bound');
      const secret = newTotpSecret();
      const sealed = seal(await app.twoFactor.key(), secret, contextOf(admin.id));
      await app.db.transaction(async (tx) => {
        await tx.update(admins).set({ totpSecret: sealed, totpLastStep: null }).where(and(eq(admins.id, admin.id), isNull(admins.totpBoundAt)));
        await audit(tx as never, request, { action: 'two_factor_secret', resource: 'admins', recordId: admin.id, adminId: admin.id });
      });
      const url = otpauthUrl(secret, admin.username);
      return { otpauthUrl: url, qrCode: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
    },
  );

  api.post(
    '/api/v1/admin/googleVerify',
    {
      schema: {
        tags,
        summary: 'Log in with the challenge and a 6-digit TOTP code',
        description:
          'Answers {access_token, permissions}. A wrong or replayed code answers 422 with errors.code (the challenge stays usable); an expired, used or unknown challenge 401 (log in again). A code is accepted once, within one 30-second step either side; the challenge is single-use and lasts 5 minutes. Five attempts a minute per admin, then 429.',
        body: ZVerify,
      },
      config: { public: true, rateLimited: true },
    },
    async (request) => {
      const { challenge, code } = request.body;
      const admin = await challengedAdmin(app.db, challenge);
      const attemptsKey = `otp:admin:${admin.id}`;
      await countAttempt(app.db, [{ key: attemptsKey, max: OTP_ATTEMPTS }]);
      if (!admin.totpSecret) throw conflict('errors.two_factor_unbound');
      const step = matchingStep(unseal(await app.twoFactor.key(), admin.totpSecret, contextOf(admin.id)), code);
      // The challenge stands, only the code is wrong: a field error, so that the app keeps the code step.
      const failed = async (reason: string) => {
        await audit(app.db, request, { action: 'two_factor_failed', resource: 'admins', recordId: admin.id, adminId: admin.id, after: { reason } });
        const message = reason === 'replayed' ? 'errors.otp_used' : 'errors.otp_invalid';
        return new HttpError(422, message, { code: [message] });
      };
      if (step === undefined) throw await failed('wrong_code');

      const accepted = await app.db.transaction(async (txn) => {
        const tx = txn as unknown as TDb;
        // Atomic: of two submissions of one code, only one moves the step forward.
        const [moved] = await tx
          .update(admins)
          .set({ totpLastStep: step, totpBoundAt: sql`coalesce(${admins.totpBoundAt}, now())` })
          .where(and(eq(admins.id, admin.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
          .returning({ id: admins.id });
        if (!moved) return false;
        if (!(await consumeChallenge(tx, challenge))) throw unauthorized('errors.challenge_invalid');
        if (!admin.totpBoundAt) await audit(tx, request, { action: 'two_factor_bind', resource: 'admins', recordId: admin.id, adminId: admin.id });
        await recordLogin(tx, request, admin.id, { twoFactor: true });
        return true;
      });
      if (!accepted) throw await failed('replayed');
      await clearAttempts(app.db, attemptsKey);
      return sessionFor(app, admin);
    },
  );

  api.post(
    '/api/v1/admin/auth/me/two-factor',
    {
      schema: {
        tags,
        summary: 'Turn two-factor authentication on for oneself',
        description: 'From the next login the admin binds a device (if none is) and gives a code. Turning it off is left to an admin with edit-admins.',
        body: ZNoBody,
        operationId: 'enableTwoFactor',
      },
      config: { signedIn: true },
    },
    async (request) => {
      const me = request.admin!;
      await app.db.transaction(async (tx) => {
        await tx.update(admins).set({ twoFactorEnabled: true, updatedAt: new Date() }).where(eq(admins.id, me.id));
        await audit(tx as never, request, { action: 'two_factor_on', resource: 'admins', recordId: me.id });
      });
      return { twoFactorEnabled: true };
    },
  );

  /** The signed-in admin's own row, with what binding needs. */
  const myRow = async (id: number) => {
    const [row] = await app.db.select().from(admins).where(eq(admins.id, id));
    if (!row) throw unauthorized('errors.unauthorized');
    return row;
  };

  api.post(
    '/api/v1/admin/auth/me/two-factor/binding',
    {
      schema: {
        tags,
        summary: 'Start binding a TOTP device now, while signed in: a new secret as an otpauth:// URI and a QR code',
        description:
          'Only while no device is bound (409 once one is). Two-factor authentication stays as it was until POST /auth/me/two-factor/confirm accepts a code from the device; calling this again replaces the unconfirmed secret.',
        body: ZNoBody,
        operationId: 'startTwoFactorBinding',
      },
      config: { signedIn: true },
    },
    async (request) => {
      const me = await myRow(request.admin!.id);
      if (me.totpBoundAt) throw conflict('errors.two_factor_bound');
      const secret = newTotpSecret();
      const sealed = seal(await app.twoFactor.key(), secret, contextOf(me.id));
      await app.db.transaction(async (tx) => {
        await tx.update(admins).set({ totpSecret: sealed, totpLastStep: null }).where(and(eq(admins.id, me.id), isNull(admins.totpBoundAt)));
        await audit(tx as never, request, { action: 'two_factor_secret', resource: 'admins', recordId: me.id });
      });
      const url = otpauthUrl(secret, me.username);
      return { otpauthUrl: url, qrCode: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
    },
  );

  api.post(
    '/api/v1/admin/auth/me/two-factor/confirm',
    {
      schema: {
        tags,
        summary: 'Bind the device with its first code and turn two-factor authentication on, in one step',
        description:
          'Takes a 6-digit code from the device whose secret POST /auth/me/two-factor/binding gave. A wrong code answers 422 with errors.code and changes nothing; no secret yet, 409. Five attempts a minute, counted with the login codes.',
        body: z.strictObject({ code: ZVerify.shape.code }),
        operationId: 'confirmTwoFactor',
      },
      config: { signedIn: true, rateLimited: true },
    },
    async (request) => {
      const me = await myRow(request.admin!.id);
      const attemptsKey = `otp:admin:${me.id}`;
      await countAttempt(app.db, [{ key: attemptsKey, max: OTP_ATTEMPTS }]);
      if (me.totpBoundAt) throw conflict('errors.two_factor_bound');
      if (!me.totpSecret) throw conflict('errors.two_factor_unbound');
      const step = matchingStep(unseal(await app.twoFactor.key(), me.totpSecret, contextOf(me.id)), request.body.code);
      if (step === undefined) {
        await audit(app.db, request, { action: 'two_factor_failed', resource: 'admins', recordId: me.id, after: { reason: 'wrong_code' } });
        throw new HttpError(422, 'errors.otp_invalid', { code: ['errors.otp_invalid'] });
      }
      await app.db.transaction(async (txn) => {
        const tx = txn as unknown as TDb;
        await tx
          .update(admins)
          .set({ totpLastStep: step, totpBoundAt: sql`now()`, twoFactorEnabled: true, updatedAt: new Date() })
          .where(and(eq(admins.id, me.id), isNull(admins.totpBoundAt)));
        await audit(tx, request, { action: 'two_factor_bind', resource: 'admins', recordId: me.id });
        if (!me.twoFactorEnabled) await audit(tx, request, { action: 'two_factor_on', resource: 'admins', recordId: me.id });
      });
      await clearAttempts(app.db, attemptsKey);
      return { twoFactorEnabled: true };
    },
  );
};
