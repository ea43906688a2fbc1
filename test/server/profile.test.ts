/** The signed-in admin's own profile and password (spec §5's password rule and messages). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { admins, auditLog, roles } from '../../server/db/system.ts';
import { API, adminRow, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { announced } from './helpers/announced.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const putMe = (token: string, payload: Record<string, unknown>) => t.call(token, { method: 'PUT', url: `${API}/auth/me`, payload });
const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: `${API}/auth/password`, payload });

describe('GET /auth/me', () => {
  it('shows the admin, their roles and permissions, and nothing secret', async () => {
    const staff = await t.createAdmin(['list-tags', 'edit-tags']);
    const res = await t.call(staff.token, { url: `${API}/auth/me` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: staff.id,
      username: staff.username,
      roles: [`role_${staff.username}`],
      permissions: [{ name: 'edit-tags' }, { name: 'list-tags' }],
      two_factor_enabled: false,
    });
    expect(Object.keys(res.json()).sort()).toEqual(['avatar', 'id', 'last_login_at', 'name', 'permissions', 'phone', 'roles', 'two_factor_enabled', 'username']);
  });
});

describe('GET /auth/me kept with the sign-in check', () => {
  const me = async (token: string) => (await t.call(token, { url: `${API}/auth/me` })).json();

  it('shows a change of one’s own profile on the very next request', async () => {
    const staff = await t.createAdmin([]);
    expect(await me(staff.token)).toMatchObject({ name: null });
    expect((await putMe(staff.token, { name: 'Grace Hopper' })).statusCode).toBe(200);
    expect(await me(staff.token)).toMatchObject({ name: 'Grace Hopper' });
  });

  it('shows a change made straight in the database once its commit is announced', async () => {
    const staff = await t.createAdmin([]);
    expect(await me(staff.token)).toMatchObject({ phone: null });
    await announced(t.app, () => t.db.update(admins).set({ phone: '+1 555 0100' }).where(eq(admins.id, staff.id)));
    expect(await me(staff.token)).toMatchObject({ phone: '+1 555 0100' });
  });

  it('shows a role renamed by anyone, however often the profile was read before', async () => {
    const staff = await t.createAdmin([]);
    const [role] = await t.db.select().from(roles).where(eq(roles.name, `role_${staff.username}`));
    expect(await me(staff.token)).toMatchObject({ roles: [role!.name] });
    expect(await me(staff.token)).toMatchObject({ roles: [role!.name] });
    await announced(t.app, () => t.db.update(roles).set({ name: `renamed_${staff.username}` }).where(eq(roles.id, role!.id)));
    expect(await me(staff.token)).toMatchObject({ roles: [`renamed_${staff.username}`] });
  });
});

describe('PUT /auth/me', () => {
  it('updates name, phone and avatar, with an audit row', async () => {
    const staff = await t.createAdmin([]);
    const res = await putMe(staff.token, { name: 'Ada Lovelace', phone: '+44 20 7946 0000', avatar: '/media/avatars/ada.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ada Lovelace', phone: '+44 20 7946 0000', avatar: '/media/avatars/ada.png' });
    expect(await adminRow(t.db, staff.id)).toMatchObject({ name: 'Ada Lovelace', phone: '+44 20 7946 0000' });
    expect((await putMe(staff.token, { avatar: 'https://cdn.example.com/ada.png' })).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update_profile'), eq(auditLog.recordId, String(staff.id))))
      .orderBy(auditLog.id)
      .limit(1);
    expect(row).toMatchObject({ adminId: staff.id, before: { name: null }, after: { name: 'Ada Lovelace' } });
  });

  it('refuses what the profile does not offer: username, status, roles, secrets', async () => {
    const staff = await t.createAdmin([]);
    const before = await adminRow(t.db, staff.id);
    const res = await putMe(staff.token, {
      name: 'Sneaky',
      username: 'admin2',
      status: 'enabled',
      roles: ['super-admin'],
      password_hash: 'x',
      token_version: 0,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      username: ['Unknown field'],
      status: ['Unknown field'],
      roles: ['Unknown field'],
      password_hash: ['Unknown field'],
      token_version: ['Unknown field'],
    });
    expect(await adminRow(t.db, staff.id)).toEqual(before);
  });

  it('refuses an avatar that is not an image address, and an over-long name', async () => {
    const staff = await t.createAdmin([]);
    for (const avatar of ['javascript:alert(1)', 'data:text/html,<script>x</script>', '//evil.example/a.png', '/\\evil.example/a.png', 'avatar.png']) {
      const res = await putMe(staff.token, { avatar });
      expect(res.statusCode, avatar).toBe(422);
      expect(res.json().errors, avatar).toEqual({ avatar: ['Must be an http(s) address or an uploaded image'] });
    }
    expect((await putMe(staff.token, { name: 'n'.repeat(101) })).json().errors).toEqual({ name: ['Must be 100 characters or less'] });
  });
});

describe('POST /auth/password', () => {
  it('applies the spec’s rule with the spec’s messages', async () => {
    const staff = await t.createAdmin([], { password: 'Current-pass-1' });
    const messages = async (password: unknown, lang = 'en') => {
      const res = await t.call(staff.token, {
        method: 'POST',
        url: `${API}/auth/password`,
        headers: { 'accept-language': lang },
        payload: { current_password: 'Current-pass-1', ...(password === undefined ? {} : { password }) },
      });
      expect(res.statusCode).toBe(422);
      return res.json().errors.password;
    };
    expect(await messages('')).toEqual(['Please input the password.']);
    expect(await messages(undefined)).toEqual(['Please input the password.']);
    expect(await messages('12345678')).toEqual(['Your password does not contain any letter.']);
    expect(await messages('abcdefgh')).toEqual(['Your password does not contain any number.']);
    expect(await messages('!!!!!!!!')).toEqual(['Please make sure your password contains at least one number and one letter.']);
    expect(await messages('abcdefgh', 'zh-TW')).toEqual(['密碼須包含至少一個數字。']);
    expect((await t.login(staff.username, 'Current-pass-1')).length).toBeGreaterThan(0);
  });

  it('needs the current password', async () => {
    const staff = await t.createAdmin([], { password: 'Current-pass-2' });
    const missing = await changePassword(staff.token, { password: 'New-pass-2024' });
    expect(missing.json().errors).toEqual({ current_password: ['Please input the password.'] });
    const wrong = await changePassword(staff.token, { current_password: 'Not-it-123', password: 'New-pass-2024' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Wrong username or password.'] });
    expect((await t.call(staff.token, { url: `${API}/auth/me` })).statusCode).toBe(200);
    expect((await t.login(staff.username, 'Current-pass-2')).length).toBeGreaterThan(0);
  });

  it('changes the password, revokes the other sessions and returns a token that works', async () => {
    const staff = await t.createAdmin([], { password: 'Current-pass-3' });
    const elsewhere = await t.login(staff.username, 'Current-pass-3');
    const res = await changePassword(staff.token, { current_password: 'Current-pass-3', password: 'Brand-new-pass-3' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access_token']);
    const fresh = res.json().access_token;
    expect((await t.call(fresh, { url: `${API}/auth/me` })).statusCode).toBe(200);
    expect((await t.call(staff.token, { url: `${API}/auth/me` })).statusCode).toBe(401);
    expect((await t.call(elsewhere, { url: `${API}/auth/me` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: staff.username, password: 'Current-pass-3' } })).statusCode).toBe(401);
    expect((await t.login(staff.username, 'Brand-new-pass-3')).length).toBeGreaterThan(0);
  });

  it('limits guesses of the current password, but not attempts at a new one', async () => {
    const staff = await t.createAdmin([], { password: 'Current-pass-4' });
    for (let i = 0; i < 6; i++) expect((await changePassword(staff.token, { current_password: 'Current-pass-4', password: 'short' })).statusCode).toBe(422);
    for (let i = 0; i < 5; i++) expect((await changePassword(staff.token, { current_password: `Guess-${i}-pass`, password: 'New-pass-2024' })).statusCode).toBe(422);
    expect((await changePassword(staff.token, { current_password: 'Current-pass-4', password: 'New-pass-2024' })).statusCode).toBe(429);
  });
});
