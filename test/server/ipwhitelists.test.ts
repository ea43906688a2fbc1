import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const create = (payload: object) => t.call(token, { method: 'POST', url: `${API}/ipwhitelists`, payload });

describe('IP whitelist entries', () => {
  it('take IPv4 and IPv6 addresses and CIDR ranges, each once', async () => {
    for (const ip of ['203.0.113.7', ' 198.51.100.0/24 ', '2001:db8::1', '2001:db8:abcd::/48', '::ffff:192.0.2.1']) {
      const res = await create({ ip, note: 'Office' });
      expect(res.statusCode, `${ip}: ${res.body}`).toBe(201);
      expect(res.json().ip).toBe(ip.trim());
    }
    const twice = await create({ ip: '203.0.113.7' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ ip: ['This value is already used'] });
  });

  it('refuse anything else with the field message, in the caller’s language', async () => {
    for (const ip of ['256.1.1.1', '10.0.0.0/33', '10.0.0', 'example.com', '1.2.3.4; drop table admins', '2001:db8::/129', '', 'fe80::1%eth0']) {
      const res = await create({ ip });
      expect(res.statusCode, ip).toBe(422);
      expect(res.json().errors.ip, ip).toHaveLength(1);
    }
    expect((await create({ ip: 'nope' })).json().errors).toEqual({ ip: ['Must be an IPv4 or IPv6 address, or a range such as 10.0.0.0/24'] });
    const zh = await t.call(token, { method: 'POST', url: `${API}/ipwhitelists`, headers: { 'accept-language': 'zh-TW' }, payload: { ip: 'nope' } });
    expect(zh.json().errors).toEqual({ ip: ['必須是 IPv4 或 IPv6 位址，或如 10.0.0.0/24 的網段'] });
  });

  it('tell the caller whether the whitelist is enforced and admits them', async () => {
    const res = await t.call(token, { url: `${API}/ipwhitelists/enforcement`, remoteAddress: '192.0.2.55' });
    expect(res.json()).toEqual({ enforced: false, ip: '192.0.2.55', allowed: true, entries: 5 });
  });
});
