/** Roles and admins made through the API, as the screens make them. */
import { eq } from 'drizzle-orm';
import { roles } from '../../../server/db/system.ts';
import { API, type TTestApp } from '../../helpers/buildTestApp.ts';

export const superRoleId = async (t: TTestApp): Promise<number> => (await t.db.select().from(roles).where(eq(roles.isSuper, 1)))[0]!.id;

let made = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++made}`;

export const makeRole = async (t: TTestApp, token: string, permissions: string[], name = unique('role_')): Promise<number> => {
  const res = await t.call(token, { method: 'POST', url: `${API}/roles`, payload: { name, permissions } });
  if (res.statusCode !== 201) throw new Error(`role: ${res.statusCode} ${res.body}`);
  return res.json().id;
};

export const makeAdmin = async (
  t: TTestApp,
  token: string,
  fields: { roles?: number[]; password?: string; username?: string; two_factor_enabled?: boolean } = {},
): Promise<{ id: number; username: string; password: string }> => {
  const payload = { username: unique('adm_'), password: 'Admin-pass-123', ...fields };
  const res = await t.call(token, { method: 'POST', url: `${API}/admins`, payload });
  if (res.statusCode !== 201) throw new Error(`admin: ${res.statusCode} ${res.body}`);
  return { id: res.json().id, username: payload.username, password: payload.password };
};
