import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/system.ts';
import { mailOutbox } from '../../../server/mail/tables.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
let site: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  site = (await t.call(token, { method: 'POST', url: `${API}/sites`, payload: { name: 'Main', domain: 'watch.example.com' } })).json().id;
});
afterAll(() => t.close());

const create = (payload: object) => t.call(token, { method: 'POST', url: `${API}/users`, payload: { site, ...payload } });
const list = (filter: object, tokenOf = token, sort?: [string, string]) =>
  t.call(tokenOf, { url: `${API}/users?filter=${encodeURIComponent(JSON.stringify(filter))}${sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''}` });

describe('users', () => {
  it('creates a user, unverified, with an empty subscription, and refuses a username or e-mail taken in another case', async () => {
    const created = await create({ username: 'Ann_Lee', email: 'Ann@Example.com', first_name: 'Ann', last_name: 'Lee', phone: '+886 912 345 678' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ username: 'Ann_Lee', status: 'unverified', plan: null, end_date: null, start_date: null, is_subscribed: false, commenting_banned: false });
    // Created unverified, the customer is mailed a link to verify the address, through the outbox.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.user, created.json().id));
    expect(mails.map((m) => [m.to, m.template])).toEqual([['Ann@Example.com', 'email-verification']]);
    const sameName = await create({ username: 'ann_lee', email: 'other@example.com' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors).toEqual({ username: ['This value is already used'] });
    const sameMail = await create({ username: 'another', email: 'ANN@example.COM' });
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json().errors).toEqual({ email: ['This value is already used'] });
    const bad = await create({ username: 'x y', email: 'not-an-email', status: 'active' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'status', 'username']);
  });

  it('searches username, e-mail, name and phone, and filters by status, plan, subscription and sign-up date', async () => {
    await create({ username: 'bob', email: 'bob@mail.test', first_name: 'Robert', last_name: 'Stone', phone: '0988 111 222' });
    const names = async (filter: object) => (await list(filter)).json().map((u: { username: string }) => u.username).sort();
    expect(await names({ q: 'stone' })).toEqual(['bob']);
    expect(await names({ q: 'mail.test' })).toEqual(['bob']);
    expect(await names({ q: '111 222' })).toEqual(['bob']);
    expect(await names({ q: 'ann_' })).toEqual(['Ann_Lee']);
    // In any case; no term matches across the end of one field and the start of the next.
    expect(await names({ q: 'ROBERT' })).toEqual(['bob']);
    expect(await names({ q: 'tstone' })).toEqual([]);
    expect(await names({ q: 'robert stone' })).toEqual([]);
    expect(await names({ q: 'test0988' })).toEqual([]);
    expect(await names({ status: 'unverified' })).toEqual(['Ann_Lee', 'bob']);
    expect(await names({ status: 'active' })).toEqual([]);
    expect(await names({ plan: 'gold' })).toEqual([]);
    expect(await names({ is_subscribed: false })).toEqual(['Ann_Lee', 'bob']);
    expect(await names({ is_subscribed: true })).toEqual([]);
    expect(await names({ created_at_gte: new Date(Date.now() - 60_000).toISOString() })).toEqual(['Ann_Lee', 'bob']);
    expect(await names({ created_at_lte: '2000-01-01T00:00:00Z' })).toEqual([]);
    const sorted = await list({}, token, ['username', 'DESC']);
    expect(sorted.json().map((u: { username: string }) => u.username)).toEqual(['bob', 'Ann_Lee']);
  });

  it('disables with a reason kept in the audit log, enables back, and does both in bulk', async () => {
    const id = (await create({ username: 'carol', email: 'carol@example.com' })).json().id;
    const noReason = await t.call(token, { method: 'POST', url: `${API}/users/${id}/disable`, payload: {} });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty('reason');
    const disabled = await t.call(token, { method: 'POST', url: `${API}/users/${id}/disable`, payload: { reason: 'Chargeback fraud' } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().status).toBe('disabled');
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.resource, 'users'), eq(auditLog.action, 'disable'), eq(auditLog.recordId, String(id))));
    expect(row?.after).toMatchObject({ status: 'disabled', reason: 'Chargeback fraud' });
    // A second disable is refused, and the first reason stays the one on record.
    const again = await t.call(token, { method: 'POST', url: `${API}/users/${id}/disable`, payload: { reason: 'Again' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This user is already disabled', errors: { status: ['This user is already disabled'] } });
    const enabled = await t.call(token, { method: 'POST', url: `${API}/users/${id}/enable` });
    expect(enabled.json().status).toBe('unverified');
    const notDisabled = await t.call(token, { method: 'POST', url: `${API}/users/${id}/enable` });
    expect(notDisabled.statusCode).toBe(409);
    expect(notDisabled.json().message).toBe('This user is not disabled');
    const other = (await create({ username: 'dave', email: 'dave@example.com' })).json().id;
    // In bulk, every user or none: one already disabled refuses the lot, and the answer names it and says why.
    await t.call(token, { method: 'POST', url: `${API}/users/${other}/disable`, payload: { reason: 'First' } });
    const mixed = await t.call(token, { method: 'POST', url: `${API}/users/disable-many`, payload: { ids: [id, other], reason: 'Spam wave' } });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json()).toEqual({ message: 'This user is already disabled', errors: { [other]: ['This user is already disabled'] } });
    expect((await t.call(token, { url: `${API}/users/${id}` })).json().status).toBe('unverified');
    await t.call(token, { method: 'POST', url: `${API}/users/${other}/enable` });
    const many = await t.call(token, { method: 'POST', url: `${API}/users/disable-many`, payload: { ids: [id, other], reason: 'Spam wave' } });
    expect(many.statusCode, many.body).toBe(200);
    expect((await list({ status: 'disabled' })).json().map((u: { id: number }) => u.id).sort()).toEqual([id, other].sort());
    const back = await t.call(token, { method: 'POST', url: `${API}/users/enable-many`, payload: { ids: [id, other] } });
    expect(back.statusCode).toBe(200);
    expect((await list({ status: 'disabled' })).json()).toEqual([]);
  });

  it('names a user given name first, or family name first in Chinese', async () => {
    await create({ username: 'chen', email: 'chen@example.com', first_name: '怡君', last_name: '陳' });
    const names = (await list({ q: 'chen' })).json().map((u: { name: string }) => u.name);
    expect(names).toEqual(['陳怡君']);
    expect((await list({ q: 'stone' })).json()[0].name).toBe('Robert Stone');
  });

  it('lets staff lift a commenting ban on the user', async () => {
    const id = (await create({ username: 'erin', email: 'erin@example.com', commenting_banned: true })).json().id;
    const lifted = await t.call(token, { method: 'PUT', url: `${API}/users/${id}`, payload: { commenting_banned: false }, headers: { 'if-match': (await t.call(token, { url: `${API}/users/${id}` })).headers.etag as string } });
    expect(lifted.json().commenting_banned).toBe(false);
  });

  it('asks its own permission for each action', async () => {
    const id = (await create({ username: 'frank', email: 'frank@example.com' })).json().id;
    const lister = await t.createAdmin(['list-users']);
    expect((await t.call(lister.token, { method: 'POST', url: `${API}/users/${id}/disable`, payload: { reason: 'x' } })).statusCode).toBe(403);
    expect((await t.call(undefined, { method: 'POST', url: `${API}/users/${id}/disable`, payload: { reason: 'x' } })).statusCode).toBe(401);
    const disabler = await t.createAdmin(['disable-users']);
    expect((await t.call(disabler.token, { method: 'POST', url: `${API}/users/${id}/disable`, payload: { reason: 'x' } })).statusCode).toBe(200);
    expect((await t.call(disabler.token, { method: 'POST', url: `${API}/users/disable-many`, payload: { ids: [id], reason: 'x' } })).statusCode).toBe(403);
  });
  it('keeps its site by a foreign key: an unknown site is refused on the field, a site with users is not deleted', async () => {
    const unknown = await create({ username: 'nosite', email: 'nosite@example.com', site: 999_999 });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json().errors).toEqual({ site: ['Must be an existing record'] });
    const other = (await t.call(token, { method: 'POST', url: `${API}/sites`, payload: { name: 'Other', domain: 'other.example.com' } })).json().id;
    const user = (await create({ username: 'onsite', email: 'onsite@example.com', site: other })).json();
    const moved = await t.call(token, { method: 'PUT', url: `${API}/users/${user.id}`, payload: { site: 999_999, version: user.version } });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json().errors).toEqual({ site: ['Must be an existing record'] });
    expect((await t.call(token, { url: `${API}/users/${user.id}` })).json().site).toBe(other);
    const deleted = await t.call(token, { method: 'DELETE', url: `${API}/sites/${other}` });
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect((await t.call(token, { url: `${API}/sites/${other}` })).statusCode).toBe(200);
  });
});
