/** MEDIA_BASE_URL: stored files are addressed through a CDN, which the app's pages may load from; /media still serves them (the CDN's origin). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbUrlOf } from '../../../resources/media.ts';
import { loadConfig } from '../../../server/config.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { createOne } from '../content/helpers.ts';
import { multipart, pngBytes } from '../helpers/images.ts';

const CDN = 'https://cdn.example.com/media';
let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ config: { mediaBaseUrl: loadConfig({ MEDIA_BASE_URL: `${CDN}/` }).mediaBaseUrl } });
  token = await t.login();
});
afterAll(() => t.close());

describe('MEDIA_BASE_URL', () => {
  it('makes the addresses of uploads and galleries point at the CDN', async () => {
    const res = await t.call(token, { method: 'POST', url: `${API}/files/images`, ...multipart([{ filename: 'a.png', content: await pngBytes() }]) });
    expect(res.statusCode, res.body).toBe(201);
    const { url, thumb_url: thumbUrl } = res.json();
    expect(url).toMatch(/^https:\/\/cdn\.example\.com\/media\/images\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
    expect(thumbUrl).toBe(thumbUrlOf(url));
    expect(thumbUrl).toMatch(/^https:\/\/cdn\.example\.com\/media\/thumbs\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    expect((await t.app.inject({ url: url.replace(CDN, '/media') })).statusCode).toBe(200);

    const video = await createOne(t, token, 'videos', { serial_number: 'CDN-1', cover: url });
    const added = await t.call(token, { method: 'POST', url: `${API}/videos/${video.id}/photos`, ...multipart([{ filename: 'b.png', content: await pngBytes(9, 9) }]) });
    expect(added.json().gallery[0].url.startsWith(`${CDN}/images/`)).toBe(true);
    expect(added.json().gallery[0].thumb_url.startsWith(`${CDN}/thumbs/`)).toBe(true);
  });

  it('lets the app load images and videos from the CDN, and nothing else from there', async () => {
    const csp = (await t.app.inject({ url: `${API}/photos` })).headers['content-security-policy'] as string;
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.com;/);
    expect(csp).toMatch(/media-src 'self' https:\/\/cdn\.example\.com;/);
    expect(csp).toMatch(/script-src 'self';/);
  });

  it('refuses a setting that is not an http(s) address', () => {
    expect(() => loadConfig({ MEDIA_BASE_URL: 'javascript:alert(1)' })).toThrow(/MEDIA_BASE_URL/);
    expect(loadConfig({}).mediaBaseUrl).toBe('/media');
  });
});
