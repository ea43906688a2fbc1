/** Models (social links validated, video count computed from the links) and posts (sticky first, publishing dates them). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';
import { createOne, query } from './helpers.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('models', () => {
  it('keeps every field, validates social links, and counts videos from the links', async () => {
    const model = await createOne(t, token, 'models', {
      name: 'Lena Park',
      gender: 'female',
      birthday: '1998-04-12',
      birth_place: 'Busan',
      height_feet: 5,
      height_inches: 7,
      weight: 121,
      chest: 34,
      waist: 24,
      hips: 35,
      measurement: '34B-24-35',
      social_links: [{ platform: 'instagram', url: 'https://instagram.com/lena' }, { platform: 'other', url: 'mailto:agent@example.com' }],
      is_popular: true,
      introduction: '<p onclick="x()">Hi</p>',
    });
    expect(model).toMatchObject({ videos_count: 0, introduction: '<p>Hi</p>', social_links: [{ platform: 'instagram' }, { platform: 'other' }] });
    await createOne(t, token, 'videos', { serial_number: 'M-1', models: [model.id] });
    await createOne(t, token, 'videos', { serial_number: 'M-2', models: [model.id] });
    expect((await t.call(token, { url: `${API}/models/${model.id}` })).json().videos_count).toBe(2);
    const sorted = await t.call(token, { url: `${API}/models?${query({ sort: ['videos_count', 'DESC'] })}` });
    expect(sorted.json()[0]).toMatchObject({ id: model.id, videos_count: 2 });
  });

  it('refuses a javascript: or ftp link, an unknown platform, and a typed video count', async () => {
    const res = await t.call(token, {
      method: 'POST',
      url: `${API}/models`,
      payload: { name: 'X', social_links: [{ platform: 'instagram', url: 'javascript:alert(1)' }], videos_count: 9 },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['social_links.0.url', 'videos_count']);
    for (const links of [[{ platform: 'myspace', url: 'https://x.y' }], [{ platform: 'x', url: 'ftp://x.y/a' }], 'https://x.y']) {
      expect((await t.call(token, { method: 'POST', url: `${API}/models`, payload: { name: 'Y', social_links: links } })).statusCode).toBe(422);
    }
  });
});

describe('posts', () => {
  it('lists sticky posts first whatever the sort', async () => {
    await createOne(t, token, 'posts', { title: 'Alpha' });
    await createOne(t, token, 'posts', { title: 'Zulu', is_sticky: true });
    await createOne(t, token, 'posts', { title: 'Mike' });
    const res = await t.call(token, { url: `${API}/posts?${query({ sort: ['title', 'ASC'] })}` });
    expect(res.json().map((p: { title: string }) => p.title)).toEqual(['Zulu', 'Alpha', 'Mike']);
  });

  it('publishing sets publishedAt when empty and keeps it when set; unpublish goes back to draft', async () => {
    const fresh = await createOne(t, token, 'posts', { title: 'Fresh' });
    const published = await t.call(token, { method: 'POST', url: `${API}/posts/${fresh.id}/publish` });
    expect(published.json()).toMatchObject({ status: 'published' });
    expect(Date.now() - Date.parse(published.json().published_at)).toBeLessThan(60_000);
    const dated = await createOne(t, token, 'posts', { title: 'Dated', published_at: '2025-03-01T09:00:00Z' });
    expect((await t.call(token, { method: 'POST', url: `${API}/posts/${dated.id}/publish` })).json().published_at).toBe('2025-03-01T09:00:00.000Z');
    expect((await t.call(token, { method: 'POST', url: `${API}/posts/${dated.id}/unpublish` })).json().status).toBe('draft');
  });

  it('refuses status in the body and publishing without publish-posts', async () => {
    expect((await t.call(token, { method: 'POST', url: `${API}/posts`, payload: { title: 'S', status: 'published' } })).statusCode).toBe(422);
    const editor = await staffWith(t, ['edit-posts']);
    expect((await t.call(await editor.token(), { method: 'POST', url: `${API}/posts/1/publish` })).statusCode).toBe(403);
  });
});
