/** SECURITY 17: nobody grants a permission they do not hold, edits their own roles, or manages someone above them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, adminRow, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { makeAdmin, makeRole, superRoleId } from '../helpers/admin.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const rolesOf = async (id: number) => (await t.call(token, { url: `${API}/admins/${id}` })).json().roles as number[];
const permissionsOfRole = async (id: number) => (await t.call(token, { url: `${API}/roles/${id}` })).json().permissions as string[];

describe('an admin with edit-admins but without edit-roles', () => {
  const rights = ['list-admins', 'create-admins', 'edit-admins', 'disable-admins', 'delete-admins', 'batch-action-admins', 'resetQRCode-admins', 'list-tags'];

  it('cannot grant a role holding permissions they lack, and can grant one within their rights', async () => {
    const manager = await t.createAdmin(rights);
    const target = await makeAdmin(t, token);
    const wider = await makeRole(t, token, ['list-tags', 'delete-tags'], 'Wider role');
    const narrower = await makeRole(t, token, ['list-tags']);
    const refused = await t.call(manager.token, { method: 'PUT', url: `${API}/admins/${target.id}`, payload: { roles: [wider] } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can only grant or remove roles whose permissions you all hold: Wider role.' });
    expect(await rolesOf(target.id)).toEqual([]);
    const superRole = await t.call(manager.token, { method: 'PUT', url: `${API}/admins/${target.id}`, payload: { roles: [await superRoleId(t)] } });
    expect(superRole.statusCode).toBe(403);
    const created = await t.call(manager.token, { method: 'POST', url: `${API}/admins`, payload: { username: 'smuggled', password: 'Smuggled-ferry-71', roles: [wider] } });
    expect(created.statusCode).toBe(403);
    expect((await t.call(token, { url: `${API}/admins?filter=${encodeURIComponent('{"username":"smuggled"}')}` })).json()).toEqual([]);
    expect((await t.call(manager.token, { method: 'PUT', url: `${API}/admins/${target.id}`, payload: { roles: [narrower] } })).statusCode).toBe(200);
    expect(await rolesOf(target.id)).toEqual([narrower]);
  });

  it('cannot edit their own roles, even towards roles within their rights', async () => {
    const manager = await t.createAdmin(rights);
    const narrower = await makeRole(t, token, ['list-tags']);
    const res = await t.call(manager.token, { method: 'PUT', url: `${API}/admins/${manager.id}`, payload: { roles: [narrower] } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You cannot change your own roles. Ask another administrator.' });
    const unchanged = await rolesOf(manager.id);
    expect((await t.call(manager.token, { method: 'PUT', url: `${API}/admins/${manager.id}`, payload: { name: 'Me', roles: unchanged } })).statusCode).toBe(200);
  });

  it('cannot change, disable, reset or delete an admin who holds more', async () => {
    const manager = await t.createAdmin(rights);
    const boss = await makeAdmin(t, token, { roles: [await makeRole(t, token, [...rights, 'delete-tags'])] });
    const before = await adminRow(t.db, boss.id);
    for (const [method, url, payload] of [
      ['PUT', `/admins/${boss.id}`, { password: 'Taken-over-1' }],
      ['POST', `/admins/${boss.id}/disable`, {}],
      ['POST', `/admins/${boss.id}/resetQRCode`, {}],
      ['DELETE', `/admins/${boss.id}`, undefined],
      ['POST', '/admins/delete-many', { ids: [boss.id] }],
    ] as const) {
      const res = await t.call(manager.token, { method, url: `${API}${url}`, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('This admin holds permissions you do not have, so you cannot change, disable or delete them.');
    }
    expect(await adminRow(t.db, boss.id)).toEqual(before);
  });
});

describe('an admin with edit-roles', () => {
  it('cannot put into a role, or take out of it, a permission they lack, even in a role they hold', async () => {
    const editor = await t.createAdmin(['list-roles', 'create-roles', 'edit-roles', 'delete-roles', 'list-tags']);
    const roleId = await makeRole(t, token, ['list-tags', 'delete-tags']);
    const escalation = (names: string) => ({ message: `You can only grant or remove permissions you hold yourself: ${names}.` });
    const attempts = [
      [await t.call(editor.token, { method: 'POST', url: `${API}/roles/${roleId}/assign`, payload: { permissions: ['list-tags', 'delete-tags', 'list-admins'] } }), 'list-admins'],
      [await t.call(editor.token, { method: 'POST', url: `${API}/roles/${roleId}/assign`, payload: { permissions: ['list-tags'] } }), 'delete-tags'],
      [await t.call(editor.token, { method: 'PUT', url: `${API}/roles/${roleId}`, payload: { permissions: ['list-tags', 'delete-tags', 'edit-admins'] } }), 'edit-admins'],
      [await t.call(editor.token, { method: 'POST', url: `${API}/roles`, payload: { name: 'Backdoor', permissions: ['list-tags', 'edit-admins'] } }), 'edit-admins'],
      [await t.call(editor.token, { method: 'DELETE', url: `${API}/roles/${roleId}` }), 'delete-tags'],
    ] as const;
    for (const [res, names] of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(escalation(names));
    }
    expect(await permissionsOfRole(roleId)).toEqual(['delete-tags', 'list-tags']);
    const ownRole = (await t.call(token, { url: `${API}/admins/${editor.id}` })).json().roles[0];
    const own = await t.call(editor.token, { method: 'POST', url: `${API}/roles/${ownRole}/assign`, payload: { permissions: [...(await permissionsOfRole(ownRole)), 'edit-admins'] } });
    expect(own.statusCode).toBe(403);
    expect((await t.call(token, { url: `${API}/roles?filter=${encodeURIComponent('{"q":"Backdoor"}')}` })).json()).toEqual([]);
  });

  it('may add and remove permissions they hold', async () => {
    const editor = await t.createAdmin(['edit-roles', 'list-tags', 'list-directors']);
    const roleId = await makeRole(t, token, ['list-tags']);
    const res = await t.call(editor.token, { method: 'POST', url: `${API}/roles/${roleId}/assign`, payload: { permissions: ['list-directors'] } });
    expect(res.statusCode).toBe(200);
    expect(await permissionsOfRole(roleId)).toEqual(['list-directors']);
  });
});
