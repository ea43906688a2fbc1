/**
 * SECURITY 5: failed logins are limited per (account, address) and per address, atomically, under
 * a canonical key; past the per-account limit the right password still works, slowly (audit L4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/system.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const RIGHT = 'Right-pass-123';
const TOO_MANY = { message: 'Too many attempts. Please wait a minute and try again.' };

let ips = 0;
const freshIp = () => `10.30.${Math.floor(++ips / 250)}.${ips % 250}`;

const login = (payload: Record<string, unknown>, { ip = freshIp(), url = `${API}/login` } = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

const failFiveTimes = async (username: string, ip: string) => {
  for (let i = 0; i < 5; i++) expect((await login({ username, password: `Wrong-pass-${i}` }, { ip })).statusCode).toBe(401);
};

describe('login attempts', () => {
  it('answer the 6th from one address within a minute with 429 and Retry-After, while the right password from another address works', async () => {
    const { username } = await t.createAdmin([], { password: RIGHT });
    const ip = freshIp();
    await failFiveTimes(username, ip);
    const sixth = await login({ username, password: RIGHT }, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await login({ username, password: RIGHT })).statusCode).toBe(200);
  });

  it('count under one key whatever the spelling of the URL, the username or the body', async () => {
    const { username } = await t.createAdmin([], { password: RIGHT });
    const ip = freshIp();
    await failFiveTimes(username, ip);
    expect((await login({ username, password: RIGHT }, { ip, url: `${API}/Login` })).statusCode).toBe(404);
    expect((await login({ username, password: RIGHT }, { ip, url: `${API}/login/` })).statusCode).toBe(404);
    expect((await login({ username, password: RIGHT, remember: true }, { ip })).statusCode).toBe(422);
    expect((await login({ username: ` ${username.toUpperCase()} `, password: RIGHT }, { ip })).statusCode).toBe(429);
    expect((await login({ username, password: RIGHT }, { ip })).statusCode).toBe(429);
  });

  it('cannot exceed the limit in parallel: of 20 wrong logins at once from one address, at most 5 are judged', async () => {
    const { username } = await t.createAdmin([], { password: RIGHT });
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login({ username, password: `Wrong-pass-${i}` }, { ip })));
    const judged = answers.filter((res) => res.statusCode !== 429);
    expect(judged.length).toBeLessThanOrEqual(5);
    expect(judged.every((res) => res.statusCode === 401)).toBe(true);
    expect((await login({ username, password: RIGHT }, { ip })).statusCode).toBe(429);
  });

  it('are limited per address across usernames', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 31 }, (_, i) => login({ username: `nobody-${i}`, password: 'Wrong-pass-1' }, { ip })));
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(30);
    const { username } = await t.createAdmin([], { password: RIGHT });
    expect((await login({ username, password: RIGHT }, { ip })).statusCode).toBe(429);
    expect((await login({ username, password: RIGHT })).statusCode).toBe(200);
  });

  it('start again after a successful login', async () => {
    const { username } = await t.createAdmin([], { password: RIGHT });
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await login({ username, password: `Wrong-pass-${i}` }, { ip });
    expect((await login({ username, password: RIGHT }, { ip })).statusCode).toBe(200);
    await failFiveTimes(username, ip);
  });
});

describe('an account attacked from many addresses (L4)', () => {
  it('is not locked out: the right password works, slowly; the lock shows, and an admin with unlock-admins lifts it', async () => {
    const staff = await t.createAdmin([], { password: RIGHT });
    for (let i = 0; i < 11; i++) expect((await login({ username: staff.username, password: `Wrong-pass-${i}` })).statusCode).toBe(401);
    const token = await t.login();
    const show = async () => (await t.call(token, { url: `${API}/admins/${staff.id}` })).json();
    expect(await show()).toMatchObject({ locked_until: expect.any(String) });

    const start = performance.now();
    expect((await login({ username: staff.username, password: RIGHT })).statusCode).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(900);
    expect((await show()).locked_until).toBeNull();

    for (let i = 0; i < 11; i++) await login({ username: staff.username, password: `Wrong-pass-${i}` });
    expect((await show()).locked_until).not.toBeNull();
    const viewer = await staffWith(t, ['list-admins']);
    expect((await t.call(await viewer.token(), { method: 'POST', url: `${API}/admins/${staff.id}/unlock` })).statusCode).toBe(403);
    const unlocked = await t.call(token, { method: 'POST', url: `${API}/admins/${staff.id}/unlock` });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().locked_until).toBeNull();
    const audited = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'unlock'), eq(auditLog.recordId, String(staff.id))));
    expect(audited).toHaveLength(1);
  });
});
