/** Blocks: type rules on create and update, ordered videos and models, photos, ads, and the dragged order of a page. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/system.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { createOne, query, uploadImage } from '../content/helpers.ts';

let t: TTestApp;
let token: string;
let videoIds: number[];
let modelIds: number[];
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  videoIds = [];
  for (const n of [1, 2, 3, 4, 5]) videoIds.push((await createOne(t, token, 'videos', { serial_number: `BLK-${n}`, title: `Video ${n}` })).id);
  modelIds = [];
  for (const n of [1, 2]) modelIds.push((await createOne(t, token, 'models', { name: `Model ${n}` })).id);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.call(token, { method: 'POST', url: `${API}${url}`, payload: payload as object });
const get = (url: string) => t.call(token, { url: `${API}${url}` });
const firstAd = async () => ((await get(`/advertisements?${query({ sort: ['id', 'ASC'] })}`)).json() as { id: number }[])[0]!.id;

describe('type rules', () => {
  it('keeps models out of a video row, with the message on the field', async () => {
    const res = await post('/blocks', { title: 'Row', type: 'video_row', page: 'home', models: [modelIds[0]] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ models: ['This type of block holds no models'] });
  });

  it('needs an image for a hero and an advertisement for a slot', async () => {
    expect((await post('/blocks', { title: 'Hero', type: 'hero' })).json().errors).toEqual({ image: ['A hero needs an image'] });
    expect((await post('/blocks', { title: 'Ad', type: 'advertisement_slot' })).json().errors).toEqual({ advertisement: ['An advertisement slot needs an advertisement'] });
    const ok = await post('/blocks', { title: 'Ad', type: 'advertisement_slot', advertisement: await firstAd() });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('says so in Chinese to a Chinese reader', async () => {
    const payload = { title: 'Row', type: 'video_row', models: [modelIds[0]] };
    const tw = await t.call(token, { method: 'POST', url: `${API}/blocks`, payload, headers: { 'accept-language': 'zh-TW' } });
    expect(tw.json().errors).toEqual({ models: ['此類型的區塊不能包含模特兒'] });
    const cn = await t.call(token, { method: 'POST', url: `${API}/blocks`, payload, headers: { 'accept-language': 'zh-CN' } });
    expect(cn.json().errors).toEqual({ models: ['此类型的区块不能包含模特'] });
  });

  it('checks an update against the stored block: a model row cannot take videos', async () => {
    const block = await createOne(t, token, 'blocks', { title: 'Models', type: 'model_row', models: modelIds });
    const res = await t.call(token, { method: 'PUT', url: `${API}/blocks/${block.id}`, payload: { videos: [videoIds[0]] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ videos: ['This type of block holds no videos'] });
  });
});

describe('ordered items', () => {
  it('replaces the videos in the order given, reads them back in order with titles, and audits', async () => {
    const block = await createOne(t, token, 'blocks', { title: 'Five', type: 'video_row', page: 'home' });
    const order = [videoIds[2], videoIds[0], videoIds[4], videoIds[1], videoIds[3]];
    const res = await post(`/blocks/${block.id}/videos`, { ids: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((i: { id: number }) => i.id)).toEqual(order);
    const read = (await get(`/blocks/${block.id}/videos`)).json().data as { id: number; title: string }[];
    expect(read.map((i) => i.id)).toEqual(order);
    expect(read[0]!.title).toBe('Video 3');
    expect((await get(`/blocks/${block.id}`)).json().videos).toEqual(order);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'replace_videos'));
    expect(audits.at(-1)).toMatchObject({ resource: 'blocks', recordId: String(block.id), after: order });
  });

  it('refuses models in a video row and unknown or repeated ids, changing nothing', async () => {
    const block = await createOne(t, token, 'blocks', { title: 'Kept', type: 'video_row', videos: [videoIds[0]] });
    expect((await post(`/blocks/${block.id}/models`, { ids: [modelIds[0]] })).json().errors).toEqual({ models: ['This type of block holds no models'] });
    expect((await post(`/blocks/${block.id}/videos`, { ids: [999999] })).statusCode).toBe(422);
    expect((await post(`/blocks/${block.id}/videos`, { ids: [videoIds[0], videoIds[0]] })).statusCode).toBe(422);
    expect((await get(`/blocks/${block.id}/videos`)).json().data.map((i: { id: number }) => i.id)).toEqual([videoIds[0]]);
    expect((await get(`/blocks/${block.id}/models`)).json().data).toEqual([]);
  });

  it('answers 404 for a missing block', async () => {
    expect((await get('/blocks/999999/videos')).statusCode).toBe(404);
    expect((await post('/blocks/999999/models', { ids: [] })).statusCode).toBe(404);
  });
});

describe('photos and advertisements', () => {
  it('sets the image and mobile image from library files or addresses', async () => {
    const block = await createOne(t, token, 'blocks', { title: 'Pics', type: 'video_row' });
    const image = await uploadImage(t, token, 'desk.png');
    const res = await post(`/blocks/${block.id}/photos`, { image: image.id, mobile_image: 'https://cdn.example.com/m.png' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ image: image.url, mobile_image: 'https://cdn.example.com/m.png' });
    expect((await post(`/blocks/${block.id}/photos`, { image: 'javascript:alert(1)' })).statusCode).toBe(422);
    expect((await post(`/blocks/${block.id}/photos`, { image: 999999 })).json().errors).toEqual({ image: ['Must be an existing record'] });
  });

  it('attaches an advertisement to a slot, and refuses one on a row', async () => {
    const ad = await firstAd();
    const slot = await createOne(t, token, 'blocks', { title: 'Slot', type: 'advertisement_slot', advertisement: ad });
    const other = ((await get(`/advertisements?${query({ sort: ['id', 'DESC'] })}`)).json() as { id: number }[])[0]!.id;
    const res = await post(`/blocks/${slot.id}/advertisements`, { advertisement: other });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().advertisement).toBe(other);
    const row = await createOne(t, token, 'blocks', { title: 'Row', type: 'video_row' });
    expect((await post(`/blocks/${row.id}/advertisements`, { advertisement: ad })).json().errors).toEqual({ advertisement: ['Only an advertisement slot holds an advertisement'] });
  });
});

describe('POST /blocks/reorder', () => {
  it('saves the dragged order of a page in one request', async () => {
    const ids = [];
    for (const title of ['A', 'B', 'C']) ids.push((await createOne(t, token, 'blocks', { title, type: 'video_row', page: 'category' })).id);
    const res = await post('/blocks/reorder', { ids: [ids[2], ids[0], ids[1]] });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await get(`/blocks?${query({ filter: { page: 'category' }, sort: ['sort', 'ASC'] })}`)).json() as { title: string }[];
    expect(list.map((b) => b.title)).toEqual(['C', 'A', 'B']);
  });

  it('refuses blocks of two pages and unknown ids', async () => {
    const a = await createOne(t, token, 'blocks', { title: 'H', type: 'video_row', page: 'home' });
    const b = await createOne(t, token, 'blocks', { title: 'V', type: 'video_row', page: 'videos' });
    expect((await post('/blocks/reorder', { ids: [a.id, b.id] })).json().errors).toEqual({ ids: ['Only records of one page or position can be ordered together'] });
    expect((await post('/blocks/reorder', { ids: [a.id, 999999] })).statusCode).toBe(422);
    expect((await post('/blocks/reorder', { ids: [] })).statusCode).toBe(422);
  });
});
