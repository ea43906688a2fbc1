/**
 * Every refusal a staff member can meet is answered in the caller's language (Accept-Language):
 * the API's own errors, the validation messages per field, and the framework's and plugins' own
 * refusals (unknown route, wrong content type, malformed or oversized body, multipart, rate limit,
 * overload, resumable uploads). Never English in Chinese, never a catalogue key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { resources as registry } from '../../resources/index.ts';
import { toSnake } from '../../server/lib/casing.ts';
import { translateMessage, type TLocale } from '../../server/lib/i18n.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { jpegBytes, multipart, pngBytes } from './helpers/images.ts';

const LOCALES: { locale: TLocale; header: string }[] = [
  { locale: 'en', header: 'en-US,en;q=0.9' },
  { locale: 'zh-TW', header: 'zh-TW,zh;q=0.9' },
  { locale: 'zh-CN', header: 'zh-CN,zh;q=0.9' },
];

const HAN = /\p{Script=Han}/u;
const KEY = /^[a-z_]+(\.[a-z0-9_]+)+(\|.*)?$/;

/** The text is a sentence for people in the locale: not a key, Chinese in Chinese, and not Chinese in English. */
const expectInLanguage = (text: unknown, locale: TLocale, what: string) => {
  expect(typeof text, what).toBe('string');
  const message = text as string;
  expect(message, what).not.toMatch(KEY);
  expect(message.trim(), what).not.toBe('');
  if (locale === 'en') expect(message, what).not.toMatch(HAN);
  else expect(message, `${what}: ${message}`).toMatch(HAN);
};

/** The answer's message is the catalogue's text for the key in the locale, and so are its messages per field. */
const expectRefusal = (res: LightMyRequestResponse, status: number, key: string, locale: TLocale) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { message: unknown; errors?: Record<string, unknown[]> };
  expect(body.message).toBe(translateMessage(key, locale));
  expectInLanguage(body.message, locale, `${status} ${key}`);
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    for (const message of messages) expectInLanguage(message, locale, `${status} ${key} ${field}`);
  }
  return body;
};

let t: TTestApp;
let token: string;
let viewer: string;
beforeAll(async () => {
  // Small upload limits, so that a body over them is cheap to send.
  t = await buildTestApp({ config: { maxImageBytes: 100_000, maxVideoBytes: 200_000 } });
  token = await t.login();
  viewer = (await t.createAdmin(['list-tags'])).token;
});
afterAll(() => t.close());

