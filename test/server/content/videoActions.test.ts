/** Publishing (now or scheduled, refused with what is missing), hiding, the bulk forms, and their permissions and audit rows. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDueVideos } from '../../../resources/videos/scheduler.server.ts';
import { videos } from '../../../resources/videos/schema.ts';
import { auditLog } from '../../../server/db/system.ts';
import { serverResource } from '../../../server/registry.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';
import { createOne, uploadImage, uploadVideo } from './helpers.ts';

let t: TTestApp;
let token: string;
let ready: { cover: string; video: string };
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  ready = { cover: (await uploadImage(t, token)).url, video: (await uploadVideo(t, token)).url };
});
afterAll(() => t.close());

const act = (id: number | string, action: string, as = token) => t.call(as, { method: 'POST', url: `${API}/videos/${id}/${action}` });

describe('POST /videos/{id}/publish', () => {
  it('refuses a video without title, cover and video file, listing each under its field', async () => {
    const video = await createOne(t, token, 'videos', { serial_number: 'P-1' });
    const res = await act(video.id, 'publish');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'This cannot be published yet: fill in the fields marked below.',
      errors: { title: ['Needed to publish'], cover: ['Needed to publish'], video: ['Needed to publish'] },
    });
    expect((await t.call(token, { url: `${API}/videos/${video.id}` })).json().status).toBe('draft');
  });

  it('publishes now and dates it, with an audit row holding before and after', async () => {
    const video = await createOne(t, token, 'videos', { serial_number: 'P-2', title: 'Ready', ...ready });
    const res = await act(video.id, 'publish');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('published');
    expect(Date.now() - Date.parse(res.json().published_at)).toBeLessThan(60_000);
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'publish'), eq(auditLog.recordId, String(video.id))));
    expect(row).toMatchObject({ resource: 'videos', before: expect.objectContaining({ status: 'draft' }), after: expect.objectContaining({ status: 'published' }) });
  });

  it('schedules when publishedAt lies ahead, and hides', async () => {
    const video = await createOne(t, token, 'videos', { serial_number: 'P-3', title: 'Later', ...ready, published_at: '2099-05-01T08:00:00Z' });
    expect((await act(video.id, 'publish')).json()).toMatchObject({ status: 'scheduled', published_at: '2099-05-01T08:00:00.000Z' });
    expect((await act(video.id, 'hide')).json().status).toBe('hidden');
  });

  it('answers 404 for an unknown video and 403 without publish-videos', async () => {
    expect((await act(2147480000, 'publish')).statusCode).toBe(404);
    const editor = await staffWith(t, ['list-videos', 'edit-videos']);
    expect((await act(1, 'publish', await editor.token())).statusCode).toBe(403);
  });
});

describe('POST /videos/publish-many', () => {
  it('publishes all or none, naming the videos that need work', async () => {
    const good = await createOne(t, token, 'videos', { serial_number: 'B-1', title: 'Good', ...ready });
    const bad = await createOne(t, token, 'videos', { serial_number: 'B-2', title: 'No cover', video: ready.video });
    const refused = await t.call(token, { method: 'POST', url: `${API}/videos/publish-many`, payload: { ids: [good.id, bad.id] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ [bad.id]: ['cover'] });
    expect((await t.call(token, { url: `${API}/videos/${good.id}` })).json().status).toBe('draft');

    const done = await t.call(token, { method: 'POST', url: `${API}/videos/publish-many`, payload: { ids: [good.id] } });
    expect(done.json()).toEqual({ data: [good.id] });
    expect((await t.call(token, { url: `${API}/videos/${good.id}` })).json().status).toBe('published');
  });

  it('needs the batch permission besides publish-videos, and every id to exist', async () => {
    const publisher = await staffWith(t, ['publish-videos']);
    expect((await t.call(await publisher.token(), { method: 'POST', url: `${API}/videos/publish-many`, payload: { ids: [1] } })).statusCode).toBe(403);
    expect((await t.call(token, { method: 'POST', url: `${API}/videos/publish-many`, payload: { ids: [2147480000] } })).statusCode).toBe(404);
  });
});

describe('the scheduler', () => {
  it('publishes scheduled videos whose time has come, and only those', async () => {
    const due = await createOne(t, token, 'videos', { serial_number: 'S-1', title: 'Due', ...ready, published_at: '2099-01-01T00:00:00Z' });
    const later = await createOne(t, token, 'videos', { serial_number: 'S-2', title: 'Later', ...ready, published_at: '2099-06-01T00:00:00Z' });
    await act(due.id, 'publish');
    await act(later.id, 'publish');
    expect(await publishDueVideos(t.db, serverResource(videos).table, new Date('2099-02-01T00:00:00Z'))).toEqual([due.id]);
    expect((await t.call(token, { url: `${API}/videos/${due.id}` })).json().status).toBe('published');
    expect((await t.call(token, { url: `${API}/videos/${later.id}` })).json().status).toBe('scheduled');
  });
});
