import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('tags', () => {
  it('creates, lists, updates and deletes a tag', async () => {
    const created = await t.call(token, { method: 'POST', url: `${API}/tags`, payload: { name: 'Noir', sort: 5 } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ name: 'Noir', sort: 5 });

    const list = await t.call(token, { url: `${API}/tags?filter=${encodeURIComponent('{"q":"noi"}')}&range=[0,9]` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('tags 0-0/1');
    expect(list.json().map((r: { name: string }) => r.name)).toEqual(['Noir']);

    const updated = await t.call(token, { method: 'PUT', url: `${API}/tags/${id}`, payload: { name: 'Film noir' } });
    expect(updated.json()).toMatchObject({ id, name: 'Film noir', sort: 5 });

    expect((await t.call(token, { method: 'DELETE', url: `${API}/tags/${id}` })).statusCode).toBe(200);
    expect((await t.call(token, { url: `${API}/tags/${id}` })).statusCode).toBe(404);
  });

  it('answers 409 with the field message for a duplicate name', async () => {
    await t.call(token, { method: 'POST', url: `${API}/tags`, payload: { name: 'Unique one' } });
    const again = await t.call(token, { method: 'POST', url: `${API}/tags`, payload: { name: 'Unique one' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.name).toEqual(['This value is already used']);
  });

  it('answers 422 per field, in the caller’s language', async () => {
    const res = await t.call(token, {
      method: 'POST',
      url: `${API}/tags`,
      headers: { 'accept-language': 'zh-CN' },
      payload: { name: '', sort: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['必填'], sort: ['必须是数字'] });
  });
});
