/** Calls of the marketing tests: channels, campaigns and customers made through the API, and admins bound to channels. */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { roles, adminRoles } from '../../../server/db/system.ts';
import { API, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { staffWith, type TStaff } from '../helpers/staff.ts';

export { caller, listQuery, type TMethod } from '../commerce/helpers.ts';

const suffix = () => Math.random().toString(36).slice(2, 8);

export const channelBody = (values: Record<string, unknown> = {}) => ({ utm_source: `src${suffix()}`, utm_medium: 'cpc', type: 'paid_ads', profit_sharing: 1250, ...values });

export const createChannel = async (t: TTestApp, token: string, values: Record<string, unknown> = {}) => {
  const res = await t.call(token, { method: 'POST', url: `${API}/channels`, payload: channelBody(values) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
};

export const campaignBody = (values: Record<string, unknown> = {}) => ({
  name: 'Spring sale',
  utm_campaign: `spring${suffix()}`,
  landing_url: 'https://www.example.com/spring',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  currency: 'USD',
  budget: 500000,
  spend: 12345,
  status: 'active',
  ...values,
});

export const createCampaign = async (t: TTestApp, token: string, channelId: number, values: Record<string, unknown> = {}) => {
  const res = await t.call(token, { method: 'POST', url: `${API}/channels/${channelId}/campaigns`, payload: campaignBody(values) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
};

/** A customer created by staff, then attributed to a channel as a sign-up through its link would be. */
export const customerOf = async (t: TTestApp, token: string, channelId: number | null, values: Record<string, unknown> = {}) => {
  const site = (await siteWithKey(t, token)).id;
  const name = `u${suffix()}`;
  const res = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { username: name, email: `${name}@example.com`, phone: '+1 555 0100', site, ...values } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  if (channelId !== null) await t.db.execute(sql`update users set channel = ${channelId} where id = ${id}`);
  return { id, username: name };
};

/** An admin whose one role is channel-scoped, with these permissions, assigned to these channels. */
export const channelAdmin = async (t: TTestApp, token: string, permissions: readonly string[], channelIds: readonly number[]): Promise<TStaff> => {
  const staff = await staffWith(t, permissions);
  const [held] = await t.db.select({ roleId: adminRoles.roleId }).from(adminRoles).where(eq(adminRoles.adminId, staff.id));
  await t.db.update(roles).set({ channelScoped: true }).where(eq(roles.id, held!.roleId));
  for (const id of channelIds) {
    const res = await t.call(token, { method: 'POST', url: `${API}/channels/${id}/admins`, payload: { admin_id: staff.id } });
    expect(res.statusCode, res.body).toBe(201);
  }
  return staff;
};
