/** Galleries: POST /<resource>/{id}/photos adds uploads at the end, DELETE takes one out, an update reorders. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { jpegBytes, multipart, pngBytes } from '../helpers/images.ts';
import { staffWith } from '../helpers/staff.ts';
import { createOne, uploadVideo } from './helpers.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const addPhotos = async (resource: string, id: number, as = token) =>
  t.call(as, { method: 'POST', url: `${API}/${resource}/${id}/photos`, ...multipart([{ filename: 'a.png', content: await pngBytes() }, { filename: 'b.jpg', content: await jpegBytes() }]) });

describe.each(['videos', 'models'])('the gallery of %s', (resource) => {
  it('adds several images, reorders them by update, and removes one', async () => {
    const record = await createOne(t, token, resource, resource === 'videos' ? { serial_number: `G-${resource}` } : { name: 'Gallery model' });
    const added = await addPhotos(resource, record.id);
    expect(added.statusCode, added.body).toBe(201);
    const photos = added.json().gallery as { id: number; url: string; thumb_url: string; width: number }[];
    expect(photos.map((p) => p.width)).toEqual([40, 64]);
    expect(photos[0]!.thumb_url).toMatch(/^\/media\/thumbs\//);

    const reordered = await t.call(token, { method: 'PUT', url: `${API}/${resource}/${record.id}`, payload: { gallery: [photos[1]!.id, photos[0]!.id] } });
    expect(reordered.json().gallery.map((p: { id: number }) => p.id)).toEqual([photos[1]!.id, photos[0]!.id]);

    const removed = await t.call(token, { method: 'DELETE', url: `${API}/${resource}/${record.id}/photos/${photos[1]!.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().gallery.map((p: { id: number }) => p.id)).toEqual([photos[0]!.id]);
    expect((await t.call(token, { method: 'DELETE', url: `${API}/${resource}/${record.id}/photos/${photos[1]!.id}` })).statusCode).toBe(404);
    // The image stays in the media library.
    const library = await t.call(token, { url: `${API}/photos?filter=${encodeURIComponent(JSON.stringify({ id: [photos[1]!.id] }))}` });
    expect(library.json()).toHaveLength(1);
  });

  it(`answers 404 for an unknown record before storing anything, and 403 without edit-${resource}`, async () => {
    expect((await addPhotos(resource, 2147480000)).statusCode).toBe(404);
    const reader = await staffWith(t, [`list-${resource}`, 'upload-files']);
    expect((await addPhotos(resource, 1, await reader.token())).statusCode).toBe(403);
  });
});

it('refuses a video file in a gallery', async () => {
  const video = await uploadVideo(t, token);
  const res = await t.call(token, { method: 'POST', url: `${API}/videos`, payload: { serial_number: 'G-BAD', gallery: [video.id] } });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ gallery: ['Must be an existing record'] });
});
