/** SECURITY 11–13: what a token must be, what revokes it, and where it may travel. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { admins } from '../../../server/db/system.ts';
import { API, adminRow, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { announced } from '../helpers/announced.ts';
import { staffWith } from '../helpers/staff.ts';
import { badAuthorizations, claimsFor, forgeToken } from '../helpers/tokens.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (authorization?: string, url = `${API}/auth/me`) =>
  t.app.inject({ url, headers: authorization ? { authorization } : {} });

describe('a bearer token (11)', () => {
  it('is refused unless HS256, signed with the secret, for this audience and issuer, and unexpired', async () => {
    const staff = await staffWith(t, []);
    const admin = (await adminRow(t.db, staff.id))!;
    expect((await me(`Bearer ${forgeToken(claimsFor(admin))}`)).statusCode).toBe(200);
    for (const [what, authorization] of Object.entries(badAuthorizations(admin))) {
      const res = await me(authorization);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toEqual({ message: 'Please log in.' });
    }
  });
});

describe('revocation (12)', () => {
  it('logout ends every session of the admin', async () => {
    const staff = await t.createAdmin([], { password: 'Session-pass-1' });
    const other = await t.login(staff.username, 'Session-pass-1');
    expect((await me(`Bearer ${staff.token}`)).statusCode).toBe(200);
    expect((await t.call(staff.token, { method: 'POST', url: `${API}/logout` })).statusCode).toBe(200);
    expect((await me(`Bearer ${staff.token}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${other}`)).statusCode).toBe(401);
    expect((await t.call(staff.token, { method: 'POST', url: `${API}/logout` })).statusCode).toBe(401);
  });

  it('a password change ends the other sessions and returns a token that works', async () => {
    const staff = await t.createAdmin([], { password: 'Session-pass-2' });
    const other = await t.login(staff.username, 'Session-pass-2');
    const res = await t.call(staff.token, {
      method: 'POST',
      url: `${API}/auth/password`,
      payload: { current_password: 'Session-pass-2', password: 'Session-pass-3' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().access_token as string;
    expect((await me(`Bearer ${staff.token}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${other}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${fresh}`)).json()).toMatchObject({ id: staff.id, username: staff.username });
  });

  it('an admin disabled straight in the database is refused on the request after the commit is announced', async () => {
    const staff = await staffWith(t, []);
    const token = await staff.token();
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await announced(t.app, () => t.db.update(admins).set({ status: 'disabled' }).where(eq(admins.id, staff.id)));
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });
});

describe('revocation by another admin (12)', () => {
  const superToken = () => t.login();
  const adminAct = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    (await t.call(await superToken(), { method, url: `${API}${url}`, payload })).statusCode;

  it.each([
    ['a disable', (id: number) => adminAct('POST', `/admins/${id}/disable`, {})],
    ['a password change on the admin screen', (id: number) => adminAct('PUT', `/admins/${id}`, { password: 'Replaced-pass-1' })],
    ['a change of roles', (id: number) => adminAct('PUT', `/admins/${id}`, { roles: [] })],
    ['a two-factor reset', (id: number) => adminAct('POST', `/admins/${id}/resetQRCode`, {})],
    ['a delete', (id: number) => adminAct('DELETE', `/admins/${id}`)],
    [
      'a change of a role’s permissions',
      async (id: number) => {
        const [role] = (await t.call(await superToken(), { url: `${API}/admins/${id}` })).json().roles;
        return adminAct('POST', `/roles/${role}/assign`, { permissions: ['list-tags'] });
      },
    ],
    ['the deletion of a role they hold', async (id: number) => adminAct('DELETE', `/roles/${(await t.call(await superToken(), { url: `${API}/admins/${id}` })).json().roles[0]}`)],
  ])('%s ends the admin’s sessions on their next request', async (_what, revoke) => {
    const staff = await t.createAdmin(['list-tags', 'list-directors']);
    expect((await me(`Bearer ${staff.token}`)).statusCode).toBe(200);
    expect(await revoke(staff.id)).toBe(200);
    const res = await me(`Bearer ${staff.token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in.' });
  });
});

describe('tokens in URLs (13)', () => {
  it('are not read from the query string', async () => {
    const token = await (await staffWith(t, [])).token();
    for (const name of ['access_token', 'token', 'jwt', 'authorization']) {
      expect((await me(undefined, `${API}/auth/me?${name}=${token}`)).statusCode, name).toBe(401);
    }
    expect((await me(`Bearer ${token}`, `${API}/auth/me?access_token=${token}`)).statusCode).toBe(200);
  });
});
