import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../server/db/system.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const create = (name: unknown) => t.call(token, { method: 'POST', url: `${API}/directors`, payload: { name } });

describe('directors', () => {
  it('creates, reads, renames and deletes a director, with an audit row for each write', async () => {
    const created = await create('Agnès Varda');
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await t.call(token, { url: `${API}/directors/${id}` })).json()).toMatchObject({ id, name: 'Agnès Varda' });

    const renamed = await t.call(token, { method: 'PUT', url: `${API}/directors/${id}`, payload: { name: 'Agnes Varda' } });
    expect(renamed.json()).toMatchObject({ id, name: 'Agnes Varda' });
    expect((await t.call(token, { method: 'DELETE', url: `${API}/directors/${id}` })).statusCode).toBe(200);
    expect((await t.call(token, { url: `${API}/directors/${id}` })).statusCode).toBe(404);

    const trail = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'directors'), eq(auditLog.recordId, String(id))))
      .orderBy(auditLog.id);
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[1]).toMatchObject({ before: { name: 'Agnès Varda' }, after: { name: 'Agnes Varda' } });
  });

  it('lists by name by default, searches with q and sorts on request', async () => {
    for (const name of ['Wong Kar-wai', 'Akira Kurosawa', 'Hou Hsiao-hsien']) await create(name);
    const byName = await t.call(token, { url: `${API}/directors?range=[0,9]` });
    expect(byName.json().map((d: { name: string }) => d.name)).toEqual(['Akira Kurosawa', 'Hou Hsiao-hsien', 'Wong Kar-wai']);
    expect(byName.headers['content-range']).toBe('directors 0-2/3');

    const found = await t.call(token, { url: `${API}/directors?filter=${encodeURIComponent('{"q":"hsiao"}')}` });
    expect(found.json().map((d: { name: string }) => d.name)).toEqual(['Hou Hsiao-hsien']);

    const desc = await t.call(token, { url: `${API}/directors?sort=${encodeURIComponent('["name","DESC"]')}` });
    expect(desc.json()[0].name).toBe('Wong Kar-wai');
  });

  it('refuses a duplicate, an empty and an over-long name', async () => {
    await create('Chantal Akerman');
    const twin = await create('Chantal Akerman');
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual({ name: ['This value is already used'] });

    expect((await create('  ')).json().errors).toEqual({ name: ['Required'] });
    expect((await create('x'.repeat(101))).json().errors).toEqual({ name: ['Must be 100 characters or less'] });
    expect((await create(42)).json().errors).toEqual({ name: ['Must be text'] });
  });

  it('deletes several directors at once', async () => {
    const ids = [(await create('Bulk A')).json().id, (await create('Bulk B')).json().id];
    const res = await t.call(token, { method: 'POST', url: `${API}/directors/delete-many`, payload: { ids } });
    expect(res.json()).toEqual({ data: ids });
    for (const id of ids) expect((await t.call(token, { url: `${API}/directors/${id}` })).statusCode).toBe(404);
  });
});
