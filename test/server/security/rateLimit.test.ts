/** SECURITY 5: failed logins are limited per account and per IP, atomically, under a canonical key. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

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

const failFiveTimes = async (username: string) => {
  for (let i = 0; i < 5; i++) expect((await login({ username, password: `Wrong-pass-${i}` })).statusCode).toBe(401);
};

describe('login attempts', () => {
  it('answer the 6th within a minute with 429 and Retry-After, even with the right password from another address', async () => {
    const { username } = await t.createAdmin([], { password: RIGHT });
    await failFiveTimes(username);
    const sixth = await login({ username, password: RIGHT });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('count under one key whatever the spelling of the URL, the username or the body', async () => {
    const { username } = await t.createAdmin([], { password: RIGHT });
    await failFiveTimes(username);
    expect((await login({ username, password: RIGHT }, { url: `${API}/Login` })).statusCode).toBe(404);
    expect((await login({ username, password: RIGHT }, { url: `${API}/login/` })).statusCode).toBe(404);
    expect((await login({ username, password: RIGHT, remember: true })).statusCode).toBe(422);
    expect((await login({ username: ` ${username.toUpperCase()} `, password: RIGHT })).statusCode).toBe(429);
    expect((await login({ username, password: RIGHT })).statusCode).toBe(429);
  });

  it('cannot exceed the limit in parallel: of 20 wrong logins at once, at most 5 are judged', async () => {
    const { username } = await t.createAdmin([], { password: RIGHT });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login({ username, password: `Wrong-pass-${i}` })));
    const judged = answers.filter((res) => res.statusCode !== 429);
    expect(judged.length).toBeLessThanOrEqual(5);
    expect(judged.every((res) => res.statusCode === 401)).toBe(true);
    expect((await login({ username, password: RIGHT })).statusCode).toBe(429);
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
    for (let i = 0; i < 4; i++) await login({ username, password: `Wrong-pass-${i}` });
    expect((await login({ username, password: RIGHT })).statusCode).toBe(200);
    await failFiveTimes(username);
  });
});
