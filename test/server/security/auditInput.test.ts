/**
 * Reproductions of the outside audit's input findings (SECURITY 21, 22, 25) and L1, L8: each
 * answered 500, 4xx without reason, or let a write through before its fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { multipart, pngBytes } from '../helpers/images.ts';
import { staffWith } from '../helpers/staff.ts';

let t: TTestApp;
let token: string;
let videoId: number;
let modelId: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  videoId = (await t.call(token, { method: 'POST', url: `${API}/videos`, payload: { serial_number: 'AUDIT-1' } })).json().id;
  modelId = (await t.call(token, { method: 'POST', url: `${API}/models`, payload: { name: 'Audit model' } })).json().id;
});
afterAll(() => t.close());

describe('dates out of the database’s range (P22/P25)', () => {
  it.each(['9999-12-31T23:59:59-14:00', '0999-12-31T23:59:59Z'])('answer 422 in a body: %s', async (value) => {
    const res = await t.call(token, { method: 'PUT', url: `${API}/videos/${videoId}`, payload: { published_at: value } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.published_at).toEqual(['Must be a date and time']);
  });

  it('keep the years 1000 to 9999 in UTC', async () => {
    const res = await t.call(token, { method: 'PUT', url: `${API}/videos/${videoId}`, payload: { published_at: '9999-12-31T23:59:59+01:00' } });
    expect(res.statusCode).toBe(200);
    expect((await t.call(token, { method: 'PUT', url: `${API}/models/${modelId}`, payload: { birthday: '0999-01-01' } })).statusCode).toBe(422);
  });
});

describe('a NUL character on its way to jsonb (P25)', () => {
  it('answers 400 inside a structured field, and nothing is stored', async () => {
    const res = await t.call(token, {
      method: 'PUT',
      url: `${API}/models/${modelId}`,
      payload: { social_links: [{ platform: 'instagram', url: 'https://a.b/x\u0000y' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request is not valid.' });
    expect((await t.call(token, { url: `${API}/models/${modelId}` })).json().social_links ?? []).toEqual([]);
  });

  it('answers 400 when it would reach only the audit row', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: 'x\u0000y', password: 'Wrong-pass-1' }, remoteAddress: '10.77.0.1' });
    expect(res.statusCode).toBe(400);
  });
});

describe('malformed multipart bodies (P25)', () => {
  it('answer 400 without a boundary', async () => {
    const res = await t.call(token, { method: 'POST', url: `${API}/files/images`, headers: { 'content-type': 'multipart/form-data' }, payload: 'abc' });
    expect(res.statusCode).toBe(400);
  });

  it('answer 400 when cut off before the end', async () => {
    const whole = multipart([{ filename: 'a.png', content: await pngBytes() }]);
    const body = Buffer.from(whole.payload as Buffer);
    const res = await t.call(token, { method: 'POST', url: `${API}/files/images`, headers: whole.headers, payload: body.subarray(0, body.length - 60) });
    expect(res.statusCode).toBe(400);
  });
});

describe('gallery uploads need upload-files (L1)', () => {
  it('refuses an editor without it, and takes the photos from one with it', async () => {
    const editor = await staffWith(t, ['list-videos', 'edit-videos']);
    const upload = async (as: string) =>
      t.call(as, { method: 'POST', url: `${API}/videos/${videoId}/photos`, ...multipart([{ filename: 'a.png', content: await pngBytes() }]) });
    expect((await upload(await editor.token())).statusCode).toBe(403);
    const uploader = await staffWith(t, ['list-videos', 'edit-videos', 'upload-files']);
    expect((await upload(await uploader.token())).statusCode).toBe(201);
  });
});

describe('calls without input (L8, and the simple REST provider’s DELETE)', () => {
  it.each([
    ['no body', {}],
    ['an empty JSON body', { headers: { 'content-type': 'application/json' } }],
    ['an empty text body', { headers: { 'content-type': 'text/plain' } }],
  ])('run the admin actions with %s', async (_label, extra) => {
    const staff = await staffWith(t, []);
    for (const action of ['disable', 'enable', 'resetQRCode']) {
      const res = await t.call(token, { method: 'POST', url: `${API}/admins/${staff.id}/${action}`, ...extra });
      expect(res.statusCode, action).toBe(200);
    }
  });

  it('still refuse an input they do not take', async () => {
    const staff = await staffWith(t, []);
    const res = await t.call(token, { method: 'POST', url: `${API}/admins/${staff.id}/disable`, payload: { status: 'enabled' } });
    expect(res.statusCode).toBe(422);
  });

  it('delete with a text/plain Content-Type and no body', async () => {
    const tag = (await t.call(token, { method: 'POST', url: `${API}/tags`, payload: { name: 'audit-delete' } })).json();
    const res = await t.call(token, { method: 'DELETE', url: `${API}/tags/${tag.id}`, headers: { 'content-type': 'text/plain' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('rich text links and images (L5)', () => {
  it('gives new-window links rel="noopener noreferrer", drops protocol-relative links and keeps only library images', async () => {
    const answer =
      '<p><a href="https://example.com/a" target="_blank">a</a> <a href="//evil.example/b">b</a> <a href="/\\evil.example/c">c</a> <a href="/videos">d</a></p>' +
      '<img src="https://tracker.example/pixel.gif"><img src="//tracker.example/p.gif"><img src="/media/images/ab/cd.png">';
    const res = await t.call(token, { method: 'POST', url: `${API}/questions`, payload: { question: 'Links?', answer } });
    expect(res.statusCode).toBe(201);
    expect(res.json().answer).toBe(
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">a</a> <a>b</a> <a>c</a> <a href="/videos">d</a></p><img src="/media/images/ab/cd.png" />',
    );
  });
});
