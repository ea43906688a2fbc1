/** Banners (expired flag and filter, read-only clicks, links, drag order) and the fixed advertisement slots (no create, no delete). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_POSITIONS } from '../../../resources/advertisements/schema.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { createOne, query } from '../content/helpers.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call(token, { method, url: `${API}${url}`, payload });

describe('advertisements', () => {
  it('are the fixed slots, one per position', async () => {
    const list = (await call('GET', `/advertisements?${query({ range: [0, 99] })}`)).json() as { position: string }[];
    expect(list.map((a) => a.position).sort()).toEqual([...AD_POSITIONS].sort());
  });

  it('answer 405 to create and delete, with what is allowed', async () => {
    const created = await call('POST', '/advertisements', { name: 'New', position: 'footer' });
    expect(created.statusCode).toBe(405);
    expect(created.headers.allow).toBe('GET, HEAD');
    const [first] = (await call('GET', '/advertisements')).json() as { id: number }[];
    const deleted = await call('DELETE', `/advertisements/${first!.id}`);
    expect(deleted.statusCode).toBe(405);
    expect(deleted.headers.allow).toBe('GET, HEAD, PUT');
    expect((await call('POST', '/advertisements/delete-many', { ids: [first!.id] })).statusCode).not.toBe(200);
  });

  it('update their name, link and button position, never their slot', async () => {
    const [first] = (await call('GET', '/advertisements')).json() as { id: number }[];
    const res = await call('PUT', `/advertisements/${first!.id}`, { name: 'Spring sale', link: 'https://shop.example.com', cta_position: 'right' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Spring sale', cta_position: 'right' });
    expect((await call('PUT', `/advertisements/${first!.id}`, { position: 'footer' })).statusCode).toBe(422);
    expect((await call('PUT', `/advertisements/${first!.id}`, { link: 'javascript:alert(1)' })).statusCode).toBe(422);
  });
});

describe('banners', () => {
  it('mark and filter expired ones', async () => {
    await createOne(t, token, 'banners', { name: 'Old', position: 'home_hero', expired_at: '2020-01-01T00:00:00Z' });
    await createOne(t, token, 'banners', { name: 'Live', position: 'home_hero', expired_at: '2099-01-01T00:00:00Z' });
    await createOne(t, token, 'banners', { name: 'Forever', position: 'home_hero' });
    const names = async (filter: object) => ((await call('GET', `/banners?${query({ filter, sort: ['name', 'ASC'] })}`)).json() as { name: string }[]).map((b) => b.name);
    expect(await names({ expired: true })).toEqual(['Old']);
    expect(await names({ expired: false })).toEqual(['Forever', 'Live']);
  });

  it('never take clicks from a client, and take links as spec §5 allows', async () => {
    expect((await call('POST', '/banners', { name: 'X', position: 'footer', clicks: 5 })).statusCode).toBe(422);
    expect((await call('POST', '/banners', { name: 'X', position: 'checkout', link: 'ftp://x.example.com' })).statusCode).toBe(422);
    const ok = await createOne(t, token, 'banners', { name: 'Tel', position: 'checkout', link: 'tel:+1 555 0100' });
    expect(ok.clicks).toBe(0);
  });

  it('save a dragged order within a position, and refuse mixing positions', async () => {
    const a = await createOne(t, token, 'banners', { name: 'A', position: 'videos_top' });
    const b = await createOne(t, token, 'banners', { name: 'B', position: 'videos_top' });
    const other = await createOne(t, token, 'banners', { name: 'C', position: 'models_top' });
    expect((await call('POST', '/banners/reorder', { ids: [b.id, a.id] })).statusCode).toBe(200);
    const list = (await call('GET', `/banners?${query({ filter: { position: 'videos_top' } })}`)).json() as { name: string }[];
    expect(list.map((x) => x.name)).toEqual(['B', 'A']);
    expect((await call('POST', '/banners/reorder', { ids: [a.id, other.id] })).statusCode).toBe(422);
  });
});
