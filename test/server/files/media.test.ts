/** /media on either store: byte ranges for video players, ETags and conditional requests, and where the bytes live. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { mp4Bytes, multipart } from '../helpers/images.ts';

const onBucket = process.env.TEST_STORE === 's3';
let t: TTestApp;
let token: string;
let video: Buffer;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  video = mp4Bytes(30_000);
  const res = await t.call(token, { method: 'POST', url: `${API}/files/videos`, ...multipart([{ filename: 'clip.mp4', content: video }]) });
  expect(res.statusCode, res.body).toBe(201);
  url = res.json().url;
});
afterAll(() => t.close());

describe(`/media on the ${onBucket ? 'bucket' : 'disk'}`, () => {
  it('serves a byte range, with the safe headers', async () => {
    const res = await t.app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(res.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(video.subarray(-10))).toBe(true);
    expect((await t.app.inject({ url, headers: { range: `bytes=${video.length + 10}-` } })).statusCode).toBe(416);
  });

  it('gives an ETag, answers 304 to it, and lets caches keep the file for good', async () => {
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(whole.headers['content-length'])).toBe(video.length);
    const etag = whole.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(video.length);
  });

  it('answers 404 for a key that is not stored', async () => {
    const missing = await t.app.inject({ url: `/media/videos/00/${'0'.repeat(32)}.mp4`, headers: { 'accept-language': 'zh-TW' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('找不到資料');
  });

  it(`keeps the bytes ${onBucket ? 'in the bucket, not on the disk' : 'under STORAGE_DIR'}`, async () => {
    const key = url.replace('/media/', '');
    expect(await t.app.storage.keys()).toContain(key);
    expect(existsSync(join(t.storageDir, key))).toBe(!onBucket);
  });
});

describe.runIf(onBucket)('a bucket that cannot be used stops the start with the reason', () => {
  const start = (s3: { bucket: string; endpoint: string }) =>
    buildApp({
      database: t.database,
      config: { ...loadConfig({}), storageDir: t.storageDir, s3: { ...s3, region: 'us-east-1', forcePathStyle: true } },
      jwtSecret: 'test-secret',
      logger: false,
      serveApp: false,
    });

  it('a missing bucket', async () => {
    await expect(start({ bucket: 'no-such-bucket', endpoint: process.env.TEST_S3_ENDPOINT! })).rejects.toThrow(/S3_BUCKET "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist/);
  });

  it('an endpoint nobody answers on', async () => {
    await expect(start({ bucket: 'media', endpoint: 'http://127.0.0.1:9' })).rejects.toThrow(/S3_BUCKET "media" at http:\/\/127\.0\.0\.1:9 cannot be reached/);
  });
});
