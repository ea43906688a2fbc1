import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

type TEntry = { id: number; action: string; resource: string; record_id: string; admin_id: number; admin_username: string; before: unknown; after: unknown };

const entries = async (filter: object, as = token): Promise<TEntry[]> => {
  const res = await t.call(as, { url: `${API}/audit_logs?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,99]' })}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the audit log', () => {
  it('lists entries newest first with the acting admin’s name, filtered by admin, action and resource', async () => {
    const editor = await t.createAdmin(['create-tags', 'edit-tags']);
    const { id } = (await t.call(editor.token, { method: 'POST', url: `${API}/tags`, payload: { name: 'Audited tag' } })).json();
    await t.call(editor.token, { method: 'PUT', url: `${API}/tags/${id}`, payload: { name: 'Audited tag 2' } });
    const mine = await entries({ admin_id: editor.id, resource: 'tags' });
    expect(mine.map((e) => e.action)).toEqual(['update', 'create']);
    expect(mine[0]).toMatchObject({ admin_username: editor.username, record_id: String(id), before: { name: 'Audited tag' }, after: { name: 'Audited tag 2' } });
    expect((await entries({ admin_id: editor.id, action: 'login' })).map((e) => e.action)).toEqual(['login']);
    expect(await entries({ admin_id: editor.id, action: 'log' })).toEqual([]);
  });

  it('filters by a date range and shows one entry with its before and after', async () => {
    await t.db.execute(sql`insert into audit_log (action, resource, record_id, before, after, created_at)
      values ('update', 'sites', '9', '{"name":"Old"}', '{"name":"New"}', '2020-01-15T10:00:00Z')`);
    const inJanuary = await entries({ created_at_gte: '2020-01-01T00:00:00.000Z', created_at_lte: '2020-01-31T23:59:59.999Z' });
    expect(inJanuary).toHaveLength(1);
    const shown = await t.call(token, { url: `${API}/audit_logs/${inJanuary[0]!.id}` });
    expect(shown.json()).toMatchObject({ action: 'update', admin_id: null, admin_username: null, before: { name: 'Old' }, after: { name: 'New' } });
    expect(await entries({ created_at_gte: '2020-02-01T00:00:00.000Z', created_at_lte: '2020-02-02T00:00:00.000Z' })).toEqual([]);
  });

  it('is open to list-audit_logs only, and refuses unknown filters and sorts', async () => {
    const reader = await t.createAdmin(['list-audit_logs']);
    expect((await t.call(reader.token, { url: `${API}/audit_logs` })).statusCode).toBe(200);
    const other = await t.createAdmin(['list-admins']);
    expect((await t.call(other.token, { url: `${API}/audit_logs` })).statusCode).toBe(403);
    for (const query of ['filter={"before":"x"}', 'sort=["updated_at","ASC"]', 'sort=["after","ASC"]', 'filter={"admin_id":"1 or 1=1"}']) {
      expect((await t.call(token, { url: `${API}/audit_logs?${query}` })).statusCode, query).toBe(400);
    }
  });
});
