/** SECURITY 26–30: uploads stream to storage, are sniffed, named by the server, and served safely. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { jpegBytes, mp4Bytes, multipart, pngBytes } from '../helpers/images.ts';
import { staffWith } from '../helpers/staff.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ config: { maxImageBytes: 200_000 } });
  token = await t.login();
});
afterAll(() => t.close());

const upload = (path: string, parts: Parameters<typeof multipart>[0], as = token) => t.call(as, { method: 'POST', url: `${API}/files/${path}`, ...multipart(parts) });


describe('POST /files/images', () => {
  it('stores a real image under a random name, measures it and makes a thumbnail', async () => {
    const res = await upload('images', [{ filename: '../../etc/passwd.png', content: await pngBytes(40, 30) }]);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ kind: 'image', mime: 'image/png', width: 40, height: 30, original_name: 'passwd.png' });
    expect(file.url).toMatch(/^\/media\/images\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
    expect(file.thumb_url).toMatch(/^\/media\/thumbs\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);

    const served = await t.app.inject({ url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload.equals(await pngBytes(40, 30))).toBe(true);
    expect((await t.app.inject({ url: file.thumb_url })).headers['content-type']).toBe('image/webp');
  });

  it('refuses HTML renamed .png (415) and an SVG, leaving nothing behind', async () => {
    const before = (await t.storedFiles()).length;
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'.padEnd(200, ' '));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    for (const [filename, content] of [['cat.png', html], ['logo.svg', svg]] as const) {
      const res = await upload('images', [{ filename, content, type: 'image/png' }]);
      expect(res.statusCode, filename).toBe(415);
      expect(res.json().message).toBe('This file type is not accepted here.');
    }
    expect((await t.storedFiles()).length).toBe(before);
  });

  it('refuses a file whose first bytes claim an image but do not decode', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)]);
    expect((await upload('images', [{ filename: 'broken.jpg', content: fake }])).statusCode).toBe(415);
  });

  it('answers 413 for an image over the limit and keeps no partial file', async () => {
    const before = (await t.storedFiles()).length;
    const big = Buffer.concat([await jpegBytes(), Buffer.alloc(300_000, 9)]);
    const res = await upload('images', [{ filename: 'huge.jpg', content: big }]);
    expect(res.statusCode).toBe(413);
    expect((await t.storedFiles()).length).toBe(before);
  });

  it('refuses a request that is not multipart (415) and one without a file (422)', async () => {
    expect((await t.call(token, { method: 'POST', url: `${API}/files/images`, payload: { file: 'x' } })).statusCode).toBe(415);
    const empty = multipart([]);
    expect((await t.call(token, { method: 'POST', url: `${API}/files/images`, ...empty })).statusCode).toBe(422);
  });

  it('needs upload-files, and refuses before reading the body', async () => {
    const viewer = await staffWith(t, ['list-files']);
    expect((await upload('images', [{ filename: 'a.png', content: await pngBytes() }], await viewer.token())).statusCode).toBe(403);
    expect((await upload('images', [{ filename: 'a.png', content: await pngBytes() }], '')).statusCode).toBe(401);
  });
});

describe('POST /files/videos and /files/upload', () => {
  it('stores a video and serves it inline; an attachment is served for download', async () => {
    const video = await upload('videos', [{ filename: 'clip.mp4', content: mp4Bytes() }]);
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json()).toMatchObject({ kind: 'video', mime: 'video/mp4', thumb_url: null });
    const served = await t.app.inject({ url: video.json().url });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['content-disposition']).toBeUndefined();

    const pdf = await upload('upload', [{ filename: 'release.pdf', content: Buffer.from('%PDF-1.4\n'.padEnd(300, '%')) }]);
    expect(pdf.statusCode, pdf.body).toBe(201);
    const download = await t.app.inject({ url: pdf.json().url });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment');
  });

  it('refuses an image posted as a video', async () => {
    expect((await upload('videos', [{ filename: 'x.mp4', content: await pngBytes() }])).statusCode).toBe(415);
  });
});

describe('/media', () => {
  it('serves only keys the server made', async () => {
    for (const url of ['/media/../package.json', '/media/..%2fpackage.json', '/media/tmp/x.part', '/media/images/zz/notahexname.png', '/media/images%00.png']) {
      expect((await t.app.inject({ url })).statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });
});
