import { parse } from 'csv-parse/sync';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverResource } from '../../../server/registry.ts';
import { users } from '../../../resources/users/schema.ts';
import { linkTokens } from '../../../server/customers/tables.ts';
import { mailOutbox } from '../../../server/mail/tables.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
let site: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  site = (await t.call(token, { method: 'POST', url: `${API}/sites`, payload: { name: 'Main', domain: 'watch.example.com' } })).json().id;
  await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site, username: 'existing', email: 'Existing@Example.com' } });
});
afterAll(() => t.close());

const batch = (csv: string, mode: 'check' | 'create' = 'check', tokenOf = token) =>
  t.call(tokenOf, { method: 'POST', url: `${API}/users/batch-create`, payload: { csv, site, mode } });
const userCount = async () => (await t.db.select({ n: count() }).from(serverResource(users).table))[0]!.n;
const byLine = (rows: { line: number; errors: string[] }[]) => Object.fromEntries(rows.map((r) => [r.line, r.errors]));

describe('batch create of users', () => {
  it('reads a BOM, semicolons, quoted fields and Windows line endings', async () => {
    const csv = '\uFEFFusername;email;first_name;last_name\r\nann;ann@example.com;"Ann; Marie";"O""Neil"\r\nbob;bob@example.com;Bob;"Line\r\nbreak"\r\n';
    const res = await batch(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ valid: 2, invalid: 0, created: 0 });
    expect(res.json().rows.map((r: { username: string }) => r.username)).toEqual(['ann', 'bob']);
    expect(await userCount()).toBe(1);
  });

  it('reads commas and a header in other spellings', async () => {
    const res = await batch("Username,Email,First Name,phone\ncarl,carl@example.com,Carl,'+886 912 345 678\n");
    expect(res.json()).toMatchObject({ valid: 1, invalid: 0 });
  });

  it('checks every row first, naming the line and each reason, then creates the good rows in one go and answers the result as CSV', async () => {
    const csv = [
      'username,email,plan',
      'dora,dora@example.com,',
      'eve,not-an-email,',
      'dora,DORA@example.com,',
      'EXISTING,fresh@example.com,',
      'finn,existing@example.com,',
      'gus,gus@example.com,gold',
      'x,hal@example.com,',
    ].join('\n');
    const checked = await batch(csv);
    expect(checked.json()).toMatchObject({ valid: 1, invalid: 6 });
    expect(byLine(checked.json().rows)).toEqual({
      2: [],
      3: ['E-mail: Must be a valid email'],
      4: ['The same username is on line 2', 'The same e-mail is on line 2'],
      5: ['This username is already used'],
      6: ['This e-mail is already used'],
      7: ['Unknown plan: gold'],
      8: [expect.stringMatching(/^Username: /)],
    });
    expect(await userCount()).toBe(1);
    const created = await batch(csv, 'create');
    expect(created.json()).toMatchObject({ created: 1 });
    expect(await userCount()).toBe(2);
    const [dora] = await t.db.select().from(serverResource(users).table).where(eq(serverResource(users).table.username, 'dora'));
    expect(dora).toMatchObject({ email: 'dora@example.com', site, status: 'unverified' });
    const result = parse(created.json().csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(result[0]).toMatchObject({ line: '2', username: 'dora', result: 'created', id: String(dora!.id) });
    expect(result[1]).toMatchObject({ line: '3', result: 'refused', reasons: 'E-mail: Must be a valid email' });
  });

  it('mails each created user a verification link in their language through the outbox, in the same transaction', async () => {
    const created = await batch('username,email,language\nkim,kim@example.com,zh-TW\nlou,lou@example.com,en\nbad,not-an-email,en\n', 'create');
    expect(created.statusCode, created.body).toBe(200);
    const ids = (created.json().rows as { id?: number }[]).flatMap((row) => (row.id ? [row.id] : []));
    expect(ids).toHaveLength(2);
    const mails = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.user, ids));
    expect(mails.map((m) => [m.to, m.template, m.locale, m.state]).sort()).toEqual([
      ['kim@example.com', 'email-verification', 'zh-TW', 'queued'],
      ['lou@example.com', 'email-verification', 'en', 'queued'],
    ]);
    const tokens = await t.db.select().from(linkTokens).where(and(inArray(linkTokens.userId, ids), eq(linkTokens.purpose, 'verify-email')));
    expect(tokens).toHaveLength(2);
    // Checking writes nothing, and mails nobody.
    const before = (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    await batch('username,email\nmay,may@example.com\n');
    expect((await t.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(before);
  });

  it('answers in the admin’s language', async () => {
    const res = await t.call(token, { method: 'POST', url: `${API}/users/batch-create`, headers: { 'accept-language': 'zh-TW' }, payload: { csv: 'username,email\nivy,ivy@example.com\nivy,ivy2@example.com\n', site, mode: 'check' } });
    expect(byLine(res.json().rows)[3]).toEqual(['第 2 行已有相同帳號']);
  });

  it('refuses more than 10,000 rows with a clear message, and a file it cannot read', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `user${i},user${i}@example.com`);
    const big = await batch(['username,email', ...rows].join('\n'));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.csv).toEqual(['At most 10,000 rows at a time; this file has 10001: split it']);
    const tenThousand = await batch(['username,email', ...rows.slice(0, 10_000)].join('\n'));
    expect(tenThousand.json()).toMatchObject({ valid: 10_000 });
    expect((await batch('username,email\n"open,quote@example.com\n')).json().errors.csv[0]).toMatch(/cannot be read/);
    expect((await batch('username,email,password\na,a@example.com,x\n')).json().errors.csv).toEqual(['Unknown columns: password']);
    expect((await batch('username,email\n')).json().errors.csv).toEqual(['The CSV holds no row under its header']);
    expect((await t.call(token, { method: 'POST', url: `${API}/users/batch-create`, payload: { csv: 'username,email\na,a@b.co', site: 99999, mode: 'check' } })).statusCode).toBe(422);
  }, 60_000);

  it('needs create-users', async () => {
    const lister = await t.createAdmin(['list-users']);
    expect((await batch('username,email\na,a@example.com', 'check', lister.token)).statusCode).toBe(403);
    expect((await t.call(undefined, { method: 'POST', url: `${API}/users/batch-create`, payload: { csv: 'x', site, mode: 'check' } })).statusCode).toBe(401);
  });
});
