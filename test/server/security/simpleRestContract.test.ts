/**
 * The design's own data provider, `ra-data-simple-rest` as it ships, against the API over HTTP:
 * all nine methods on tags. Its delete and deleteMany send DELETE as text/plain with no body.
 */
import type { AddressInfo } from 'node:net';
import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
let provider: DataProvider;
beforeAll(async () => {
  t = await buildTestApp();
  const token = await t.login();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  // Only the token is added, the way react-admin's documentation adds one.
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } });
  provider = simpleRestProvider(`http://127.0.0.1:${port}${API}`, httpClient);
});
afterAll(() => t.close());

describe('ra-data-simple-rest, unmodified, on tags', () => {
  it('creates, reads, lists, updates and deletes', async () => {
    const { data: first } = await provider.create('tags', { data: { name: 'contract-a', sort: 3 } });
    const { data: second } = await provider.create('tags', { data: { name: 'contract-b', sort: 4 } });
    const { data: third } = await provider.create('tags', { data: { name: 'contract-c', sort: 5 } });
    expect(first).toMatchObject({ id: expect.any(Number), name: 'contract-a', sort: 3 });

    expect((await provider.getOne('tags', { id: first.id })).data).toMatchObject({ name: 'contract-a' });

    const list = await provider.getList('tags', { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'DESC' }, filter: { q: 'contract' } });
    expect(list.total).toBe(3);
    expect(list.data.map((tag) => tag.name)).toEqual(['contract-c', 'contract-b']);

    const many = await provider.getMany('tags', { ids: [first.id, third.id] });
    expect(many.data.map((tag) => tag.id).sort()).toEqual([first.id, third.id].sort());

    const reference = await provider.getManyReference('tags', {
      target: 'name',
      id: 'contract-b',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(reference.total).toBe(1);
    expect(reference.data[0]).toMatchObject({ id: second.id });

    const updated = await provider.update('tags', { id: first.id, data: { name: 'contract-a2', sort: 7 }, previousData: first });
    expect(updated.data).toMatchObject({ id: first.id, name: 'contract-a2', sort: 7 });

    const updatedMany = await provider.updateMany('tags', { ids: [second.id, third.id], data: { sort: 9 } });
    expect(updatedMany.data).toEqual([second.id, third.id]);
    expect((await provider.getOne('tags', { id: third.id })).data.sort).toBe(9);

    const deleted = await provider.delete('tags', { id: first.id, previousData: updated.data });
    expect(deleted.data).toMatchObject({ id: first.id });

    const deletedMany = await provider.deleteMany('tags', { ids: [second.id, third.id] });
    expect(deletedMany.data).toEqual([second.id, third.id]);
    expect((await provider.getList('tags', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'contract' } })).total).toBe(0);
  });

  it('still refuses a body of a type the API does not take', async () => {
    const token = await t.login();
    const res = await t.call(token, { method: 'POST', url: `${API}/tags`, headers: { 'content-type': 'text/plain' }, payload: 'name=x' });
    expect(res.statusCode).toBe(415);
  });
});
