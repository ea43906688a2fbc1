/** SECURITY 22 for the administration lists, which build their own queries: injection strings are values, unknown fields 400. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const TABLES = ['admins', 'roles', 'role_permissions', 'admin_roles', 'audit_log', 'ipwhitelists', 'sites'];
const counts = async () =>
  Promise.all(TABLES.map(async (table) => Number(((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n)));

const ATTACKS = ["' or '1'='1", "'; drop table admins; --", '%', '_', '\\', "admin' union select password_hash from admins --", '1) or (1=1'];

describe.each(['admins', 'roles', 'ipwhitelists', 'sites', 'audit_logs'])('GET /%s', (name) => {
  const list = (query: Record<string, string>) => t.call(token, { url: `${API}/${name}?${new URLSearchParams(query)}` });

  it('answers injection strings with an empty list or 400, never 500, and changes nothing', async () => {
    const before = await counts();
    for (const attack of ATTACKS) {
      const queries: Record<string, string>[] = [
        { filter: JSON.stringify({ q: attack }) },
        { filter: JSON.stringify({ id: [attack] }) },
        { filter: JSON.stringify({ roles: attack }) },
        { filter: JSON.stringify({ admin_id: attack }) },
        { filter: JSON.stringify({ [attack]: 1 }) },
        { sort: JSON.stringify([attack, 'ASC']) },
        { sort: JSON.stringify(['id', attack]) },
        { range: JSON.stringify([attack, 9]) },
      ];
      for (const query of queries) {
        const res = await list(query);
        const label = `${JSON.stringify(query)}: ${res.body}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode === 200) expect(res.json(), label).toEqual([]);
        else expect(res.statusCode, label).toBe(400);
      }
    }
    for (const sort of ['password_hash', 'token_version', 'totp_secret', 'before']) {
      expect((await list({ sort: JSON.stringify([sort, 'ASC']) })).statusCode, sort).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers non-digit ids with 400', async () => {
    for (const id of ['1 or 1=1', '0x1', '-1', '1.5']) {
      expect((await t.call(token, { url: `${API}/${name}/${encodeURIComponent(id)}` })).statusCode, id).toBe(400);
    }
  });
});
