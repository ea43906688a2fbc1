/** SECURITY 1–4: how passwords are stored, which ones are accepted, what a failed login reveals, and the first admin's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { resources } from '../../../resources/index.ts';
import { passwordProblems } from '../../../server/auth/passwords.ts';
import { bootstrap } from '../../../server/setup/bootstrap.ts';
import { admins, rateLimits } from '../../../server/db/system.ts';
import { API, adminRow, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ips = 0;
/** Each attempt from an address of its own, so that the per-IP limit stays out of these tests. */
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username, password }, remoteAddress: `10.20.0.${++ips}` });

const changePassword = async (token: string, currentPassword: string, password: string) =>
  t.call(token, { method: 'POST', url: `${API}/auth/password`, payload: { current_password: currentPassword, password } });

describe('password storage (1)', () => {
  it('hashes with argon2id at m=19 MiB, t=2, p=1, and two admins with one password get different hashes', async () => {
    const first = await t.createAdmin([], { password: 'Start-pass-111' });
    const second = await t.createAdmin([], { password: 'Start-pass-222' });
    expect((await changePassword(first.token, 'Start-pass-111', 'Shared-pass-2024')).statusCode).toBe(200);
    expect((await changePassword(second.token, 'Start-pass-222', 'Shared-pass-2024')).statusCode).toBe(200);

    const [a, b] = [(await adminRow(t.db, first.id))!.passwordHash, (await adminRow(t.db, second.id))!.passwordHash];
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(b).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Shared-pass-2024');
  });
});

describe('the password rule (2)', () => {
  it('accepts a 64-character passphrase, and the whole of it is the password', async () => {
    const staff = await t.createAdmin([], { password: 'Start-pass-333' });
    const passphrase = 'correct horse battery staple, 4 words of 64 characters in total!';
    expect(passphrase).toHaveLength(64);
    expect((await changePassword(staff.token, 'Start-pass-333', passphrase)).statusCode).toBe(200);
    expect((await login(staff.username, passphrase)).statusCode).toBe(200);
    expect((await login(staff.username, passphrase.slice(0, 63))).statusCode).toBe(401);
  });

  it('does not truncate a long password (bcrypt would stop at 72 bytes)', async () => {
    const staff = await t.createAdmin([], { password: 'Start-pass-444' });
    const long = `${'a1'.repeat(36)}tail-that-matters-99`;
    expect((await changePassword(staff.token, 'Start-pass-444', long)).statusCode).toBe(200);
    expect((await login(staff.username, long.slice(0, 72))).statusCode).toBe(401);
    expect((await login(staff.username, long)).statusCode).toBe(200);
  });

  it('refuses common, short and over-long passwords with a message on the field', async () => {
    const staff = await t.createAdmin([], { password: 'Start-pass-555' });
    const problems = async (password: string) => {
      const res = await changePassword(staff.token, 'Start-pass-555', password);
      expect(res.statusCode, password).toBe(422);
      return res.json().errors.password;
    };
    expect(await problems('password123')).toEqual(['This password is too common. Please choose another.']);
    expect(await problems('Password123')).toEqual(['This password is too common. Please choose another.']);
    expect(await problems('abc12')).toEqual(['Must be at least 8 characters']);
    expect(await problems(`a1${'x'.repeat(127)}`)).toEqual(['Must be 128 characters or less']);
    expect(await problems(`${staff.username}1`)).toEqual(['This password is too common. Please choose another.']);
    expect((await login(staff.username, 'Start-pass-555')).statusCode).toBe(200);
  });
});

