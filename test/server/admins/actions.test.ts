import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { admins, auditLog } from '../../../server/db/system.ts';
import { API, adminRow, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { makeAdmin, makeRole, superRoleId } from '../helpers/admin.ts';

let t: TTestApp;
let token: string;
let superAdminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  superAdminId = (await t.db.select().from(admins).where(eq(admins.username, 'admin')))[0]!.id;
});
afterAll(() => t.close());

const act = (id: number, action: string, as = token) => t.call(as, { method: 'POST', url: `${API}/admins/${id}/${action}`, payload: {} });
const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username, password } });
const trail = async (id: number) =>
  (await t.db.select().from(auditLog).where(and(eq(auditLog.resource, 'admins'), eq(auditLog.recordId, String(id)))).orderBy(auditLog.id)).map((a) => a.action);

describe('enable, disable and reset QR code', () => {
  it('disable refuses the login and revokes tokens; enable lets the admin in again; each is audited', async () => {
    const staff = await makeAdmin(t, token);
    const staffToken = (await login(staff.username, staff.password)).json().access_token;
    const disabled = await act(staff.id, 'disable');
    expect(disabled.json()).toMatchObject({ id: staff.id, status: 'disabled' });
    expect((await t.call(staffToken, { url: `${API}/auth/me` })).statusCode).toBe(401);
    expect((await login(staff.username, staff.password)).json()).toEqual({ message: 'Wrong username or password.' });
    expect((await act(staff.id, 'enable')).json()).toMatchObject({ status: 'enabled' });
    expect((await t.call(staffToken, { url: `${API}/auth/me` })).statusCode).toBe(401);
    expect((await login(staff.username, staff.password)).statusCode).toBe(200);
    expect(await trail(staff.id)).toEqual(['create', 'login', 'disable', 'login_failed', 'enable', 'login']);
  });

  it('reset QR code clears the device and ends the sessions', async () => {
    const staff = await makeAdmin(t, token, { two_factor_enabled: true });
    await t.db.update(admins).set({ totpSecret: 'v1.sealed', totpBoundAt: new Date(), totpLastStep: 5 }).where(eq(admins.id, staff.id));
    const staffToken = t.app.signToken((await adminRow(t.db, staff.id))!);
    const res = await act(staff.id, 'resetQRCode');
    expect(res.json()).toMatchObject({ two_factor_bound: false, two_factor_enabled: true });
    expect(await adminRow(t.db, staff.id)).toMatchObject({ totpSecret: null, totpBoundAt: null, totpLastStep: null });
    expect((await t.call(staffToken, { url: `${API}/auth/me` })).statusCode).toBe(401);
    expect((await trail(staff.id)).at(-1)).toBe('reset_qr_code');
  });

  it('refuses to disable or delete oneself', async () => {
    const disable = await act(superAdminId, 'disable');
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toEqual({ message: 'You cannot disable your own account.' });
    const remove = await t.call(token, { method: 'DELETE', url: `${API}/admins/${superAdminId}`, headers: { 'accept-language': 'zh-CN' } });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: '您无法删除自己的账号。' });
    expect((await adminRow(t.db, superAdminId))!.status).toBe('enabled');
  });

  it('keeps one enabled admin with the super-admin role: the last one is not disabled, deleted or stripped of it', async () => {
    // An admin holding every permission through an ordinary role may manage the super-admin, but not remove the last one.
    const everything = (await t.call(token, { url: `${API}/permissions` })).json().map((p: { name: string }) => p.name);
    const allRole = await makeRole(t, token, everything);
    const deputy = await makeAdmin(t, token, { roles: [allRole] });
    const deputyToken = (await login(deputy.username, deputy.password)).json().access_token;
    const lastOne = { message: 'At least one enabled admin must keep the super-admin role.' };
    for (const res of [
      await act(superAdminId, 'disable', deputyToken),
      await t.call(deputyToken, { method: 'DELETE', url: `${API}/admins/${superAdminId}` }),
      await t.call(deputyToken, { method: 'PUT', url: `${API}/admins/${superAdminId}`, payload: { roles: [allRole] } }),
      await t.call(deputyToken, { method: 'POST', url: `${API}/admins/delete-many`, payload: { ids: [superAdminId] } }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(lastOne);
    }
    expect(await adminRow(t.db, superAdminId)).toMatchObject({ status: 'enabled' });
    expect((await t.call(token, { url: `${API}/admins/${superAdminId}` })).json().is_super).toBe(true);

    // With a second enabled super-admin, the first may go.
    const second = await makeAdmin(t, token, { roles: [await superRoleId(t)] });
    expect((await act(superAdminId, 'disable', deputyToken)).statusCode).toBe(200);
    expect((await act(second.id, 'disable', deputyToken)).json()).toEqual(lastOne);
    expect((await act(superAdminId, 'enable', deputyToken)).statusCode).toBe(200);
  });
});
