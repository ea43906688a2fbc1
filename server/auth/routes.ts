/** Login, logout, the signed-in admin's own profile and password, and the permission catalogue. */
import { setTimeout } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canonicalUsername } from '../../resources/admins/schema.ts';
import { admins, permissions } from '../db/system.ts';
import { audit } from '../lib/audit.ts';
import { profileColumns, type TProfile } from '../plugins/auth.ts';
import { HttpError, unauthorized, unprocessable } from '../lib/errors.ts';
import { burnPasswordCheck, hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import { issueChallenge } from './challenges.ts';
import { clearLoginAttempts, countLoginAttempt, LOCKED_DELAY_MS } from './loginLimits.ts';
import { countAttempt } from './rateLimit.ts';
import { recordLogin, sessionFor } from './session.ts';

const ZLogin = z.strictObject({
  username: z.string().trim().min(1, { message: 'validation.required' }).max(200),
  password: z.string().min(1, { message: 'validation.password_required' }).max(1024),
});

/**
 * The app shows the avatar as an image: an http(s) address or a path on this site, nothing else
 * (`//host` and `/\host` are other sites to a browser). The profile form applies the same rule.
 */
const ZAvatar = z
  .string()
  .trim()
  .max(2048, { message: 'validation.max_length|2048' })
  .refine((value) => value === '' || /^(https?:\/\/\S+|\/(?![/\\])\S*)$/i.test(value), { message: 'validation.image_url' });

const ZProfile = z.strictObject({
  name: z.string().trim().max(100, { message: 'validation.max_length|100' }).nullable().optional(),
  phone: z.string().trim().max(50, { message: 'validation.max_length|50' }).nullable().optional(),
  avatar: ZAvatar.nullable().optional(),
});

const ZPasswordChange = z.strictObject({
  currentPassword: z.string({ error: 'validation.password_required' }).min(1, { message: 'validation.password_required' }).max(1024),
  // The password rule is applied in the handler, so that its messages are the spec's.
  password: z.string({ error: 'validation.password_required' }).max(1024),
});

/** The admin as the app sees them: never the hash. */
const shownProfile = (app: FastifyInstance, profile: TProfile, granted: ReadonlySet<string>) => ({
  ...profile,
  // Whether this admin's next login asks for a code (their own setting, or REQUIRE_2FA for everyone).
  twoFactorEnabled: profile.twoFactorEnabled || app.twoFactor.required,
  permissions: [...granted].sort().map((name) => ({ name })),
});

/** The profile as the database holds it now (after a change of one's own). */
const profileOf = async (app: FastifyInstance, id: number, granted: ReadonlySet<string>) => {
  const [admin] = await app.db.select(profileColumns(id)).from(admins).where(eq(admins.id, id));
  return shownProfile(app, admin!, granted);
};

export const registerAuthRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    '/api/v1/admin/login',
    {
      schema: {
        tags,
        summary: 'Log in with username and password',
        description:
          'Answers {access_token, permissions}; or, when the admin uses two-factor authentication (their setting, or REQUIRE_2FA), {two_factor_required: true, challenge, needs_binding}: then POST /googleOtpauth while needs_binding, and POST /googleVerify with a code.',
        body: ZLogin,
      },
      config: { public: true, rateLimited: true },
    },
    async (request) => {
      const username = canonicalUsername(request.body.username);
      const { isLocked } = await countLoginAttempt(app.db, username, request.ip);
      if (isLocked) await setTimeout(LOCKED_DELAY_MS);
      const [admin] = await app.db
        .select()
        .from(admins)
        .where(sql`lower(normalize(${admins.username}, NFKC)) = ${username}`);
      const valid = admin ? await verifyPassword(admin.passwordHash, request.body.password) : (await burnPasswordCheck(request.body.password), false);
      if (!admin || !valid || admin.status !== 'enabled') {
        await audit(app.db, request, { action: 'login_failed', resource: 'admins', recordId: admin?.id, adminId: admin?.id ?? null, after: { username } });
        throw new HttpError(401, 'errors.login_failed');
      }
      await clearLoginAttempts(app.db, username, request.ip);
      if (app.twoFactor.required || admin.twoFactorEnabled) {
        const challenge = await app.db.transaction(async (tx) => {
          const issued = await issueChallenge(tx as never, admin);
          await audit(tx as never, request, { action: 'two_factor_challenge', resource: 'admins', recordId: admin.id, adminId: admin.id });
          return issued;
        });
        return { twoFactorRequired: true, challenge, needsBinding: admin.totpBoundAt === null };
      }
      await app.db.transaction(async (tx) => recordLogin(tx as never, request, admin.id));
      return sessionFor(app, admin);
    },
  );

  api.post(
    '/api/v1/admin/logout',
    { schema: { tags, summary: 'Log out: every token of this admin stops working' }, config: { signedIn: true } },
    async (request) => {
      const me = request.admin!;
      await app.db.transaction(async (tx) => {
        await tx.update(admins).set({ tokenVersion: sql`${admins.tokenVersion} + 1` }).where(eq(admins.id, me.id));
        await audit(tx as never, request, { action: 'logout', resource: 'admins', recordId: me.id });
      });
      return { success: true };
    },
  );

  api.get(
    '/api/v1/admin/auth/me',
    { schema: { tags, summary: 'The signed-in admin, their roles and permissions' }, config: { signedIn: true } },
    // Read with the sign-in check, and kept with it until the admin's rows change: no query of its own.
    async (request) => shownProfile(app, request.admin!.profile, request.admin!.permissions),
  );

  api.put(
    '/api/v1/admin/auth/me',
    { schema: { tags, summary: 'Update one’s own name, phone and avatar', body: ZProfile }, config: { signedIn: true } },
    async (request) => {
      const me = request.admin!;
      await app.db.transaction(async (tx) => {
        const [before] = await tx.select({ name: admins.name, phone: admins.phone, avatar: admins.avatar }).from(admins).where(eq(admins.id, me.id));
        const [after] = await tx
          .update(admins)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(admins.id, me.id))
          .returning({ name: admins.name, phone: admins.phone, avatar: admins.avatar });
        await audit(tx as never, request, { action: 'update_profile', resource: 'admins', recordId: me.id, before, after });
      });
      return profileOf(app, me.id, me.permissions);
    },
  );

  api.post(
    '/api/v1/admin/auth/password',
    {
      schema: { tags, summary: 'Change one’s own password; other sessions are revoked', body: ZPasswordChange, operationId: 'changePassword' },
      config: { signedIn: true, rateLimited: true },
    },
    async (request) => {
      const me = request.admin!;
      const problems = await passwordProblems(request.body.password, [me.username]);
      if (problems.length) throw unprocessable({ password: problems });
      // Only guesses of the current password count against the limit.
      await countAttempt(app.db, [{ key: `password:user:${me.id}`, max: 5 }]);
      const [admin] = await app.db.select().from(admins).where(eq(admins.id, me.id));
      if (!(await verifyPassword(admin!.passwordHash, request.body.currentPassword))) {
        await audit(app.db, request, { action: 'change_password_failed', resource: 'admins', recordId: me.id });
        throw unprocessable({ currentPassword: ['errors.login_failed'] });
      }
      const passwordHash = await hashPassword(request.body.password);
      const [updated] = await app.db.transaction(async (tx) => {
        const rows = await tx
          .update(admins)
          .set({ passwordHash, tokenVersion: sql`${admins.tokenVersion} + 1`, updatedAt: new Date() })
          .where(and(eq(admins.id, me.id), eq(admins.tokenVersion, me.tokenVersion)))
          .returning({ id: admins.id, tokenVersion: admins.tokenVersion });
        if (rows.length === 0) throw unauthorized();
        await audit(tx as never, request, { action: 'change_password', resource: 'admins', recordId: me.id });
        return rows;
      });
      return { accessToken: app.signToken(updated!) };
    },
  );

  api.get(
    '/api/v1/admin/permissions',
    {
      schema: { tags: ['permissions'], summary: 'The permission catalogue' },
      config: { permission: ['list-permissions', 'list-roles', 'create-roles', 'edit-roles'] },
    },
    async () => app.db.select().from(permissions).orderBy(permissions.area, permissions.resource, permissions.id),
  );
};
