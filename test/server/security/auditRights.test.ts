/**
 * Reproductions of the outside audit's findings on rights and on writes without an audit row:
 * M1 (one's own credentials), M2 (roles that hold more than their editor), P33/P34.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, auditLog, roles } from '../../../server/db/system.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const auditRows = (action: string, recordId?: number) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.action, action), recordId === undefined ? undefined : eq(auditLog.recordId, String(recordId))));

describe('one’s own password and two-factor login (M1)', () => {
  it('change only through the profile, which asks for the current password', async () => {
    const me = await t.createAdmin(['list-admins', 'edit-admins'], { password: 'Editor-ferry-71' });
    await t.call(me.token, { method: 'POST', url: `${API}/auth/me/two-factor` });
    const relogged = await t.login(me.username, 'Editor-ferry-71').catch(() => null);
    // With two-factor on, login answers a challenge: sign the token directly instead.
    const own = relogged ?? t.app.signToken({ id: me.id, tokenVersion: (await t.db.execute<{ v: number }>(sql`select token_version as v from admins where id = ${me.id}`) as unknown as { rows: { v: number }[] }).rows[0]!.v });

    const password = await t.call(own, { method: 'PUT', url: `${API}/admins/${me.id}`, payload: { password: 'Taken-over-ferry-9' } });
    expect(password.statusCode).toBe(403);
    const twoFactor = await t.call(own, { method: 'PUT', url: `${API}/admins/${me.id}`, payload: { two_factor_enabled: false } });
    expect(twoFactor.statusCode).toBe(403);
    expect((await t.call(own, { method: 'PUT', url: `${API}/admins/${me.id}`, payload: { name: 'Still me' } })).statusCode).toBe(200);
  });

  it('of someone else stay in reach of edit-admins', async () => {
    const other = await staffWith(t, []);
    const res = await t.call(token, { method: 'PUT', url: `${API}/admins/${other.id}`, payload: { password: 'Reset-by-admin-ferry-4', two_factor_enabled: false } });
    expect(res.statusCode).toBe(200);
  });
});

describe('roles holding more than their editor (M2)', () => {
  it('are out of reach, the super-admin role included', async () => {
    const editor = await staffWith(t, ['list-roles', 'edit-roles']);
    const [superRole] = await t.db.select().from(roles).where(eq(roles.isSuper, 1));
    const res = await t.call(await editor.token(), { method: 'PUT', url: `${API}/roles/${superRole!.id}`, payload: { description: '<img src=x onerror=alert(1)>' } });
    expect(res.statusCode).toBe(403);
    expect((await t.db.select().from(roles).where(eq(roles.id, superRole!.id)))[0]!.description).not.toContain('onerror');

    const wider = (await t.call(token, { method: 'POST', url: `${API}/roles`, payload: { name: 'wider-m2', permissions: ['list-roles', 'edit-roles', 'delete-admins'] } })).json();
    expect((await t.call(await editor.token(), { method: 'PUT', url: `${API}/roles/${wider.id}`, payload: { name: 'renamed' } })).statusCode).toBe(403);
    expect((await t.call(await editor.token(), { method: 'POST', url: `${API}/roles/${wider.id}/assign`, payload: { permissions: ['list-roles', 'delete-admins'] } })).statusCode).toBe(403);

    const within = (await t.call(token, { method: 'POST', url: `${API}/roles`, payload: { name: 'within-m2', permissions: ['list-roles'] } })).json();
    expect((await t.call(await editor.token(), { method: 'PUT', url: `${API}/roles/${within.id}`, payload: { description: 'fine' } })).statusCode).toBe(200);
  });

  it('assign that removes a permission signs out the role’s holders only', async () => {
    const holder = await staffWith(t, ['list-tags', 'list-directors']);
    const bystander = await staffWith(t, ['list-tags', 'list-directors']);
    const [held] = await t.db.select().from(adminRoles).where(eq(adminRoles.adminId, holder.id));
    const [holderToken, bystanderToken] = [await holder.token(), await bystander.token()];
    const res = await t.call(token, { method: 'POST', url: `${API}/roles/${held!.roleId}/assign`, payload: { permissions: ['list-tags'] } });
    expect(res.statusCode).toBe(200);
    expect((await t.call(holderToken, { url: `${API}/tags` })).statusCode).toBe(401);
    expect((await t.call(bystanderToken, { url: `${API}/tags` })).statusCode).toBe(200);
    expect((await t.call(bystanderToken, { url: `${API}/directors` })).statusCode).toBe(200);
  });
});

describe('writes with an audit row (P33/P34)', () => {
  it('a failed current-password check', async () => {
    const me = await t.createAdmin([], { password: 'Current-ferry-71' });
    const res = await t.call(me.token, { method: 'POST', url: `${API}/auth/password`, payload: { current_password: 'Wrong-ferry-71', password: 'Next-ferry-pass-72' } });
    expect(res.statusCode).toBe(422);
    expect(await auditRows('change_password_failed', me.id)).toHaveLength(1);
  });

  it('the secret made for a new two-factor device', async () => {
    const me = await t.createAdmin([], { password: 'Device-ferry-71' });
    await t.call(me.token, { method: 'POST', url: `${API}/auth/me/two-factor` });
    const login = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: me.username, password: 'Device-ferry-71' } });
    const { challenge } = login.json();
    expect((await t.app.inject({ method: 'POST', url: `${API}/googleOtpauth`, payload: { challenge } })).statusCode).toBe(200);
    expect(await auditRows('two_factor_secret', me.id)).toHaveLength(1);
  });

});

describe('look-alike usernames (L2)', () => {
  it('are one name: fullwidth and other cases take the name of an existing admin', async () => {
    const create = (username: string) => t.call(token, { method: 'POST', url: `${API}/admins`, payload: { username, password: 'Lookalike-ferry-71' } });
    expect((await create('ａｄｍｉｎ')).statusCode).toBe(409);
    expect((await create('ADMIN')).statusCode).toBe(409);
    const created = await create('Ｋｅｎｊｉ_L2');
    expect(created.statusCode).toBe(201);
    expect(created.json().username).toBe('kenji_l2');
    expect((await create('kenji_l2')).statusCode).toBe(409);
  });

  it('count a name written before the rule in another case as taken, on create and on rename', async () => {
    await t.db.execute(sql`insert into admins (username, password_hash) values ('Legacy_L2', '!')`);
    const res = await t.call(token, { method: 'POST', url: `${API}/admins`, payload: { username: 'legacy_l2', password: 'Lookalike-ferry-72' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ username: ['This value is already used'] });
    const other = await staffWith(t, []);
    expect((await t.call(token, { method: 'PUT', url: `${API}/admins/${other.id}`, payload: { username: 'ｌｅｇａｃｙ_l2' } })).statusCode).toBe(409);
  });

  it('log in under any of their spellings', async () => {
    await t.call(token, { method: 'POST', url: `${API}/admins`, payload: { username: 'mia_l2', password: 'Lookalike-ferry-73' } });
    const res = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: 'ＭＩＡ_L2', password: 'Lookalike-ferry-73' }, remoteAddress: '10.78.0.1' });
    expect(res.statusCode).toBe(200);
  });
});