describe.each(LOCALES)('answers in $locale', ({ locale, header }) => {
  const call = (as: string | undefined, options: Parameters<TTestApp['call']>[1]) =>
    t.call(as, { ...options, headers: { 'accept-language': header, ...options.headers } });

  it('refuses a caller without a token (401), without the permission (403), a wrong password (401)', async () => {
    expectRefusal(await call(undefined, { url: `${API}/tags` }), 401, 'errors.unauthorized', locale);
    expectRefusal(await call(viewer, { method: 'POST', url: `${API}/tags`, payload: { name: 'x' } }), 403, 'errors.forbidden', locale);
    const wrong = await call(undefined, { method: 'POST', url: `${API}/login`, payload: { username: 'admin', password: 'not-the-password1' } });
    expectRefusal(wrong, 401, 'errors.login_failed', locale);
  });

  it('answers an unknown route, an unknown record and a method a resource lacks', async () => {
    expectRefusal(await call(token, { url: `${API}/no-such-thing` }), 404, 'errors.not_found', locale);
    expectRefusal(await call(token, { url: `${API}/tags/99999999` }), 404, 'errors.not_found', locale);
    expectRefusal(await call(undefined, { url: '/no-such-page.json' }), 404, 'errors.not_found', locale);
    const refused = await call(token, { method: 'PUT', url: `${API}/tags` , payload: {} });
    expect([404, 405]).toContain(refused.statusCode);
    expectInLanguage(refused.json().message, locale, 'PUT on a list');
  });

  it('names every invalid field (422), a used value (409), a bad query (400)', async () => {
    const invalid = expectRefusal(await call(token, { method: 'POST', url: `${API}/tags`, payload: { name: 'x'.repeat(51), sort: 'many', colour: 'red' } }), 422, 'errors.validation', locale);
    expect(Object.keys(invalid.errors ?? {}).sort()).toEqual(['colour', 'name', 'sort']);
    expect(invalid.errors!.name).toEqual([translateMessage('validation.max_length|50', locale)]);
    const missing = expectRefusal(await call(token, { method: 'POST', url: `${API}/tags`, payload: {} }), 422, 'errors.validation', locale);
    expect(Object.keys(missing.errors ?? {})).toEqual(['name']);

    const name = `Unique ${locale}`;
    expect((await call(token, { method: 'POST', url: `${API}/tags`, payload: { name } })).statusCode).toBe(201);
    const twice = expectRefusal(await call(token, { method: 'POST', url: `${API}/tags`, payload: { name } }), 409, 'errors.unique', locale);
    expect(twice.errors!.name).toEqual([translateMessage('validation.unique', locale)]);

    expectRefusal(await call(token, { url: `${API}/tags?sort=${encodeURIComponent('["name"')}` }), 400, 'errors.bad_request', locale);
    expectRefusal(await call(token, { url: `${API}/tags?range=${encodeURIComponent('[0,"x"]')}` }), 400, 'errors.bad_request', locale);
  });

  it('refuses a malformed body (400), an empty one (422), a wrong content type (415), a body over the limit (413)', async () => {
    const json = { 'content-type': 'application/json' };
    expectRefusal(await call(token, { method: 'POST', url: `${API}/tags`, headers: json, payload: '{"name": ' }), 400, 'errors.bad_request', locale);
    expectRefusal(await call(token, { method: 'POST', url: `${API}/tags`, headers: json, payload: '' }), 422, 'errors.validation', locale);
    expectRefusal(await call(token, { method: 'POST', url: `${API}/tags`, headers: { 'content-type': 'text/plain' }, payload: 'name=x' }), 415, 'errors.unsupported_media_type', locale);
    const huge = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    expectRefusal(await call(token, { method: 'POST', url: `${API}/tags`, headers: json, payload: huge }), 413, 'errors.payload_too_large', locale);
  });

  it('refuses uploads: not multipart (415), no boundary (400), wrong type (415), too large (413), no file (422)', async () => {
    const upload = (options: Parameters<TTestApp['call']>[1]) => call(token, { method: 'POST', url: `${API}/files/images`, ...options });
    expectRefusal(await upload({ payload: { file: 'x' } }), 415, 'errors.unsupported_media_type', locale);
    expectRefusal(await upload({ headers: { 'content-type': 'multipart/form-data' }, payload: 'x' }), 400, 'errors.bad_request', locale);
    expectRefusal(await upload(multipart([{ filename: 'page.png', content: Buffer.from('<html><body>hi</body></html>') }])), 415, 'errors.file_type', locale);
    const big = Buffer.concat([await jpegBytes(), Buffer.alloc(150_000, 9)]);
    expectRefusal(await upload(multipart([{ filename: 'huge.jpg', content: big }])), 413, 'errors.payload_too_large', locale);
    const empty = await upload(multipart([]));
    expect(empty.statusCode).toBe(422);
    expectInLanguage(empty.json().message, locale, 'no file');
    expect((await upload(multipart([{ filename: 'ok.png', content: await pngBytes() }]))).statusCode).toBe(201);
  });

  it('limits login attempts (429)', async () => {
    const attempt = () => call(undefined, { method: 'POST', url: `${API}/login`, payload: { username: `guesser-${locale}`, password: 'wrong-guess1' } });
    let res = await attempt();
    for (let i = 0; i < 10 && res.statusCode !== 429; i++) res = await attempt();
    expectRefusal(res, 429, 'errors.too_many_attempts', locale);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('answers resumable uploads’ refusals in JSON: unknown upload (404), offset conflict (409), over the limit (413)', async () => {
    const tus = { 'tus-resumable': '1.0.0' };
    const unknown = await call(token, { method: 'HEAD', url: `${API}/files/tus/0123456789abcdef` , headers: tus });
    expect(unknown.statusCode).toBe(404);
    const patchUnknown = await call(token, { method: 'PATCH', url: `${API}/files/tus/0123456789abcdef`, headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, payload: Buffer.alloc(10) });
    expectRefusal(patchUnknown, 404, 'errors.not_found', locale);

    const tooBig = await call(token, { method: 'POST', url: `${API}/files/tus`, headers: { ...tus, 'upload-length': String(10_000_000) } });
    expectRefusal(tooBig, 413, 'errors.payload_too_large', locale);

    const created = await call(token, { method: 'POST', url: `${API}/files/tus`, headers: { ...tus, 'upload-length': '100' } });
    expect(created.statusCode, created.body).toBe(201);
    const conflict = await call(token, { method: 'PATCH', url: created.headers.location as string, headers: { ...tus, 'upload-offset': '50', 'content-type': 'application/offset+octet-stream' }, payload: Buffer.alloc(10) });
    expectRefusal(conflict, 409, 'errors.upload_offset', locale);
  });
});

describe('under load', () => {
  let busy: TTestApp;
  beforeAll(async () => {
    busy = await buildTestApp({ config: { maxHeapUsedBytes: 1, overloadRetryAfterSeconds: 3 } });
  });
  afterAll(() => busy.close());

  it.each(LOCALES)('sheds a request with a message in $locale (503)', async ({ locale, header }) => {
    await expect.poll(async () => (await busy.call(undefined, { url: `${API}/tags` })).statusCode, { timeout: 5_000, interval: 200 }).toBe(503);
    expectRefusal(await busy.call(undefined, { url: `${API}/tags`, headers: { 'accept-language': header } }), 503, 'errors.overloaded', locale);
  });
});

describe('validation of every resource', () => {
  // Values no field accepts in all of them: each field's refusal must come from the catalogues.
  const BAD_VALUES: unknown[] = [{ nested: true }, 'x'.repeat(5000), -1, [], ['not', 'ids'], '2026-13-45', true];

  it.each(['zh-TW', 'zh-CN'] as const)('answers every field of every create in %s', async (locale) => {
    const english: string[] = [];
    for (const resource of registry) {
      if (!(resource.operations as readonly string[]).includes('create')) continue;
      for (const bad of BAD_VALUES) {
        const payload = Object.fromEntries(Object.keys(resource.fields).map((field) => [toSnake(field), bad]));
        const res = await t.call(token, { method: 'POST', url: `${API}/${resource.name}`, headers: { 'accept-language': locale }, payload });
        expect(res.statusCode, `${resource.name} ${res.body}`).toBeLessThan(500);
        if (res.statusCode < 400) continue;
        const body = res.json() as { message: string; errors?: Record<string, string[]> };
        for (const message of [body.message, ...Object.values(body.errors ?? {}).flat()]) {
          if (!HAN.test(message) || KEY.test(message)) english.push(`${resource.name} ${JSON.stringify(bad).slice(0, 20)}: ${message}`);
        }
      }
    }
    expect([...new Set(english)]).toEqual([]);
  });
});