describe('common passwords from a maintained dictionary (2, audit P2)', () => {
  it.each(['Password1!', 'Welcome123', 'Aa123456', 'Admin@123', '123456789a'])('refuses %s for a new admin', async (password) => {
    const token = await t.login();
    const res = await t.call(token, { method: 'POST', url: `${API}/admins`, payload: { username: `weak_${password.length}_${++ips}`, password } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['This password is too common. Please choose another.']);
  });

  it('accepts a password that is hard to guess', async () => {
    const token = await t.login();
    const res = await t.call(token, { method: 'POST', url: `${API}/admins`, payload: { username: 'strong_one', password: 'Rfx7-cutlass-ferry' } });
    expect(res.statusCode).toBe(201);
  });

  it('checks nothing but presence at login: an old weak password still signs in', async () => {
    const staff = await t.createAdmin([], { password: 'Welcome123' });
    expect((await login(staff.username, 'Welcome123')).statusCode).toBe(200);
  });
});

describe('a failed login (3)', () => {
  it('answers an unknown user, a wrong password and a disabled admin alike', async () => {
    const staff = await t.createAdmin([], { password: 'Right-pass-666' });
    const disabled = await t.createAdmin([], { password: 'Right-pass-777' });
    await t.db.update(admins).set({ status: 'disabled' }).where(eq(admins.id, disabled.id));

    const answers = await Promise.all([
      login('nobody-by-this-name', 'Right-pass-666'),
      login(staff.username, 'Wrong-pass-666'),
      login(disabled.username, 'Right-pass-777'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(JSON.stringify({ message: 'Wrong username or password.' }));
    }
  });

  it('takes about as long for an unknown user as for a wrong password (a dummy hash is verified)', async () => {
    const staff = await t.createAdmin([], { password: 'Right-pass-888' });
    await login('warm-up-unknown', 'x'); // the dummy hash is made on first use
    const timed = async (username: string) => {
      const start = performance.now();
      await login(username, 'Wrong-pass-888');
      return performance.now() - start;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await timed(`unknown-${i}`));
      wrong.push(await timed(staff.username));
    }
    // Without the dummy hash an unknown user answers in a few milliseconds, an order of magnitude sooner.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });
});

const loginStatus = async (password: string) =>
  (await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: 'admin', password } })).statusCode;

/** Bootstrap as on the first start of an empty database. */
const firstStart = async (adminPassword?: string) => {
  await t.db.delete(admins);
  await t.db.delete(rateLimits);
  return bootstrap(t.db, { resources, adminPassword });
};

describe('the first admin (4)', () => {
  it('gets the password ADMIN_PASSWORD sets, and none is printed', async () => {
    const result = await firstStart('Chosen-first-pass-1');
    expect(result.generatedPassword).toBeUndefined();
    expect(await loginStatus('Chosen-first-pass-1')).toBe(200);
  });

  it('gets a generated password otherwise: strong, different each time, and working', async () => {
    const { generatedPassword: first } = await firstStart();
    const { generatedPassword: second } = await firstStart();
    expect(first).toBeDefined();
    expect(first!.length).toBeGreaterThanOrEqual(20);
    expect(await passwordProblems(first)).toEqual([]);
    expect(second).not.toBe(first);
    expect(await loginStatus(second!)).toBe(200);
  });

  it('keeps a weak ADMIN_PASSWORD working on the first start, and says it is weak', async () => {
    const result = await firstStart('Welcome123');
    expect(result.adminPasswordProblems).toEqual(['validation.password_common']);
    expect(await loginStatus('Welcome123')).toBe(200);
    expect((await firstStart('Chosen-first-pass-1')).adminPasswordProblems).toBeUndefined();
  });

  it('has no default password to guess', async () => {
    await firstStart();
    for (const guess of ['admin', 'password', 'admin123', 'Admin123', 'changeme', '123456', 'showrunner']) {
      expect(await loginStatus(guess), guess).not.toBe(200);
    }
  });

  it('is made once: a later start neither generates nor changes a password', async () => {
    const { generatedPassword } = await firstStart();
    const later = await bootstrap(t.db, { resources, adminPassword: 'Other-pass-999' });
    expect(later.generatedPassword).toBeUndefined();
    expect(await loginStatus(generatedPassword!)).toBe(200);
    expect(await loginStatus('Other-pass-999')).toBe(401);
  });
});
