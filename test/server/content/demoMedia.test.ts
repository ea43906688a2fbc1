/**
 * The demo's videos, on whichever store the server uses (the local disk, or a bucket): every video
 * has a file, a trailer and a preview that the media route serves, by range. The whole demo is
 * checked once, in test/server/demo.test.ts; this is its content alone, fast enough to run on both
 * stores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directors } from '../../../resources/directors/schema.ts';
import { tags } from '../../../resources/tags/schema.ts';
import { serverResource } from '../../../server/registry.ts';
import { seedDemoContent } from '../../../server/setup/demoContent.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  const tagTable = serverResource(tags).table;
  const directorTable = serverResource(directors).table;
  const tagIds = (await t.db.insert(tagTable).values([1, 2, 3, 4, 5, 6].map((n) => ({ name: `Tag ${n}`, sort: n * 10 }))).returning({ id: tagTable.id })).map((r) => r.id as number);
  const directorIds = (await t.db.insert(directorTable).values([{ name: 'Ada Director' }]).returning({ id: directorTable.id })).map((r) => r.id as number);
  await seedDemoContent(t.db, t.app.storage, tagIds, directorIds);
}, 120_000);
afterAll(() => t.close());

type TVideo = { id: number; title: string; video: string; trailer: string; preview_video: string };

describe('the demo’s videos', () => {
  it('each have a file, a trailer and a preview that the media route serves by range', async () => {
    const ids = (await t.call(token, { url: `${API}/videos?range=[0,49]` })).json().map((row: { id: number }) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    for (const id of ids) {
      const video = (await t.call(token, { url: `${API}/videos/${id}` })).json() as TVideo;
      for (const url of [video.video, video.trailer, video.preview_video]) {
        expect(url, video.title).toMatch(/^\/media\/videos\/.+\.webm$/);
        const served = await t.app.inject({ url, headers: { range: 'bytes=0-3' } });
        expect(served.statusCode, url).toBe(206);
        expect(served.headers['content-type']).toBe('video/webm');
        expect(served.rawPayload.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
      }
    }
  });
});
