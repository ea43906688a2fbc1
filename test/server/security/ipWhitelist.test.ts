/** SECURITY 20 and the self-lockout guard: the whitelist decides by the socket address unless TRUST_PROXY names the proxy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ipwhitelists } from '../../../resources/ipwhitelists/schema.ts';
import { serverResource } from '../../../server/registry.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

const OFFICE = '10.1.2.3';
const OUTSIDE = '192.0.2.9';
const table = serverResource(ipwhitelists).table;

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ config: { ipWhitelist: true } });
  token = await t.login();
});
afterAll(() => t.close());

const from = (remoteAddress: string, options: { url?: string; method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; payload?: object; headers?: Record<string, string> } = {}) =>
  t.call(token, { url: `${API}/auth/me`, ...options, remoteAddress });
const entryCount = async () => Number(((await t.db.select({ n: count() }).from(table)) as [{ n: number }])[0].n);
const refusedFor = (ip: string) => ({ message: `Access from your address (${ip}) is not allowed. Ask an administrator to add it to the IP whitelist.` });
const lockout = (ip: string) => ({ message: `Not saved: after this change your own address (${ip}) would be refused by the IP whitelist.` });

describe('the IP whitelist, enforced', () => {
  it('refuses the first entry when it would leave out the caller', async () => {
    const res = await from(OFFICE, { method: 'POST', url: `${API}/ipwhitelists`, payload: { ip: '172.16.0.0/12' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(lockout(OFFICE));
    expect(await entryCount()).toBe(0);
  });

  it('once it has entries, answers 403 to every call from outside, login included, before any credential check', async () => {
    expect((await from(OFFICE, { method: 'POST', url: `${API}/ipwhitelists`, payload: { ip: '10.1.0.0/16', note: 'Office' } })).statusCode).toBe(201);
    expect((await from(OFFICE)).statusCode).toBe(200);
    const outside = await from(OUTSIDE);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual(refusedFor(OUTSIDE));
    const login = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: 'admin', password: 'Test-admin-pass1' }, remoteAddress: OUTSIDE });
    expect(login.statusCode).toBe(403);
    expect((await t.app.inject({ url: `${API}/tags`, remoteAddress: OUTSIDE })).statusCode).toBe(403);
    const zh = await from(OUTSIDE, { headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json()).toEqual({ message: `您的地址（${OUTSIDE}）不允许访问。请联系管理员将其加入 IP 白名单。` });
    expect((await from(`::ffff:${OFFICE}`)).statusCode).toBe(200);
    expect((await from(OFFICE, { url: `${API}/ipwhitelists/enforcement` })).json()).toEqual({ enforced: true, ip: OFFICE, allowed: true, entries: 1 });
  });

  it('does not believe X-Forwarded-For from an address that is not a trusted proxy (20)', async () => {
    const res = await from(OUTSIDE, { headers: { 'x-forwarded-for': OFFICE } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusedFor(OUTSIDE));
  });

  it('refuses edits and deletes after which the caller would be refused, and keeps the list as it was', async () => {
    const ipv6 = await from(OFFICE, { method: 'POST', url: `${API}/ipwhitelists`, payload: { ip: '2001:db8::/32' } });
    expect(ipv6.statusCode).toBe(201);
    const [office] = (await from(OFFICE, { url: `${API}/ipwhitelists?filter=${encodeURIComponent('{"q":"10.1."}')}` })).json();
    for (const attempt of [
      { method: 'DELETE' as const, url: `${API}/ipwhitelists/${office.id}` },
      { method: 'PUT' as const, url: `${API}/ipwhitelists/${office.id}`, payload: { ip: '10.2.0.0/16' } },
      { method: 'POST' as const, url: `${API}/ipwhitelists/delete-many`, payload: { ids: [office.id] } },
    ]) {
      const res = await from(OFFICE, attempt);
      expect(res.statusCode, attempt.method).toBe(409);
      expect(res.json()).toEqual(lockout(OFFICE));
    }
    expect(await entryCount()).toBe(2);
    // From an IPv6 address that the second entry admits, the office range may go.
    expect((await from('2001:db8::7', { method: 'DELETE', url: `${API}/ipwhitelists/${office.id}` })).statusCode).toBe(200);
    expect((await from(OFFICE)).statusCode).toBe(403);
  });
});

describe('behind a trusted proxy', () => {
  it('decides by the X-Forwarded-For address the proxy sends, and only from that proxy', async () => {
    const proxied = await buildTestApp({ config: { ipWhitelist: true, trustProxy: '127.0.0.1' } });
    try {
      await proxied.db.insert(table).values({ ip: '10.1.0.0/16' });
      const adminToken = await (async () => {
        const res = await proxied.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: 'admin', password: 'Test-admin-pass1' }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': OFFICE } });
        return res.json().access_token as string;
      })();
      const me = (remoteAddress: string, forwarded: string) =>
        proxied.call(adminToken, { url: `${API}/auth/me`, remoteAddress, headers: { 'x-forwarded-for': forwarded } });
      expect((await me('127.0.0.1', OFFICE)).statusCode).toBe(200);
      expect((await me('127.0.0.1', OUTSIDE)).statusCode).toBe(403);
      expect((await me(OUTSIDE, OFFICE)).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});
