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

const me = (as: string) => t.call(as, { url: `${API}/auth/me` });
const login = async ({ username, password }: { username: string; password: string }) =>
  (await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username, password } })).json().access_token as string;

describe('roles', () => {
  it('creates a role with its permissions and shows them, its holders and counts', async () => {
    const created = await t.call(token, {
      method: 'POST',
      url: `${API}/roles`,
      payload: { name: 'Catalogue editors', description: 'Tags and directors', permissions: ['list-tags', 'edit-tags', 'list-directors', 'list-tags'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Catalogue editors', is_super: false, permissions: ['edit-tags', 'list-directors', 'list-tags'], permissions_count: 3, admins_count: 0 });
    const holder = await makeAdmin(t, token, { roles: [created.json().id] });
    const shown = (await t.call(token, { url: `${API}/roles/${created.json().id}` })).json();
    expect(shown.admins).toEqual([{ id: holder.id, username: holder.username, name: null, status: 'enabled' }]);
    const listed = (await t.call(token, { url: `${API}/roles?filter=${encodeURIComponent('{"q":"catalogue"}')}` })).json();
    expect(listed).toEqual([expect.objectContaining({ name: 'Catalogue editors', admins_count: 1, permissions_count: 3 })]);
    expect(listed[0].permissions).toBeUndefined();
  });

  it('refuses unknown permissions and duplicate names, per field', async () => {
    const unknown = await t.call(token, { method: 'POST', url: `${API}/roles`, payload: { name: 'Odd', permissions: ['list-tags', 'rule-the-world'] } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ permissions: ['Unknown permission: rule-the-world'] });
    await makeRole(t, token, [], 'Twice');
    const twice = await t.call(token, { method: 'POST', url: `${API}/roles`, payload: { name: 'Twice' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ name: ['This value is already used'] });
  });

  it('assign replaces the set in one go, and the holders must log in again to use it', async () => {
    const roleId = await makeRole(t, token, ['list-tags', 'edit-tags']);
    const holder = await makeAdmin(t, token, { roles: [roleId] });
    const holderToken = await login(holder);
    const res = await t.call(token, { method: 'POST', url: `${API}/roles/${roleId}/assign`, payload: { permissions: ['list-directors'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).toEqual(['list-directors']);
    expect((await me(holderToken)).statusCode).toBe(401);
    expect((await me(await login(holder))).json().permissions).toEqual([{ name: 'list-directors' }]);
  });

  it('an unchanged set leaves the holders signed in', async () => {
    const roleId = await makeRole(t, token, ['list-tags']);
    const holder = await makeAdmin(t, token, { roles: [roleId] });
    const holderToken = await login(holder);
    await t.call(token, { method: 'PUT', url: `${API}/roles/${roleId}`, payload: { description: 'Same rights', permissions: ['list-tags'] } });
    expect((await me(holderToken)).statusCode).toBe(200);
  });

  it('updates name, description and permissions together, and deletes a role, signing its holders out', async () => {
    const roleId = await makeRole(t, token, ['list-tags']);
    const holder = await makeAdmin(t, token, { roles: [roleId] });
    const holderToken = await login(holder);
    const updated = await t.call(token, { method: 'PUT', url: `${API}/roles/${roleId}`, payload: { name: 'Renamed role', permissions: ['list-tags', 'list-questions'] } });
    expect(updated.json()).toMatchObject({ name: 'Renamed role', permissions: ['list-questions', 'list-tags'] });
    const second = await login(holder);
    expect((await me(holderToken)).statusCode).toBe(401);
    expect((await t.call(token, { method: 'DELETE', url: `${API}/roles/${roleId}` })).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(await login(holder))).json()).toMatchObject({ roles: [], permissions: [] });
  });

  it('keeps the super-admin role whole: every permission, no rename, no reduction, no delete', async () => {
    const id = await superRoleId(t);
    const catalogue = (await t.call(token, { url: `${API}/permissions` })).json().map((p: { name: string }) => p.name).sort();
    const role = (await t.call(token, { url: `${API}/roles/${id}` })).json();
    expect(role).toMatchObject({ is_super: true, permissions: catalogue, permissions_count: catalogue.length });
    const fixed = { message: 'The super-admin role always holds every permission: it cannot be renamed, reduced or deleted.' };
    for (const res of [
      await t.call(token, { method: 'PUT', url: `${API}/roles/${id}`, payload: { name: 'Mere mortal' } }),
      await t.call(token, { method: 'PUT', url: `${API}/roles/${id}`, payload: { permissions: ['list-tags'] } }),
      await t.call(token, { method: 'POST', url: `${API}/roles/${id}/assign`, payload: { permissions: [] } }),
      await t.call(token, { method: 'DELETE', url: `${API}/roles/${id}` }),
      await t.call(token, { method: 'POST', url: `${API}/roles/delete-many`, payload: { ids: [id] } }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(fixed);
    }
    const described = await t.call(token, { method: 'PUT', url: `${API}/roles/${id}`, payload: { description: 'Owners', permissions: catalogue } });
    expect(described.json()).toMatchObject({ name: role.name, description: 'Owners', permissions: catalogue });
  });

  it('lists the permission catalogue with the administration rights, each with its area and resource', async () => {
    const catalogue = (await t.call(token, { url: `${API}/permissions` })).json() as { name: string; resource: string; area: string }[];
    const admin = catalogue.filter((p) => p.area === 'administration').map((p) => p.name);
    expect(admin).toEqual(expect.arrayContaining([
      'list-admins', 'create-admins', 'edit-admins', 'delete-admins', 'enable-admins', 'disable-admins', 'resetQRCode-admins', 'batch-action-admins',
      'list-roles', 'edit-roles', 'list-ipwhitelists', 'create-sites', 'list-audit_logs', 'list-permissions',
    ]));
    expect(admin).not.toContain('create-audit_logs');
  });
});
