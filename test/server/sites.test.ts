import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const create = (payload: object) => t.call(token, { method: 'POST', url: `${API}/sites`, payload });

describe('sites', () => {
  it('creates a site with its defaults, lowercases the domain, and edits and deletes it', async () => {
    const created = await create({ name: 'Main site', domain: ' WWW.Example.COM ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Main site', domain: 'www.example.com', status: 'enabled', default_language: 'en' });
    const id = created.json().id;
    const updated = await t.call(token, { method: 'PUT', url: `${API}/sites/${id}`, payload: { status: 'disabled', default_language: 'zh-TW' } });
    expect(updated.json()).toMatchObject({ status: 'disabled', default_language: 'zh-TW' });
    const listed = await t.call(token, { url: `${API}/sites?filter=${encodeURIComponent('{"default_language":"zh-TW"}')}` });
    expect(listed.json().map((s: { id: number }) => s.id)).toEqual([id]);
    expect((await t.call(token, { method: 'DELETE', url: `${API}/sites/${id}` })).statusCode).toBe(200);
  });

  it('accepts host names only, and each domain once', async () => {
    for (const domain of ['https://example.com', 'example.com/path', 'example', 'exa mple.com', '-bad.example.com', 'example.com:8080', '10.0.0.1', 'localhost']) {
      const res = await create({ name: 'Bad', domain });
      expect(res.statusCode, domain).toBe(422);
      expect(res.json().errors, domain).toEqual({ domain: ['Must be a domain name such as www.example.com (no http:// and no path)'] });
    }
    for (const domain of ['shop.example.co.uk', 'xn--fiqs8s.example.xn--fiqz9s', 'a-b.example.tv']) expect((await create({ name: 'Fine', domain })).statusCode, domain).toBe(201);
    const again = await create({ name: 'Again', domain: 'SHOP.example.co.uk' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ domain: ['This value is already used'] });
    const language = await create({ name: 'Odd', domain: 'odd.example.com', default_language: 'fr' });
    expect(language.json().errors).toEqual({ default_language: ['Must be one of the listed values'] });
  });
});
