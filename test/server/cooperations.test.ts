/**
 * Cooperation requests: sent by a site through the public intake, then listed, read, solved,
 * archived and deleted by staff, each route as no token, without and with its permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { form, pdfBytes, send, siteWithKey } from './helpers/intake.ts';

const request = { subject: 'Studio partnership', name: 'Mei Lin', email: 'mei@studio.example', phone: '+886 2 1234-5678', message: 'We would like to license our catalogue.' };

let t: TTestApp;
let token: string;
let key: string;
let siteId: number;
beforeAll(async () => {
  t = await buildTestApp({ config: { publicPerIp: 10_000, publicPerKey: 10_000 } });
  token = await t.login();
  ({ key, id: siteId } = await siteWithKey(t, token));
});
afterAll(() => t.close());

const newRequest = async (values: Record<string, string> = {}) => {
  const res = await send(t, 'cooperations', key, { payload: { ...request, ...values } });
  if (res.statusCode !== 201) throw new Error(`intake failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
};
const as = (who: string | undefined, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.call(who, { method, url: `${API}/cooperations${path}`, ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}) });

describe('POST /api/v1/public/cooperations', () => {
  it('takes a request and answers 201 with its id; staff see it as new, from the site', async () => {
    const id = await newRequest();
    expect((await as(token, 'GET', `/${id}`)).json()).toMatchObject({ ...request, status: 'new', site: siteId, attachment: null });
  });

  it('takes one without a phone, and one with an attachment in multipart', async () => {
    const { phone: _phone, ...noPhone } = request;
    const id = (await send(t, 'cooperations', key, { payload: noPhone })).json().id;
    expect((await as(token, 'GET', `/${id}`)).json().phone).toBeNull();
    const res = await send(t, 'cooperations', key, form(request, [{ field: 'attachment', filename: 'deck.pdf', content: pdfBytes() }]));
    expect(res.statusCode, res.body).toBe(201);
    expect((await as(token, 'GET', `/${res.json().id}`)).json().attachment).toMatch(/^\/media\/files\/.+\.pdf$/);
  });

  it('refuses bad values and unknown fields with a message under each field', async () => {
    const res = await send(t, 'cooperations', key, { payload: { ...request, phone: 'call me', email: 'mei', name: '', type: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      phone: ['Must be a phone number: digits, spaces, ( ) and -, with an optional leading +'],
      email: ['Must be a valid email'],
      name: ['Required'],
      type: ['Unknown field'],
    });
    expect((await send(t, 'cooperations', undefined, { payload: request })).statusCode).toBe(401);
  });
});

describe('every route, by role', () => {
  const cases: { name: string; method: 'GET' | 'POST' | 'DELETE'; path: (id: number) => string; permissions: string[]; many?: boolean }[] = [
    { name: 'list', method: 'GET', path: () => '', permissions: ['list-cooperations'] },
    { name: 'get', method: 'GET', path: (id) => `/${id}`, permissions: ['list-cooperations'] },
    { name: 'solve', method: 'POST', path: (id) => `/${id}/solve`, permissions: ['solve-cooperations'] },
    { name: 'archive', method: 'POST', path: (id) => `/${id}/archive`, permissions: ['archive-cooperations'] },
    { name: 'solve-many', method: 'POST', path: () => '/solve-many', permissions: ['solve-cooperations', 'batch-action-cooperations'], many: true },
    { name: 'archive-many', method: 'POST', path: () => '/archive-many', permissions: ['archive-cooperations', 'batch-action-cooperations'], many: true },
    { name: 'delete', method: 'DELETE', path: (id) => `/${id}`, permissions: ['delete-cooperations'] },
    { name: 'delete-many', method: 'POST', path: () => '/delete-many', permissions: ['delete-cooperations', 'batch-action-cooperations'], many: true },
  ];

  it.each(cases)('$name: 401 without a token, 403 without the permission, 200 with it', async ({ method, path, permissions, many }) => {
    const id = await newRequest();
    const payload = many ? { ids: [id] } : undefined;
    expect((await as(undefined, method, path(id), payload)).statusCode).toBe(401);
    expect((await as((await t.createAdmin(['list-supports'])).token, method, path(id), payload)).statusCode).toBe(403);
    if (many) expect((await as((await t.createAdmin(permissions.slice(0, 1))).token, method, path(id), payload)).statusCode).toBe(403);
    const res = await as((await t.createAdmin(permissions)).token, method, path(id), payload);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('has no create, no update and no recover', async () => {
    const id = await newRequest();
    expect((await as(token, 'POST', '', request)).statusCode).toBe(405);
    expect((await t.call(token, { method: 'PUT', url: `${API}/cooperations/${id}`, payload: { status: 'solved' } })).statusCode).toBe(405);
    expect((await as(token, 'POST', `/${id}/recover`)).statusCode).toBe(404);
  });
});

describe('status moves', () => {
  it('solves a new request, then archives it; refuses what the status does not allow with 409 and a message', async () => {
    const id = await newRequest();
    expect((await as(token, 'POST', `/${id}/solve`)).json().status).toBe('solved');
    const again = await as(token, 'POST', `/${id}/solve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Only a new request can be solved.', errors: { status: ['Only a new request can be solved.'] } });
    expect((await as(token, 'POST', `/${id}/archive`)).json().status).toBe('archived');
    const archived = await t.call(token, { method: 'POST', url: `${API}/cooperations/${id}/archive`, payload: {}, headers: { 'accept-language': 'zh-CN' } });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().message).toBe('此咨询已归档。');
  });

  it('answers a deleted request with 404 on every route', async () => {
    const id = await newRequest();
    expect((await as(token, 'DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await as(token, 'GET', `/${id}`)).statusCode).toBe(404);
    for (const action of ['solve', 'archive']) expect((await as(token, 'POST', `/${id}/${action}`)).statusCode).toBe(404);
    expect((await as(token, 'POST', '/archive-many', { ids: [id] })).statusCode).toBe(404);
    expect((await as(token, 'DELETE', `/${id}`)).statusCode).toBe(404);
  });

  it('lists by status and text, newest first', async () => {
    const marker = `c${Date.now()}`;
    const a = await newRequest({ subject: `${marker} one` });
    const b = await newRequest({ subject: `${marker} two`, name: `${marker} Agency` });
    await as(token, 'POST', `/${a}/solve`);
    const list = async (filter: object) =>
      ((await as(token, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ q: marker, ...filter }))}`)).json() as { id: number }[]).map((r) => r.id);
    expect(await list({})).toEqual([b, a]);
    expect(await list({ status: 'new' })).toEqual([b]);
    expect(await list({ status: 'solved' })).toEqual([a]);
  });
});
