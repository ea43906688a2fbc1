/** SECURITY 16: writable fields are an allow-list per route; roles, status, hashes, ids and timestamps are never mass-assigned. */
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

const FORBIDDEN = {
  status: 'disabled',
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$forged',
  id: 4242,
  created_at: '2000-01-01T00:00:00Z',
  updated_at: '2000-01-01T00:00:00Z',
  token_version: 99,
  totp_secret: 'JBSWY3DPEHPK3PXP',
  totp_bound_at: '2000-01-01T00:00:00Z',
  totp_last_step: 1,
  two_factor_bound: true,
  last_login_at: '2000-01-01T00:00:00Z',
  is_super: true,
};

describe('admins', () => {
  it('created with a field outside the form: 422 naming it, and no admin', async () => {
    for (const [field, value] of Object.entries(FORBIDDEN)) {
      const res = await t.call(token, { method: 'POST', url: `${API}/admins`, payload: { username: `mass_${field}`, password: 'Mass-pass-1', [field]: value } });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors, field).toEqual({ [field]: ['Unknown field'] });
    }
    expect((await t.call(token, { url: `${API}/admins?filter=${encodeURIComponent('{"q":"mass_"}')}` })).json()).toEqual([]);
  });

  it('updated with a field outside the form: 422, and the row as it was', async () => {
    const staff = await makeAdmin(t, token);
    const before = await adminRow(t.db, staff.id);
    for (const [field, value] of Object.entries(FORBIDDEN)) {
      const res = await t.call(token, { method: 'PUT', url: `${API}/admins/${staff.id}`, payload: { name: 'Mass', [field]: value } });
      expect(res.statusCode, field).toBe(422);
    }
    expect(await adminRow(t.db, staff.id)).toEqual(before);
  });

  it('updated with some fields: the others, roles and password included, stay as they were', async () => {
    const roleId = await makeRole(t, token, ['list-tags']);
    const staff = await makeAdmin(t, token, { roles: [roleId] });
    const before = (await adminRow(t.db, staff.id))!;
    const res = await t.call(token, { method: 'PUT', url: `${API}/admins/${staff.id}`, payload: { name: 'Only the name' } });
    expect(res.json()).toMatchObject({ name: 'Only the name', roles: [roleId], status: 'enabled' });
    expect(await adminRow(t.db, staff.id)).toMatchObject({ passwordHash: before.passwordHash, tokenVersion: before.tokenVersion, status: 'enabled' });
  });
});

describe('one’s own profile', () => {
  it('takes name, phone and avatar only: roles, status, username and password are refused', async () => {
    const staff = await t.createAdmin(['list-tags']);
    const before = await adminRow(t.db, staff.id);
    for (const [field, value] of Object.entries({ ...FORBIDDEN, roles: [await superRoleId(t)], username: 'renamed', password: 'Other-pass-1' })) {
      const res = await t.call(staff.token, { method: 'PUT', url: `${API}/auth/me`, payload: { [field]: value } });
      expect(res.statusCode, field).toBe(422);
    }
    expect(await adminRow(t.db, staff.id)).toEqual(before);
    expect((await t.call(staff.token, { url: `${API}/auth/me` })).json().permissions).toEqual([{ name: 'list-tags' }]);
  });
});

describe('roles', () => {
  it('refuse is_super, id and timestamps', async () => {
    const roleId = await makeRole(t, token, []);
    for (const [field, value] of Object.entries({ is_super: 1, id: 1, created_at: '2000-01-01T00:00:00Z', admins: [1], admins_count: 3 })) {
      expect((await t.call(token, { method: 'POST', url: `${API}/roles`, payload: { name: `mass ${field}`, [field]: value } })).statusCode, field).toBe(422);
      expect((await t.call(token, { method: 'PUT', url: `${API}/roles/${roleId}`, payload: { [field]: value } })).statusCode, field).toBe(422);
    }
    expect((await t.call(token, { url: `${API}/roles/${roleId}` })).json()).toMatchObject({ is_super: false, admins: [] });
  });
});
