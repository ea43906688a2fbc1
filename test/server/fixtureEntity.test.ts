/**
 * DESIGN: "Adding an entity means adding one folder and one line there. A test proves it with
 * a fixture entity." `gadgets` is declared only in test/fixtures; given to buildApp with the
 * registry, it gets its table, routes, permissions, filters, sort and validation, and its
 * custom action runs the handler found beside its declaration (gadgets.server.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { resources } from '../../resources/index.ts';
import { createTablesSql } from '../../server/db/generate.ts';
import { auditLog } from '../../server/db/system.ts';
import { serverResource } from '../../server/registry.ts';
import { gadgets } from '../fixtures/gadgets/schema.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { staffWith } from './helpers/staff.ts';

const gadgetTable = serverResource(gadgets).table;

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({
    resources: [...resources, gadgets],
    prepare: async (db) => {
      for (const statement of await createTablesSql({ gadgets: gadgetTable })) await db.execute(sql.raw(statement));
    },
  });
  token = await t.login();
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, as = token) => t.call(as, { method: 'POST', url: `${API}/gadgets`, payload });

const list = async (query: { filter?: unknown; sort?: unknown; range?: unknown }) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
  const res = await t.call(token, { url: `${API}/gadgets?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return { names: res.json().map((g: { name: string }) => g.name), range: res.headers['content-range'] };
};

describe('a resource added by declaration only', () => {
  it('has its permissions in the catalogue', async () => {
    const res = await t.call(token, { url: `${API}/permissions` });
    expect(res.statusCode).toBe(200);
    const mine = res.json().filter((p: { resource: string }) => p.resource === 'gadgets');
    expect(mine.map((p: { name: string }) => p.name).sort()).toEqual(
      ['batch-action-gadgets', 'create-gadgets', 'delete-gadgets', 'discontinue-gadgets', 'edit-gadgets', 'export-gadgets', 'list-gadgets'],
    );
    expect(mine.every((p: { area: string }) => p.area === 'content')).toBe(true);
  });

  it('creates, reads, updates and deletes a record', async () => {
    const created = await create({ name: 'Pocket', price: 1999, launched: '2024-03-01', kind: 'phone', active: true });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ name: 'Pocket', price: 1999, launched: '2024-03-01', kind: 'phone', active: true });

    expect((await t.call(token, { url: `${API}/gadgets/${id}` })).json()).toMatchObject({ id, name: 'Pocket' });

    const updated = await t.call(token, { method: 'PUT', url: `${API}/gadgets/${id}`, payload: { price: 1499, active: false } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, name: 'Pocket', price: 1499, active: false });
    const [row] = await t.db.execute<{ price: number }>(sql`select price from gadgets where id = ${id}`).then((r) => (r as unknown as { rows: { price: number }[] }).rows);
    // A bigint column: node-postgres reads it as text, PGlite as a number.
    expect(Number(row!.price)).toBe(1499);

    expect((await t.call(token, { method: 'DELETE', url: `${API}/gadgets/${id}` })).statusCode).toBe(200);
    expect((await t.call(token, { url: `${API}/gadgets/${id}` })).statusCode).toBe(404);
  });

  it('deletes several records at once, all of them or none', async () => {
    const ids = await Promise.all(['Bulk one', 'Bulk two', 'Bulk three'].map(async (name) => (await create({ name, kind: 'watch' })).json().id));
    const partial = await t.call(token, { method: 'POST', url: `${API}/gadgets/delete-many`, payload: { ids: [ids[0], 2147480000] } });
    expect(partial.statusCode).toBe(404);
    expect((await t.call(token, { url: `${API}/gadgets/${ids[0]}` })).statusCode).toBe(200);

    const res = await t.call(token, { method: 'POST', url: `${API}/gadgets/delete-many`, payload: { ids: [ids[0], ids[1]] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [ids[0], ids[1]] });
    const left = await list({ filter: { id: ids } });
    expect(left.names).toEqual(['Bulk three']);
  });

  it('answers 409 on the field for a duplicate unique value', async () => {
    await create({ name: 'Twin', kind: 'tablet' });
    const again = await create({ name: 'Twin', kind: 'phone' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ name: ['This value is already used'] });
  });

  it('answers 422 with a message per invalid field', async () => {
    const res = await create({ name: '', price: 1.5, launched: '2024-02-30', kind: 'laptop', active: 'yes', colour: 'red' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Some fields are not valid.',
      errors: {
        name: ['Required'],
        price: ['Must be a whole number'],
        launched: ['Must be a date'],
        kind: ['Must be one of the listed values'],
        active: ['Must be yes or no'],
        colour: ['Unknown field'],
      },
    });
    const bounds = await create({ name: 'x'.repeat(81), price: -1, kind: 'phone' });
    expect(bounds.json().errors).toEqual({ name: ['Must be 80 characters or less'], price: ['Must be at least 0'] });
    const missing = await create({ price: 5 });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['kind', 'name']);
  });
});

describe('the list of a declared resource', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    await t.db.execute(sql`delete from gadgets`);
    const rows: [string, number, string, string, boolean][] = [
      ['Alpha', 100, '2020-01-10', 'phone', true],
      ['Beta', 300, '2021-06-01', 'tablet', false],
      ['Gamma', 500, '2022-03-15', 'watch', true],
      ['Delta', 700, '2023-09-30', 'phone', true],
      ['Epsilon', 900, '2024-12-01', 'tablet', false],
    ];
    for (const [name, price, launched, kind, active] of rows) {
      const res = await create({ name, price, launched, kind, active });
      ids[name] = res.json().id;
    }
  });

  it('filters by equality, lists of values, booleans and ids', async () => {
    expect((await list({ filter: { kind: 'phone' } })).names).toEqual(['Alpha', 'Delta']);
    expect((await list({ filter: { kind: ['watch', 'tablet'] } })).names).toEqual(['Beta', 'Epsilon', 'Gamma']);
    expect((await list({ filter: { active: false } })).names).toEqual(['Beta', 'Epsilon']);
    expect((await list({ filter: { id: [ids.Alpha, ids.Gamma] } })).names).toEqual(['Alpha', 'Gamma']);
  });

  it('filters by integer and date ranges', async () => {
    expect((await list({ filter: { price_gte: 300, price_lte: 700 } })).names).toEqual(['Beta', 'Delta', 'Gamma']);
    expect((await list({ filter: { launched_gte: '2022-01-01' } })).names).toEqual(['Delta', 'Epsilon', 'Gamma']);
    expect((await list({ filter: { launched_lte: '2021-06-01', price_gte: 200 } })).names).toEqual(['Beta']);
    expect((await list({ filter: { kind: 'tablet', price_gte: 500 } })).names).toEqual(['Epsilon']);
  });

  it('searches the declared text fields with q', async () => {
    expect((await list({ filter: { q: 'TA' } })).names).toEqual(['Beta', 'Delta']);
    expect((await list({ filter: { q: '%' } })).names).toEqual([]);
  });

  it('sorts by declared fields and pages with Content-Range', async () => {
    expect((await list({ sort: ['price', 'DESC'] })).names).toEqual(['Epsilon', 'Delta', 'Gamma', 'Beta', 'Alpha']);
    expect(await list({ sort: ['launched', 'ASC'], range: [1, 2] })).toEqual({ names: ['Beta', 'Gamma'], range: 'gadgets 1-2/5' });
    expect(await list({})).toEqual({ names: ['Alpha', 'Beta', 'Delta', 'Epsilon', 'Gamma'], range: 'gadgets 0-4/5' });
    // A full first page counts the rest; one past the middle is read from the end, in the same order.
    expect(await list({ sort: ['launched', 'ASC'], range: [0, 1] })).toEqual({ names: ['Alpha', 'Beta'], range: 'gadgets 0-1/5' });
    expect(await list({ sort: ['launched', 'ASC'], range: [3, 4] })).toEqual({ names: ['Delta', 'Epsilon'], range: 'gadgets 3-4/5' });
    expect(await list({ sort: ['launched', 'ASC'], range: [4, 9] })).toEqual({ names: ['Epsilon'], range: 'gadgets 4-4/5' });
    expect(await list({ sort: ['launched', 'ASC'], range: [5, 9] })).toEqual({ names: [], range: 'gadgets 5-5/5' });
  });

  it('refuses to sort or filter by what the declaration does not offer', async () => {
    const queries: Record<string, string>[] = [{ sort: '["kind","ASC"]' }, { filter: '{"name":"Alpha"}' }, { filter: '{"name_gte":"A"}' }, { filter: '{"kind_gte":"a"}' }];
    for (const query of queries) {
      const res = await t.call(token, { url: `${API}/gadgets?${new URLSearchParams(query)}` });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe('The request is not valid.');
    }
  });
});

describe('the permissions of a declared resource', () => {
  it('allow and deny each operation by its own permission', async () => {
    const reader = await staffWith(t, ['list-gadgets']);
    const maker = await staffWith(t, ['create-gadgets']);
    const editor = await staffWith(t, ['edit-gadgets']);
    const remover = await staffWith(t, ['delete-gadgets']);
    const bulkRemover = await staffWith(t, ['delete-gadgets', 'batch-action-gadgets']);
    const id = (await create({ name: 'Guarded', kind: 'watch' })).json().id;
    const other = (await create({ name: 'Guarded too', kind: 'watch' })).json().id;

    const as = async (staff: typeof reader, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      (await t.call(await staff.token(), { method, url: `${API}/gadgets${url}`, payload })).statusCode;

    expect(await as(reader, 'GET', '')).toBe(200);
    expect(await as(reader, 'GET', `/${id}`)).toBe(200);
    expect(await as(maker, 'GET', '')).toBe(403);

    expect(await as(maker, 'POST', '', { name: 'Made', kind: 'phone' })).toBe(201);
    expect(await as(reader, 'POST', '', { name: 'Not made', kind: 'phone' })).toBe(403);

    expect(await as(editor, 'PUT', `/${id}`, { price: 10 })).toBe(200);
    expect(await as(reader, 'PUT', `/${id}`, { price: 20 })).toBe(403);

    expect(await as(editor, 'DELETE', `/${id}`)).toBe(403);
    expect(await as(remover, 'POST', '/delete-many', { ids: [other] })).toBe(403);
    expect(await as(bulkRemover, 'POST', '/delete-many', { ids: [other] })).toBe(200);
    expect(await as(remover, 'DELETE', `/${id}`)).toBe(200);
  });
});

describe('the custom action of a declared resource', () => {
  it('runs its handler from the entity folder, by its own permission, with an audit row', async () => {
    const id = (await create({ name: 'Retiring', kind: 'phone', active: true })).json().id;
    const seller = await staffWith(t, ['list-gadgets', 'edit-gadgets']);
    const denied = await t.call(await seller.token(), { method: 'POST', url: `${API}/gadgets/${id}/discontinue` });
    expect(denied.statusCode).toBe(403);
    expect((await t.call(token, { url: `${API}/gadgets/${id}` })).json().active).toBe(true);

    const retirer = await staffWith(t, ['discontinue-gadgets']);
    const res = await t.call(await retirer.token(), { method: 'POST', url: `${API}/gadgets/${id}/discontinue` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Retiring', active: false });

    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.resource, 'gadgets'), eq(auditLog.action, 'discontinue'), eq(auditLog.recordId, String(id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adminId: retirer.id, before: expect.objectContaining({ active: true }), after: expect.objectContaining({ active: false }) });
    expect((await t.call(token, { method: 'POST', url: `${API}/gadgets/2147480000/discontinue` })).statusCode).toBe(404);
  });
});
