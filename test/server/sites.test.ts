import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ config: { publicPerIp: 1000 } });
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

describe('intake keys', () => {
  const intake = (key: string | undefined, payload: object = { type: 'account', subject: 'Hello', email: 'a@example.com', message: 'Help' }) =>
    t.app.inject({ method: 'POST', url: '/api/v1/public/supports', payload, headers: key === undefined ? {} : { 'x-site-key': key } });

  it('issues a key with the site, answered once, kept only as its hash and its first characters', async () => {
    const created = await create({ name: 'Keyed', domain: 'keyed.example.com' });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().intake_key as string;
    expect(key).toMatch(/^srk_[A-Za-z0-9_-]{32}$/);
    const id = created.json().id;
    const read = await t.call(token, { url: `${API}/sites/${id}` });
    expect(read.json().intake_key).toBeUndefined();
    expect(read.json().intake_key_prefix).toBe(key.slice(0, 10));
    expect(read.json().intake_key_issued_at).toEqual(expect.any(String));
    expect(read.body).not.toContain(key);
    const listed = await t.call(token, { url: `${API}/sites?filter=${encodeURIComponent(JSON.stringify({ q: 'keyed' }))}` });
    expect(listed.body).not.toContain(key);
    expect(listed.json()[0].intake_key_prefix).toBe(key.slice(0, 10));
    expect((await intake(key)).statusCode).toBe(201);
  });

  it('rotates the key: the new one works, the old one stops at once, and the rotation is audited without the key', async () => {
    const created = await create({ name: 'Rotated', domain: 'rotated.example.com' });
    const { id, intake_key: first } = created.json();
    const rotated = await t.call(token, { method: 'POST', url: `${API}/sites/${id}/rotate-key` });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = rotated.json().intake_key as string;
    expect(second).not.toBe(first);
    expect(rotated.json()).toMatchObject({ id, name: 'Rotated', intake_key_prefix: second.slice(0, 10) });
    expect((await intake(first)).statusCode).toBe(401);
    expect((await intake(second)).statusCode).toBe(201);
    const logs = await t.call(token, { url: `${API}/audit_logs?filter=${encodeURIComponent(JSON.stringify({ action: 'rotate-key' }))}` });
    expect(logs.statusCode, logs.body).toBe(200);
    expect(logs.json().length).toBeGreaterThan(0);
    expect(logs.body).not.toContain(second);
  });

  it('refuses keys of a disabled or deleted site, and any made-up key', async () => {
    const created = await create({ name: 'Closing', domain: 'closing.example.com' });
    const { id, intake_key: key } = created.json();
    await t.call(token, { method: 'PUT', url: `${API}/sites/${id}`, payload: { status: 'disabled' } });
    const refused = await intake(key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('A valid site key is required in the X-Site-Key header.');
    await t.call(token, { method: 'PUT', url: `${API}/sites/${id}`, payload: { status: 'enabled' } });
    expect((await intake(key)).statusCode).toBe(201);
    expect((await t.call(token, { method: 'DELETE', url: `${API}/sites/${id}` })).statusCode).toBe(200);
    expect((await intake(key)).statusCode).toBe(401);
    for (const made of [undefined, '', 'srk_', `srk_${'A'.repeat(32)}`, key.toUpperCase(), 'x'.repeat(5000)]) expect((await intake(made)).statusCode).toBe(401);
  });

  it('lets only holders of rotate-key-sites rotate, and answers 404 for a missing site', async () => {
    const { id } = (await create({ name: 'Guarded', domain: 'guarded.example.com' })).json();
    expect((await t.app.inject({ method: 'POST', url: `${API}/sites/${id}/rotate-key` })).statusCode).toBe(401);
    const without = await t.createAdmin(['list-sites', 'edit-sites']);
    expect((await t.call(without.token, { method: 'POST', url: `${API}/sites/${id}/rotate-key` })).statusCode).toBe(403);
    const holder = await t.createAdmin(['list-sites', 'rotate-key-sites']);
    expect((await t.call(holder.token, { method: 'POST', url: `${API}/sites/${id}/rotate-key` })).statusCode).toBe(200);
    const missing = await t.call(holder.token, { method: 'POST', url: `${API}/sites/99999/rotate-key` });
    expect(missing.statusCode).toBe(404);
    expect((await t.call(holder.token, { method: 'POST', url: `${API}/sites/abc/rotate-key` })).statusCode).toBe(400);
  });
});
