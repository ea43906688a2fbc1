/** Channel admins: assigned and taken off a channel, never a disabled admin; the customers of their channels, paged, searched and masked. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../../server/db/system.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';
import { caller, createChannel, customerOf, listQuery } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
});
afterAll(() => t.close());

describe('admins of a channel', () => {
  it('are assigned, listed, counted and taken off; an admin may hold several channels', async () => {
    const [one, two] = [await createChannel(t, token), await createChannel(t, token)];
    const admin = await staffWith(t, []);
    const assigned = await call(token, 'POST', `/channels/${one.id}/admins`, { admin_id: admin.id });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json()).toEqual([expect.objectContaining({ id: admin.id, username: admin.username, status: 'enabled' })]);
    expect((await call(token, 'POST', `/channels/${two.id}/admins`, { admin_id: admin.id })).statusCode).toBe(201);
    expect((await call(token, 'GET', `/channels/${one.id}`)).json()).toMatchObject({ admin_count: 1 });
    const again = await call(token, 'POST', `/channels/${one.id}/admins`, { admin_id: admin.id });
    expect(again.statusCode).toBe(409);
    expect((await call(token, 'DELETE', `/channels/${one.id}/admins/${admin.id}`)).json()).toEqual([]);
    expect((await call(token, 'DELETE', `/channels/${one.id}/admins/${admin.id}`)).statusCode).toBe(404);
    expect((await call(token, 'GET', `/channels/${two.id}/admins`)).json()).toHaveLength(1);
  });

  it('refuses a disabled or missing admin with 422 on the field', async () => {
    const channel = await createChannel(t, token);
    const admin = await staffWith(t, []);
    await t.db.update(admins).set({ status: 'disabled' }).where(eq(admins.id, admin.id));
    const disabled = await call(token, 'POST', `/channels/${channel.id}/admins`, { admin_id: admin.id });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors.admin_id).toEqual(['A disabled admin cannot be assigned']);
    expect((await call(token, 'POST', `/channels/${channel.id}/admins`, { admin_id: 999999 })).statusCode).toBe(422);
    expect((await call(token, 'POST', `/channels/${channel.id}/admins`, { admin_id: 'x' })).statusCode).toBe(422);
  });

  it('are assigned with edit-channels and list-admins', async () => {
    const channel = await createChannel(t, token);
    const admin = await staffWith(t, []);
    const editor = await (await staffWith(t, ['edit-channels'])).token();
    expect((await call(editor, 'POST', `/channels/${channel.id}/admins`, { admin_id: admin.id })).statusCode).toBe(403);
    const both = await (await staffWith(t, ['edit-channels', 'list-admins'])).token();
    expect((await call(both, 'POST', `/channels/${channel.id}/admins`, { admin_id: admin.id })).statusCode).toBe(201);
  });
});

describe('GET /admins/{id}/allocated-members', () => {
  it('pages and searches the customers of the admin’s channels, contact details masked without view-contact-users', async () => {
    const [one, two, other] = [await createChannel(t, token), await createChannel(t, token), await createChannel(t, token)];
    const admin = await staffWith(t, []);
    for (const id of [one.id, two.id]) await call(token, 'POST', `/channels/${id}/admins`, { admin_id: admin.id });
    const mine = [await customerOf(t, token, one.id), await customerOf(t, token, one.id), await customerOf(t, token, two.id)];
    await customerOf(t, token, other.id);
    const reader = await (await staffWith(t, ['list-admins', 'list-users'])).token();
    const page = await call(reader, 'GET', `/admins/${admin.id}/allocated-members?${listQuery({ range: [0, 1] })}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe('users 0-1/3');
    const rows = page.json() as { id: number; email: string; phone: string }[];
    expect(rows.map((r) => r.id)).toEqual([mine[2]!.id, mine[1]!.id]);
    expect(rows[0]!.email).toMatch(/^u\*\*\*@example\.com$/);
    expect(rows[0]!.phone).toBe('***00');
    const found = await call(reader, 'GET', `/admins/${admin.id}/allocated-members?${listQuery({ filter: { q: mine[0]!.username } })}`);
    expect((found.json() as { id: number }[]).map((r) => r.id)).toEqual([mine[0]!.id]);
    // Searching a masked e-mail finds nothing: a search cannot confirm a guessed address.
    expect((await call(reader, 'GET', `/admins/${admin.id}/allocated-members?${listQuery({ filter: { q: '@example.com' } })}`)).json()).toEqual([]);
    const unmasked = await (await staffWith(t, ['list-admins', 'list-users', 'view-contact-users'])).token();
    expect(((await call(unmasked, 'GET', `/admins/${admin.id}/allocated-members`)).json() as { email: string }[])[0]!.email).toBe(`${mine[2]!.username}@example.com`);
  });

  it('needs list-admins and list-users; a missing admin is 404; bad paging is 400', async () => {
    const admin = await staffWith(t, []);
    expect((await call(await (await staffWith(t, ['list-admins'])).token(), 'GET', `/admins/${admin.id}/allocated-members`)).statusCode).toBe(403);
    expect((await call(await (await staffWith(t, ['list-users'])).token(), 'GET', `/admins/${admin.id}/allocated-members`)).statusCode).toBe(403);
    expect((await call(token, 'GET', '/admins/999999/allocated-members')).statusCode).toBe(404);
    expect((await call(token, 'GET', `/admins/${admin.id}/allocated-members?range=[5,1]`)).statusCode).toBe(400);
    expect((await call(token, 'GET', `/admins/${admin.id}/allocated-members?range=[0,500]`)).statusCode).toBe(400);
  });
});
