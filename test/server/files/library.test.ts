/** The media library (GET /photos) and the checks before an upload (server, delivery storage, block list). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlocklist, files } from '../../../server/files/table.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { multipart, pngBytes } from '../helpers/images.ts';
import { staffWith } from '../helpers/staff.ts';
import { uploadImage, uploadVideo } from '../content/helpers.ts';

let t: TTestApp;
let token: string;
let beach: { id: number; sha256: string };
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  beach = (await uploadImage(t, token, 'beach-sunset.png')) as never;
  await uploadImage(t, token, 'studio.png');
  await uploadVideo(t, token);
});
afterAll(() => t.close());

const get = (url: string, as = token) => t.call(as, { url: `${API}${url}` });

describe('GET /photos', () => {
  it('lists images only, newest first, with a total, searchable by name', async () => {
    const all = await get('/photos?range=[0,9]');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((p: { original_name: string }) => p.original_name)).toEqual(['studio.png', 'beach-sunset.png']);
    expect(all.headers['content-range']).toBe('photos 0-1/2');
    const found = await get(`/photos?filter=${encodeURIComponent('{"q":"sunset"}')}`);
    expect(found.json().map((p: { id: number }) => p.id)).toEqual([beach.id]);
    expect((await get('/photos?range=[5,1]')).statusCode).toBe(400);
  });

  it('is open to list-files without upload-files', async () => {
    const viewer = await staffWith(t, ['list-files']);
    expect((await get('/photos', await viewer.token())).statusCode).toBe(200);
    const nobody = await staffWith(t, ['list-videos']);
    expect((await get('/photos', await nobody.token())).statusCode).toBe(403);
  });
});

describe('the upload checks', () => {
  it('checkFileOnServer finds a file by hash or by name', async () => {
    const byHash = await get(`/files/checkFileOnServer?sha256=${beach.sha256}`);
    expect(byHash.json().exists).toBe(true);
    expect(byHash.json().files).toEqual(expect.arrayContaining([expect.objectContaining({ id: beach.id, original_name: 'beach-sunset.png' })]));
    expect((await get('/files/checkFileOnServer?name=BEACH-SUNSET.PNG')).json().exists).toBe(true);
    expect((await get(`/files/checkFileOnServer?sha256=${'0'.repeat(64)}`)).json()).toEqual({ exists: false, files: [] });
    expect((await get('/files/checkFileOnServer')).statusCode).toBe(400);
    expect((await get('/files/checkFileOnServer?sha256=xyz')).statusCode).toBe(400);
  });

  it('checkFileOnCloud tells whether the file reached the delivery storage', async () => {
    expect((await get(`/files/checkFileOnCloud?id=${beach.id}`)).json()).toEqual({ exists: true, on_cloud: false, cloud_url: null, copied_at: null });
    await t.db.update(files).set({ cloudCopiedAt: new Date('2026-01-02T00:00:00Z'), cloudUrl: 'https://cdn.example.com/a.png' }).where(eq(files.id, beach.id));
    expect((await get(`/files/checkFileOnCloud?sha256=${beach.sha256}`)).json()).toMatchObject({ on_cloud: true, cloud_url: 'https://cdn.example.com/a.png' });
    expect((await get('/files/checkFileOnCloud?id=2147480000')).json()).toMatchObject({ exists: false, on_cloud: false });
  });

  it('checkBlockList names taken-down content, and such content cannot be uploaded again (451)', async () => {
    const image = await pngBytes(12, 12, '#00ff00');
    const sha256 = (await import('node:crypto')).createHash('sha256').update(image).digest('hex');
    expect((await get(`/files/checkBlockList?sha256=${sha256}`)).json()).toEqual({ blocked: false, reason: null, since: null });
    await t.db.insert(fileBlocklist).values({ sha256, reason: 'DMCA notice 2026-114' });
    expect((await get(`/files/checkBlockList?sha256=${sha256.toUpperCase()}`)).json()).toMatchObject({ blocked: true, reason: 'DMCA notice 2026-114' });
    const again = await t.call(token, { method: 'POST', url: `${API}/files/images`, ...multipart([{ filename: 'again.png', content: image }]) });
    expect(again.statusCode).toBe(451);
  });
});

describe('the OpenAPI document', () => {
  it('describes the uploads, the checks and the media library', async () => {
    const res = await t.call(token, { url: `${API}/openapi.json` });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { summary?: string; parameters?: { name: string }[] }>>;
    for (const path of ['/api/v1/admin/files/images', '/api/v1/admin/files/videos', '/api/v1/admin/files/upload', '/api/v1/admin/files/tus']) {
      expect(paths[path]?.post?.summary, path).toBeTruthy();
    }
    expect(paths['/api/v1/admin/files/checkFileOnServer']?.get?.parameters?.map((p) => p.name).sort()).toEqual(['name', 'sha256']);
    expect(paths['/api/v1/admin/files/checkFileOnCloud']?.get?.summary).toMatch(/delivery storage/);
    expect(paths['/api/v1/admin/files/checkBlockList']?.get?.summary).toMatch(/taken down/);
    expect(paths['/api/v1/admin/photos']?.get).toBeDefined();
    expect(paths['/api/v1/admin/videos/exportCsv']?.get?.summary).toMatch(/videos\.csv/);
  });
});
