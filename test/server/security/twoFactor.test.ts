/** SECURITY 7–10: the two-factor login — its flow, its challenge, and codes accepted once and not guessed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { admins, auditLog, loginChallenges } from '../../../server/db/system.ts';
import { API, adminRow, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { makeAdmin } from '../helpers/admin.ts';
import { bindDevice, codeFor, otpauth, passwordStep, secretFrom, verify } from '../helpers/otp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const withTwoFactor = () => makeAdmin(t, token, { two_factor_enabled: true });
const me = (bearer: string) => t.call(bearer, { url: `${API}/auth/me` });
const wrongCode = (secret: Secret) => String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0');

describe('the two-factor login', () => {
  it('asks for a code instead of issuing a token, binds a device from the QR code, then logs in', async () => {
    const staff = await withTwoFactor();
    const first = await passwordStep(t, staff.username, staff.password);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(['challenge', 'needs_binding', 'two_factor_required']);
    expect(first.json()).toMatchObject({ two_factor_required: true, needs_binding: true });

    const qr = await otpauth(t, first.json().challenge);
    expect(qr.statusCode).toBe(200);
    const { otpauth_url: url, qr_code: image } = qr.json();
    expect(url).toMatch(new RegExp(`^otpauth://totp/Showrunner:${staff.username}\\?`));
    expect(new URL(url).searchParams.get('algorithm')).toBe('SHA1');
    expect(new URL(url).searchParams.get('digits')).toBe('6');
    expect(new URL(url).searchParams.get('period')).toBe('30');
    expect(image).toMatch(/^data:image\/png;base64,/);
    const secret = secretFrom(url);
    expect(secret.bytes).toHaveLength(20);

    const done = await verify(t, first.json().challenge, codeFor(secret));
    expect(done.statusCode, done.body).toBe(200);
    expect(Object.keys(done.json()).sort()).toEqual(['access_token', 'permissions']);
    expect((await me(done.json().access_token)).json()).toMatchObject({ username: staff.username, two_factor_enabled: true });

    const next = (await passwordStep(t, staff.username, staff.password)).json();
    expect(next.needs_binding).toBe(false);
    const actions = await t.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.adminId, staff.id), eq(auditLog.resource, 'admins'))).orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['two_factor_challenge', 'two_factor_secret', 'two_factor_bind', 'login', 'two_factor_challenge']);
  });

  it('keeps the secret sealed in the database (10: never shown again once bound)', async () => {
    const staff = await withTwoFactor();
    const { secret } = await bindDevice(t, staff.username, staff.password);
    const stored = (await adminRow(t.db, staff.id))!.totpSecret!;
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret.base32);
    const { challenge } = (await passwordStep(t, staff.username, staff.password)).json();
    const again = await otpauth(t, challenge);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A device is already bound to this account. Ask an administrator to reset the QR code to bind a new one.' });
    expect(again.body).not.toContain(secret.base32);
  });

  it('after resetQRCode binds a new device at the next login (10)', async () => {
    const staff = await withTwoFactor();
    const { secret, token: session } = await bindDevice(t, staff.username, staff.password);
    expect((await t.call(token, { method: 'POST', url: `${API}/admins/${staff.id}/resetQRCode`, payload: {} })).statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    const { challenge, needs_binding } = (await passwordStep(t, staff.username, staff.password)).json();
    expect(needs_binding).toBe(true);
    expect((await verify(t, challenge, codeFor(secret, 1))).json()).toEqual({ message: 'Scan the QR code first.' });
    const fresh = secretFrom((await otpauth(t, challenge)).json().otpauth_url);
    expect(fresh.base32).not.toBe(secret.base32);
    expect((await verify(t, challenge, codeFor(fresh))).statusCode).toBe(200);
  });

  it('is asked of everyone when REQUIRE_2FA is on', async () => {
    const strict = await buildTestApp({ config: { require2fa: true } });
    try {
      const res = await strict.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: 'admin', password: 'Test-admin-pass1' } });
      expect(res.json()).toMatchObject({ two_factor_required: true, needs_binding: true });
      expect(res.json().access_token).toBeUndefined();
    } finally {
      await strict.close();
    }
  });
});

describe('a code (7)', () => {
  it('is accepted once: replayed with a new challenge it is refused', async () => {
    const staff = await withTwoFactor();
    const { secret } = await bindDevice(t, staff.username, staff.password);
    const { challenge } = (await passwordStep(t, staff.username, staff.password)).json();
    const replay = await verify(t, challenge, codeFor(secret));
    expect(replay.statusCode).toBe(422);
    const used = 'This code has already been used. Please wait for the next one.';
    expect(replay.json()).toEqual({ message: used, errors: { code: [used] } });
    // The challenge survives a refused code: the next code works with it.
    expect((await verify(t, challenge, codeFor(secret, 1))).statusCode).toBe(200);
  });

  it('submitted twice at once succeeds once', async () => {
    const staff = await withTwoFactor();
    const { secret } = await bindDevice(t, staff.username, staff.password);
    const challenges = await Promise.all([1, 2, 3].map(async () => (await passwordStep(t, staff.username, staff.password)).json().challenge as string));
    const code = codeFor(secret, 1);
    const answers = await Promise.all(challenges.map((c) => verify(t, c, code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('is limited to five attempts a minute per admin, across password logins (8)', async () => {
    const staff = await withTwoFactor();
    const { secret } = await bindDevice(t, staff.username, staff.password);
    const fresh = async () => (await passwordStep(t, staff.username, staff.password)).json().challenge as string;
    for (let i = 0; i < 5; i++) {
      expect((await verify(t, await fresh(), wrongCode(secret))).json()).toEqual({ message: 'Wrong verification code.', errors: { code: ['Wrong verification code.'] } });
    }
    const sixth = await verify(t, await fresh(), codeFor(secret, 1));
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const failures = await t.db.select().from(auditLog).where(and(eq(auditLog.adminId, staff.id), eq(auditLog.action, 'two_factor_failed')));
    expect(failures).toHaveLength(5);
  });

  it('must be six digits', async () => {
    const staff = await withTwoFactor();
    const { challenge } = (await passwordStep(t, staff.username, staff.password)).json();
    for (const code of ['12345', '1234567', 'abcdef', ' 123456', '12345\u0000']) {
      const res = await verify(t, challenge, code);
      expect(res.statusCode, code).toBe(422);
      expect(res.json().errors).toEqual({ code: ['Enter the 6-digit code'] });
    }
  });
});

describe('the challenge (9)', () => {
  it('works for the two 2FA calls only: not as a bearer token, and no token works as a challenge', async () => {
    const staff = await withTwoFactor();
    const { challenge } = (await passwordStep(t, staff.username, staff.password)).json();
    expect((await me(challenge)).statusCode).toBe(401);
    // An access token is no challenge (and is too long to be one: 422).
    expect((await otpauth(t, token)).statusCode).toBe(422);
    const bearerLike = token.slice(0, 200);
    for (const bogus of [bearerLike, 'x', challenge.slice(1), `${challenge}x`]) {
      const res = await otpauth(t, bogus);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'This login has expired or was already completed. Please log in again.' });
      expect((await verify(t, bogus, '123456')).statusCode).toBe(401);
    }
  });

  it('is single-use', async () => {
    const staff = await withTwoFactor();
    const { challenge } = (await passwordStep(t, staff.username, staff.password)).json();
    const secret = secretFrom((await otpauth(t, challenge)).json().otpauth_url);
    expect((await verify(t, challenge, codeFor(secret))).statusCode).toBe(200);
    expect((await verify(t, challenge, codeFor(secret, 1))).statusCode).toBe(401);
    expect((await otpauth(t, challenge)).statusCode).toBe(401);
  });

  it('expires after 5 minutes', async () => {
    const staff = await withTwoFactor();
    const { challenge } = (await passwordStep(t, staff.username, staff.password)).json();
    const [row] = await t.db.select().from(loginChallenges).where(eq(loginChallenges.adminId, staff.id));
    const lifetime = await t.db.execute<{ s: number }>(sql`select extract(epoch from (${row!.expiresAt}::timestamptz - now()))::int as s`);
    expect(Number((lifetime as unknown as { rows: { s: number }[] }).rows[0]!.s)).toBeGreaterThan(290);
    await t.db.update(loginChallenges).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(loginChallenges.adminId, staff.id));
    expect((await otpauth(t, challenge)).statusCode).toBe(401);
  });

  it('dies with a disable or a password change between the two steps', async () => {
    const staff = await withTwoFactor();
    const { challenge } = (await passwordStep(t, staff.username, staff.password)).json();
    await t.call(token, { method: 'PUT', url: `${API}/admins/${staff.id}`, payload: { password: 'Changed-pass-9' } });
    expect((await otpauth(t, challenge)).statusCode).toBe(401);
    const other = await withTwoFactor();
    const second = (await passwordStep(t, other.username, other.password)).json().challenge;
    await t.db.update(admins).set({ status: 'disabled' }).where(eq(admins.id, other.id));
    expect((await otpauth(t, second)).statusCode).toBe(401);
  });
});

describe('binding a device at once, while signed in', () => {
  it('shows the QR code now, then turns two-factor on with the first code; the next login asks for a code only', async () => {
    const staff = await makeAdmin(t, token);
    const staffToken = await t.login(staff.username, staff.password);
    const qr = await t.call(staffToken, { method: 'POST', url: `${API}/auth/me/two-factor/binding` });
    expect(qr.statusCode, qr.body).toBe(200);
    expect(qr.json().qr_code).toMatch(/^data:image\/png;base64,/);
    const secret = secretFrom(qr.json().otpauth_url);
    // Nothing changes until the device proves it holds the secret.
    expect((await me(staffToken)).json().two_factor_enabled).toBe(false);
    const wrong = await t.call(staffToken, { method: 'POST', url: `${API}/auth/me/two-factor/confirm`, payload: { code: wrongCode(secret) } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['Wrong verification code.'] });
    expect((await me(staffToken)).json().two_factor_enabled).toBe(false);

    const confirmed = await t.call(staffToken, { method: 'POST', url: `${API}/auth/me/two-factor/confirm`, payload: { code: codeFor(secret) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await me(staffToken)).json().two_factor_enabled).toBe(true);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, staff.id));
    expect(row!.totpBoundAt).not.toBeNull();

    const next = await passwordStep(t, staff.username, staff.password);
    expect(next.json()).toMatchObject({ two_factor_required: true, needs_binding: false });
    const again = await t.call(staffToken, { method: 'POST', url: `${API}/auth/me/two-factor/binding` });
    expect(again.statusCode).toBe(409);
  });

  it('is refused without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/auth/me/two-factor/binding` });
    expect(res.statusCode).toBe(401);
  });
});
