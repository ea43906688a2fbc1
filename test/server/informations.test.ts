import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { resources } from '../../resources/index.ts';
import { INFORMATION_TYPES, informations } from '../../resources/informations/schema.ts';
import { bootstrap } from '../../server/setup/bootstrap.ts';
import { serverResource } from '../../server/registry.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

const table = serverResource(informations).table;

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const all = async () => (await t.call(token, { url: `${API}/informations?range=[0,99]` })).json() as { id: number; type: string; title: string }[];

describe('informations', () => {
  it('are seeded once per type, and a second start adds none', async () => {
    expect((await all()).map((i) => i.type).sort()).toEqual([...INFORMATION_TYPES].sort());
    await bootstrap(t.db, { resources });
    const [{ n }] = (await t.db.select({ n: count() }).from(table)) as [{ n: number }];
    expect(Number(n)).toBe(INFORMATION_TYPES.length);
  });

  it('are filtered by type', async () => {
    const res = await t.call(token, { url: `${API}/informations?filter=${encodeURIComponent('{"type":"terms"}')}` });
    expect(res.json().map((i: { type: string }) => i.type)).toEqual(['terms']);
  });

  it('are edited, with the content sanitised and allowed to be empty', async () => {
    const about = (await all()).find((i) => i.type === 'about')!;
    const res = await t.call(token, {
      method: 'PUT',
      url: `${API}/informations/${about.id}`,
      payload: { title: 'About us', content: '<h2>Who</h2><p>We <a href="javascript:alert(1)">stream</a>.</p><iframe src="https://x"></iframe>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'about', title: 'About us', content: '<h2>Who</h2><p>We <a>stream</a>.</p>' });
    const cleared = await t.call(token, { method: 'PUT', url: `${API}/informations/${about.id}`, payload: { content: null } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().content).toBeNull();
  });

  it('cannot be deleted: DELETE answers 405 with the methods allowed, and the page stays', async () => {
    const [first] = await all();
    const res = await t.call(token, { method: 'DELETE', url: `${API}/informations/${first!.id}` });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, PUT');
    expect(res.json()).toEqual({ message: 'This operation is not available here.' });
    expect((await t.call(token, { url: `${API}/informations/${first!.id}` })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'POST', url: `${API}/informations/delete-many`, payload: { ids: [first!.id] } })).statusCode).toBe(404);
    expect((await all()).length).toBe(INFORMATION_TYPES.length);
  });

  it('offer no delete in the API documentation', async () => {
    const docs = (await t.call(token, { url: `${API}/openapi.json` })).json();
    expect(Object.keys(docs.paths[`${API}/informations/{id}`]).sort()).toEqual(['get', 'put']);
  });

  it('have no delete permission to grant', async () => {
    const names = (await t.call(token, { url: `${API}/permissions` })).json().map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['list-informations', 'create-informations', 'edit-informations']));
    expect(names).not.toContain('delete-informations');
    expect(names).not.toContain('batch-action-informations');
  });

  it('refuse a second page of a type and a type outside the list', async () => {
    const twin = await t.call(token, { method: 'POST', url: `${API}/informations`, payload: { type: 'terms', title: 'Terms again' } });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual({ type: ['This value is already used'] });
    const unknown = await t.call(token, { method: 'POST', url: `${API}/informations`, payload: { type: 'blog', title: 'Blog' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ type: ['Must be one of the listed values'] });
  });
});
