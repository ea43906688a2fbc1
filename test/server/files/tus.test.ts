/** Resumable video uploads (tus 1.0): an upload cut part-way continues from the server's offset. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../server/files/table.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { mp4Bytes, pngBytes } from '../helpers/images.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const TUS = { 'tus-resumable': '1.0.0' };
const base64 = (s: string) => Buffer.from(s).toString('base64');

const create = async (length: number, filename = 'feature.mp4') => {
  const res = await t.call(token, {
    method: 'POST',
    url: `${API}/files/tus`,
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': `filename ${base64(filename)}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.headers.location).toMatch(/^\/api\/v1\/admin\/files\/tus\/[\w-]+$/);
  return res.headers.location as string;
};

const patch = (location: string, offset: number, body: Buffer) =>
  t.call(token, { method: 'PATCH', url: location, headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, payload: body });

describe('tus uploads', () => {
  it('resumes an upload cut at 90 % from the offset the server reports, then stores the video', async () => {
    const video = mp4Bytes(50_000);
    const location = await create(video.length);
    const cut = Math.floor(video.length * 0.9);
    expect((await patch(location, 0, video.subarray(0, cut))).headers['upload-offset']).toBe(String(cut));

    // A reload: the client asks where it stopped.
    const head = await t.call(token, { method: 'HEAD', url: location, headers: TUS });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(cut));

    const done = await patch(location, cut, video.subarray(cut));
    expect(done.statusCode, done.body).toBe(204);
    const url = done.headers['upload-media-url'] as string;
    expect(url).toMatch(/^\/media\/videos\/[0-9a-f]{2}\/[0-9a-f]{32}\.mp4$/);
    const [row] = await t.db.select().from(files).where(eq(files.id, Number(done.headers['upload-file-id'])));
    expect(row).toMatchObject({ kind: 'video', mime: 'video/mp4', size: video.length, originalName: 'feature.mp4' });
    const served = await t.app.inject({ url });
    expect(served.rawPayload.equals(video)).toBe(true);
  });

  it('refuses a finished upload that is not a video (415) and keeps nothing', async () => {
    const image = await pngBytes();
    const location = await create(image.length, 'fake.mp4');
    const res = await patch(location, 0, image);
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body).message).toBe('This file type is not accepted here.');
  });

  it('refuses a patch at the wrong offset (409) and an upload over the limit (413)', async () => {
    const location = await create(1000);
    expect((await patch(location, 10, Buffer.alloc(10))).statusCode).toBe(409);
    const big = await t.call(token, { method: 'POST', url: `${API}/files/tus`, headers: { ...TUS, 'upload-length': String(10 * 1024 ** 4) } });
    expect(big.statusCode).toBe(413);
  });

  it('wants a signed-in admin with upload-files', async () => {
    expect((await t.app.inject({ method: 'POST', url: `${API}/files/tus`, headers: { ...TUS, 'upload-length': '10' } })).statusCode).toBe(401);
  });

  it('deletes an upload left unfinished past its expiry, and keeps a recent one', async () => {
    const video = mp4Bytes(20_000);
    const abandoned = await create(video.length, 'abandoned.mp4');
    const recent = await create(video.length, 'recent.mp4');
    for (const location of [abandoned, recent]) expect((await patch(location, 0, video.subarray(0, 5_000))).statusCode).toBe(204);
    const id = abandoned.split('/').pop()!;
    const part = join(t.storageDir, 'tus', id);
    const info = JSON.parse(readFileSync(`${part}.json`, 'utf8'));
    writeFileSync(`${part}.json`, JSON.stringify({ ...info, creation_date: new Date(Date.now() - 8 * 24 * 3_600_000).toISOString() }));

    expect(await t.app.sweepUploads()).toBe(1);
    expect(existsSync(part)).toBe(false);
    expect(existsSync(`${part}.json`)).toBe(false);
    expect((await t.call(token, { method: 'HEAD', url: abandoned, headers: TUS })).statusCode).toBe(404);
    const head = await t.call(token, { method: 'HEAD', url: recent, headers: TUS });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('5000');
  });
});
