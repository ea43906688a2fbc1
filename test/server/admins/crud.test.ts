import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { makeAdmin, makeRole, superRoleId } from '../helpers/admin.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const list = (filter: object, sort = ['id', 'ASC']) =>
  t.call(token, { url: `${API}/admins?${new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: '[0,99]' })}` });

describe('admins', () => {
  it('creates an admin with roles, who can then log in, and shows them without secrets', async () => {
    const roleId = await makeRole(t, token, ['list-tags']);
    const res = await t.call(token, {
      method: 'POST',
      url: `${API}/admins`,
      payload: { username: '  mia.editor ', password: 'Mia-pass-2024', name: 'Mia', phone: '+886 2 1234-5678', roles: [roleId] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: 'mia.editor', name: 'Mia', status: 'enabled', two_factor_enabled: false, roles: [roleId] });
    expect(Object.keys(res.json()).sort()).toEqual(
      ['created_at', 'id', 'is_super', 'last_login_at', 'last_login_ip', 'locked_until', 'name', 'phone', 'role_names', 'roles', 'status', 'two_factor_bound', 'two_factor_enabled', 'updated_at', 'username'],
    );
    const login = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: 'mia.editor', password: 'Mia-pass-2024' } });
    expect(login.json().permissions).toEqual([{ name: 'list-tags' }]);
    const shown = await t.call(token, { url: `${API}/admins/${res.json().id}` });
    expect(shown.json()).toMatchObject({ role_names: [expect.stringMatching(/^role_/)], last_login_at: expect.any(String) });
  });

  it('applies the spec’s password rule with its messages, and a length of 8', async () => {
    const attempt = (password: string) => t.call(token, { method: 'POST', url: `${API}/admins`, payload: { username: 'rule.check', password } });
    const messages = {
      '': 'Please input the password.',
      '12345678': 'Your password does not contain any letter.',
      abcdefgh: 'Your password does not contain any number.',
      '!!!!????': 'Please make sure your password contains at least one number and one letter.',
      abc123: 'Must be at least 8 characters',
    };
    for (const [password, message] of Object.entries(messages)) {
      const res = await attempt(password);
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors, password).toEqual({ password: [message] });
    }
    const chinese = await t.call(token, { method: 'POST', url: `${API}/admins`, headers: { 'accept-language': 'zh-TW' }, payload: { username: 'rule.check', password: '12345678' } });
    expect(chinese.json().errors.password).toEqual(['密碼須包含至少一個英文字母。']);
  });

  it('refuses a username taken in any case, too short, or with spaces, per field', async () => {
    await makeAdmin(t, token, { username: 'Kenji' });
    const taken = await t.call(token, { method: 'POST', url: `${API}/admins`, payload: { username: 'kenji', password: 'Kenji-pass-1' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ username: ['This value is already used'] });
    const bad = await t.call(token, { method: 'POST', url: `${API}/admins`, payload: { username: 'a b', password: 'Kenji-pass-1' } });
    expect(bad.json().errors).toEqual({ username: ['Letters, digits and . _ @ - only'] });
    const short = await t.call(token, { method: 'POST', url: `${API}/admins`, payload: { username: 'ab', password: 'Kenji-pass-1' } });
    expect(short.json().errors).toEqual({ username: ['Must be at least 3 characters'] });
    const unknownRole = await t.call(token, { method: 'POST', url: `${API}/admins`, payload: { username: 'norole', password: 'Kenji-pass-1', roles: [999999] } });
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json().errors).toEqual({ roles: ['Must be an existing record'] });
  });

  it('filters by username, name, status, role and two-factor, and sorts', async () => {
    const roleId = await makeRole(t, token, ['list-directors']);
    const a = await makeAdmin(t, token, { username: 'filter.alpha', roles: [roleId] });
    const b = await makeAdmin(t, token, { username: 'filter.beta', two_factor_enabled: true });
    await t.call(token, { method: 'POST', url: `${API}/admins/${b.id}/disable`, payload: {} });
    const names = async (filter: object, sort?: string[]) => (await list(filter, sort)).json().map((r: { username: string }) => r.username);
    expect(await names({ q: 'filter.' })).toEqual(['filter.alpha', 'filter.beta']);
    expect(await names({ username: 'ALPHA' })).toEqual(['filter.alpha']);
    expect(await names({ roles: roleId })).toEqual(['filter.alpha']);
    expect(await names({ q: 'filter.', status: 'disabled' })).toEqual(['filter.beta']);
    expect(await names({ q: 'filter.', two_factor_enabled: true })).toEqual(['filter.beta']);
    expect(await names({ q: 'filter.' }, ['username', 'DESC'])).toEqual(['filter.beta', 'filter.alpha']);
    const res = await list({ roles: roleId });
    expect(res.headers['content-range']).toBe('admins 0-0/1');
    expect(res.json()[0]).toMatchObject({ id: a.id, roles: [roleId] });
    expect((await list({ roles: 'x' })).statusCode).toBe(400);
  });

  it('keeps the password when the edit leaves it empty, and replaces it otherwise', async () => {
    const staff = await makeAdmin(t, token);
    const edit = (payload: object) => t.call(token, { method: 'PUT', url: `${API}/admins/${staff.id}`, payload });
    const loginWith = (password: string) => t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: staff.username, password } });
    expect((await edit({ name: 'Renamed', password: '' })).json()).toMatchObject({ name: 'Renamed' });
    expect((await edit({ phone: '123', password: null })).statusCode).toBe(200);
    expect((await loginWith(staff.password)).statusCode).toBe(200);
    expect((await edit({ password: 'abcdefgh' })).json().errors).toEqual({ password: ['Your password does not contain any number.'] });
    expect((await edit({ password: 'Fresh-pass-77' })).statusCode).toBe(200);
    expect((await loginWith(staff.password)).statusCode).toBe(401);
    expect((await loginWith('Fresh-pass-77')).statusCode).toBe(200);
  });

  it('replaces the roles with the set sent, and deletes an admin', async () => {
    const [r1, r2] = [await makeRole(t, token, ['list-tags']), await makeRole(t, token, ['list-questions'])];
    const staff = await makeAdmin(t, token, { roles: [r1] });
    const res = await t.call(token, { method: 'PUT', url: `${API}/admins/${staff.id}`, payload: { roles: [r2, r2] } });
    expect(res.json().roles).toEqual([r2]);
    expect((await t.call(token, { method: 'DELETE', url: `${API}/admins/${staff.id}` })).statusCode).toBe(200);
    expect((await t.call(token, { url: `${API}/admins/${staff.id}` })).statusCode).toBe(404);
  });

  it('lists the roles to whoever creates or edits admins, without the role rights', async () => {
    const picker = await t.createAdmin(['create-admins']);
    const res = await t.call(picker.token, { url: `${API}/roles` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: number }) => r.id)).toContain(await superRoleId(t));
    expect((await t.call(picker.token, { method: 'POST', url: `${API}/roles`, payload: { name: 'nope' } })).statusCode).toBe(403);
  });

  it('deletes several admins all together or not at all (15)', async () => {
    const [a, b] = [await makeAdmin(t, token), await makeAdmin(t, token)];
    const bulk = (ids: number[]) => t.call(token, { method: 'POST', url: `${API}/admins/delete-many`, payload: { ids } });
    expect((await bulk([a.id, 999999])).statusCode).toBe(404);
    const self = (await t.call(token, { url: `${API}/auth/me` })).json().id;
    expect((await bulk([a.id, self])).statusCode).toBe(409);
    expect((await t.call(token, { url: `${API}/admins/${a.id}` })).statusCode).toBe(200);
    expect((await bulk([a.id, b.id])).json()).toEqual({ data: [a.id, b.id] });
    expect((await t.call(token, { url: `${API}/admins/${b.id}` })).statusCode).toBe(404);
  });
});
