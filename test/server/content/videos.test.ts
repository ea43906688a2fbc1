/** Videos: every field, many-to-many links, the serial number as a key, filters, sort and the list's total. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { createOne, query, uploadImage } from './helpers.ts';

let t: TTestApp;
let token: string;
let tagIds: number[];
let modelId: number;
let directorId: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  tagIds = [(await createOne(t, token, 'tags', { name: 'Noir' })).id, (await createOne(t, token, 'tags', { name: 'Rain' })).id];
  modelId = (await createOne(t, token, 'models', { name: 'Ava Stone' })).id;
  directorId = (await createOne(t, token, 'directors', { name: 'Ken Ito' })).id;
});
afterAll(() => t.close());

const list = async (params: Record<string, unknown>) => {
  const res = await t.call(token, { url: `${API}/videos?${query(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as Record<string, unknown>[], range: res.headers['content-range'] };
};

describe('videos', () => {
  it('creates a video with every field, its links in the order given, and sanitised description', async () => {
    const cover = await uploadImage(t, token);
    const created = await createOne(t, token, 'videos', {
      serial_number: 'SR-001',
      title: 'Night train',
      cover: cover.url,
      video_duration: 5400,
      description: '<p>Good <script>alert(1)</script><b>film</b></p>',
      tooltips: 'New',
      source: 'Studio A',
      is_free: true,
      is_main: false,
      tags: [tagIds[1], tagIds[0]],
      models: [modelId],
      directors: [directorId],
      gallery: [cover.id],
      views: 10,
      original_views: 5,
      subscriber_t_views: 3,
      visitor_t_views: 2,
      likes: 4,
      dislikes: 1,
      published_at: '2030-01-01T10:00:00Z',
    });
    expect(created).toMatchObject({
      serial_number: 'SR-001',
      status: 'draft',
      description: '<p>Good <b>film</b></p>',
      tags: [tagIds[1], tagIds[0]],
      models: [modelId],
      directors: [directorId],
      gallery: [{ id: cover.id, url: cover.url, width: 40, height: 30 }],
    });
    const bySerial = await t.call(token, { url: `${API}/videos/SR-001` });
    expect(bySerial.json()).toMatchObject({ id: created.id, title: 'Night train' });
    expect((await t.call(token, { url: `${API}/videos/NOPE-1` })).statusCode).toBe(404);
  });

  it('refuses a status in the body, an unknown tag, a duplicate and a javascript: cover (422)', async () => {
    const res = await t.call(token, {
      method: 'POST',
      url: `${API}/videos`,
      payload: { serial_number: 'SR-X', status: 'published', tags: [2147480000], models: [modelId, modelId], cover: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['cover', 'models', 'status']);
    const unknownTag = await t.call(token, { method: 'POST', url: `${API}/videos`, payload: { serial_number: 'SR-Y', tags: [2147480000] } });
    expect(unknownTag.statusCode).toBe(422);
    expect(unknownTag.json().errors).toEqual({ tags: ['Must be an existing record'] });
  });

  it('refuses a serial number that is no key and a duration out of range, in the caller’s language (422)', async () => {
    const res = await t.call(token, { method: 'POST', url: `${API}/videos`, payload: { serial_number: 'SR 1/2', video_duration: 400000 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      serial_number: ['Letters, digits and . _ - only, starting with a letter or digit (at most 50)'],
      video_duration: ['Must be a length as h:mm:ss, m:ss or seconds, from 0 to 360000 seconds'],
    });
    const zh = await t.call(token, { method: 'POST', url: `${API}/videos`, headers: { 'accept-language': 'zh-TW' }, payload: { serial_number: 'SR-9', video_duration: -1 } });
    expect(zh.json().errors).toEqual({ video_duration: ['須為 h:mm:ss、m:ss 或秒數格式的長度，介於 0 至 360000 秒'] });
  });

  it('answers 409 under the field for a serial number already used', async () => {
    const again = await t.call(token, { method: 'POST', url: `${API}/videos`, payload: { serial_number: 'SR-001' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ serial_number: ['This value is already used'] });
  });

  it('updates links (replacing them) and leaves untouched links alone', async () => {
    const video = await createOne(t, token, 'videos', { serial_number: 'SR-002', tags: [tagIds[0]], models: [modelId] });
    const updated = await t.call(token, { method: 'PUT', url: `${API}/videos/${video.id}`, payload: { tags: [tagIds[1]], title: 'Renamed' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Renamed', tags: [tagIds[1]], models: [modelId] });
  });

  it('filters by q, tag, model, director, flags and date range, and sorts', async () => {
    await createOne(t, token, 'videos', { serial_number: 'FLT-1', title: 'Harbour lights', tags: [tagIds[0]], is_main: true, views: 50 });
    await createOne(t, token, 'videos', { serial_number: 'FLT-2', title: 'Harbour fog', tags: [tagIds[1]], views: 70, published_at: '2024-02-01T00:00:00Z' });
    const serials = (rows: Record<string, unknown>[]) => rows.map((r) => r.serial_number);
    expect(serials((await list({ filter: { q: 'harbour' }, sort: ['views', 'DESC'] })).rows)).toEqual(['FLT-2', 'FLT-1']);
    expect(serials((await list({ filter: { q: 'flt-1' } })).rows)).toEqual(['FLT-1']);
    expect(serials((await list({ filter: { q: 'harbour', tags: tagIds[1] } })).rows)).toEqual(['FLT-2']);
    expect(serials((await list({ filter: { q: 'harbour', is_main: true } })).rows)).toEqual(['FLT-1']);
    expect(serials((await list({ filter: { published_at_gte: '2024-01-01', published_at_lte: '2024-03-01' } })).rows)).toEqual(['FLT-2']);
    expect(serials((await list({ filter: { models: modelId, directors: directorId } })).rows)).toEqual(['SR-001']);
    expect((await list({ filter: { status: 'draft' }, range: [0, 0] })).range).toMatch(/^videos 0-0\/\d+$/);
  });

  it('sends in a list row what the list shows, and the whole record on its own', async () => {
    const { rows } = await list({ filter: { q: 'SR-001' } });
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['cover', 'created_at', 'id', 'is_free', 'is_main', 'published_at', 'serial_number', 'status', 'title', 'updated_at', 'video_duration', 'views'],
    );
    const record = (await t.call(token, { url: `${API}/videos/${rows[0]!.id}` })).json();
    expect(record).toHaveProperty('description');
    expect(record).toHaveProperty('tags');
  });

  it('reads deep pages from the nearer end with the same rows as from the start', async () => {
    for (let i = 0; i < 12; i++) await createOne(t, token, 'videos', { serial_number: `PG-${String(i).padStart(2, '0')}`, views: i });
    const all = (await list({ filter: { q: 'PG-' }, sort: ['serial_number', 'ASC'], range: [0, 11] })).rows.map((r) => r.serial_number);
    const tail = await list({ filter: { q: 'PG-' }, sort: ['serial_number', 'ASC'], range: [9, 11] });
    expect(tail.rows.map((r) => r.serial_number)).toEqual(all.slice(9, 12));
    expect(tail.range).toBe('videos 9-11/12');
    const past = await list({ filter: { q: 'PG-' }, range: [20, 29] });
    expect(past.rows).toEqual([]);
  });

  it('refuses sorting and filtering by undeclared fields (400), never 500', async () => {
    expect((await t.call(token, { url: `${API}/videos?${query({ sort: ['description', 'ASC'] })}` })).statusCode).toBe(400);
    expect((await t.call(token, { url: `${API}/videos?${query({ filter: { tags: 'x' } })}` })).statusCode).toBe(400);
    expect((await t.call(token, { url: `${API}/videos?${query({ filter: { tags: [] } })}` })).statusCode).toBe(400);
  });

  it('deletes a video with its links, and the tag stays', async () => {
    const video = await createOne(t, token, 'videos', { serial_number: 'DEL-1', tags: [tagIds[0]] });
    expect((await t.call(token, { method: 'DELETE', url: `${API}/videos/${video.id}` })).statusCode).toBe(200);
    expect((await t.call(token, { url: `${API}/tags/${tagIds[0]}` })).statusCode).toBe(200);
  });
});
