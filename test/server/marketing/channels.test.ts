/**
 * Channels: every route as no token, without and with its permission; one channel per UTM
 * identity, normalised; bad input answered 4xx on the field; archive and recover.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributionOf } from '../../../resources/channels/attribution.server.ts';
import { channels } from '../../../resources/channels/schema.ts';
import { serverResource } from '../../../server/registry.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';
import { caller, channelBody, createChannel, listQuery, type TMethod } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
});
afterAll(() => t.close());

describe('every route, by role', () => {
  const all = ['list-channels', 'create-channels', 'edit-channels', 'archive-channels', 'recover-channels', 'list-admins'];
  const cases: { name: string; method: TMethod; path: (id: number) => string; permissions: string[]; body?: () => object; ok: number; archived?: boolean }[] = [
    { name: 'list', method: 'GET', path: () => '/channels', permissions: ['list-channels'], ok: 200 },
    { name: 'get', method: 'GET', path: (id) => `/channels/${id}`, permissions: ['list-channels'], ok: 200 },
    { name: 'create', method: 'POST', path: () => '/channels', permissions: ['create-channels'], body: () => channelBody(), ok: 201 },
    { name: 'update', method: 'PUT', path: (id) => `/channels/${id}`, permissions: ['edit-channels'], body: () => ({ profit_sharing: 500 }), ok: 200 },
    { name: 'archive', method: 'POST', path: (id) => `/channels/${id}/archive`, permissions: ['archive-channels'], ok: 200 },
    { name: 'recover', method: 'POST', path: (id) => `/channels/${id}/recover`, permissions: ['recover-channels'], ok: 200, archived: true },
    { name: 'campaigns', method: 'GET', path: (id) => `/channels/${id}/campaigns`, permissions: ['list-channels'], ok: 200 },
    { name: 'admins', method: 'GET', path: (id) => `/channels/${id}/admins`, permissions: ['list-channels'], ok: 200 },
  ];

  it.each(cases)('$name: 401 without a token, 403 without $permissions, $ok with it', async ({ method, path, permissions, body, ok, archived }) => {
    const { id } = await createChannel(t, token);
    if (archived) expect((await call(token, 'POST', `/channels/${id}/archive`)).statusCode).toBe(200);
    expect((await call(undefined, method, path(id), body?.())).statusCode).toBe(401);
    const opening = method === 'GET' ? [...permissions, 'edit-channels'] : permissions;
    const without = await staffWith(t, all.filter((p) => !opening.includes(p)));
    expect((await call(await without.token(), method, path(id), body?.())).statusCode).toBe(403);
    const res = await call(await (await staffWith(t, permissions)).token(), method, path(id), body?.());
    expect(res.statusCode, res.body).toBe(ok);
  });
});

describe('a channel', () => {
  it('keeps every UTM value normalised, its type, its profit sharing in basis points and zero counts', async () => {
    const created = await createChannel(t, token, { utm_source: '  NewsLetter ', utm_medium: 'EMAIL', utm_term: 'Shoes', utm_content: 'hero', utm_id: 'N-42', type: 'email', profit_sharing: 3333 });
    expect((await call(token, 'GET', `/channels/${created.id}`)).json()).toMatchObject({
      utm_source: 'newsletter', utm_medium: 'email', utm_campaign: null, utm_term: 'shoes', utm_content: 'hero', utm_id: 'n-42',
      type: 'email', profit_sharing: 3333, campaigns_count: 0, admin_count: 0, disabled: false, archived: false,
    });
  });

  it('is one per UTM identity: a duplicate, in any case and spacing, is refused 409 naming the channel it collides with', async () => {
    const first = await createChannel(t, token, { utm_source: 'partnerx', utm_medium: 'referral', utm_campaign: 'fall' });
    const res = await call(token, 'POST', '/channels', channelBody({ utm_source: ' PartnerX', utm_medium: 'Referral ', utm_campaign: 'FALL' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.utm_source).toEqual([`Channel #${first.id} already has these UTM values`]);
    // Another term is another identity; an edit onto the first's identity is refused alike.
    const other = await createChannel(t, token, { utm_source: 'partnerx', utm_medium: 'referral', utm_campaign: 'fall', utm_term: 'boots' });
    const edit = await call(token, 'PUT', `/channels/${other.id}`, { utm_term: null });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errors.utm_source).toEqual([`Channel #${first.id} already has these UTM values`]);
    // Saving a channel unchanged is no clash with itself.
    expect((await call(token, 'PUT', `/channels/${first.id}`, { utm_source: 'partnerx' })).statusCode).toBe(200);
  });

  it('answers 4xx on the field for spaces, Unicode, over 200 characters and a profit share outside 0–100 %, never 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ utm_source: 'two words' }, 'utm_source', 'Letters, digits, “.”, “_”, “-” and “~” only (no spaces or accents)'],
      [{ utm_medium: 'café' }, 'utm_medium', 'Letters, digits, “.”, “_”, “-” and “~” only (no spaces or accents)'],
      [{ utm_term: '渠道' }, 'utm_term', 'Letters, digits, “.”, “_”, “-” and “~” only (no spaces or accents)'],
      [{ utm_content: 'a'.repeat(201) }, 'utm_content', 'Must be 200 characters or less'],
      [{ profit_sharing: 10001 }, 'profit_sharing', 'Must be a percentage from 0 % to 100 %'],
      [{ profit_sharing: -1 }, 'profit_sharing', 'Must be a percentage from 0 % to 100 %'],
      [{ profit_sharing: 12.5 }, 'profit_sharing', 'Must be a percentage with at most 2 decimals'],
      [{ type: 'tv' }, 'type', 'Must be one of the listed values'],
      [{ campaigns_count: 3 }, 'campaigns_count', 'Unknown field'],
    ];
    for (const [values, field, message] of cases) {
      const res = await call(token, 'POST', '/channels', channelBody(values));
      expect(res.statusCode, JSON.stringify(values)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().errors?.[field], JSON.stringify(values)).toEqual([message]);
    }
  });

  it.each([
    { locale: 'en', range: 'Must be a percentage from 0 % to 100 %', decimals: 'Must be a percentage with at most 2 decimals' },
    { locale: 'zh-TW', range: '須為 0% 至 100% 之間的百分比', decimals: '須為百分比，最多 2 位小數' },
    { locale: 'zh-CN', range: '须为 0% 至 100% 之间的百分比', decimals: '须为百分比，最多 2 位小数' },
  ])('in $locale, says a wrong profit share in percent as the form does, never in basis points, on create and edit', async ({ locale, range, decimals }) => {
    const channel = await createChannel(t, token);
    const cases: [unknown, string][] = [
      [10001, range],
      [-1, range],
      [12.5, decimals],
      ['12.5', decimals],
    ];
    for (const [value, message] of cases) {
      for (const [method, path] of [['POST', '/channels'], ['PUT', `/channels/${channel.id}`]] as const) {
        const res = await call(token, method, path, method === 'POST' ? channelBody({ profit_sharing: value }) : { profit_sharing: value }, { 'accept-language': locale });
        expect(res.statusCode, `${method} ${JSON.stringify(value)}`).toBe(422);
        expect(res.json().errors.profit_sharing, `${method} ${JSON.stringify(value)}`).toEqual([message]);
        expect(res.body).not.toMatch(/10000|10001/);
      }
    }
  });

  it('is archived and recovered: archived ones leave the default list, a filter shows them; archiving twice is refused', async () => {
    const channel = await createChannel(t, token);
    const archived = await call(token, 'POST', `/channels/${channel.id}/archive`);
    expect(archived.json()).toMatchObject({ archived: true });
    const again = await call(token, 'POST', `/channels/${channel.id}/archive`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.archived).toEqual(['This channel is already archived']);
    const ids = async (query: object) => ((await call(token, 'GET', `/channels?${listQuery(query)}`)).json() as { id: number }[]).map((c) => c.id);
    expect(await ids({ range: [0, 499] })).not.toContain(channel.id);
    expect(await ids({ filter: { archived: true }, range: [0, 499] })).toContain(channel.id);
    // References read it by id, archived or not.
    expect(await ids({ filter: { id: [channel.id] } })).toEqual([channel.id]);
    expect((await call(token, 'POST', `/channels/${channel.id}/recover`)).json()).toMatchObject({ archived: false });
    expect((await call(token, 'POST', `/channels/${channel.id}/recover`)).statusCode).toBe(409);
    expect(await ids({ range: [0, 499] })).toContain(channel.id);
  });

  it('answers 404 for a missing id and 400 for a non-digit one', async () => {
    expect((await call(token, 'GET', '/channels/999999')).statusCode).toBe(404);
    expect((await call(token, 'GET', '/channels/abc')).statusCode).toBe(400);
  });
});

describe('attribution against the stored channels', () => {
  it('finds the channel and campaign of a landing URL, whatever its case and extra parameters', async () => {
    const table = serverResource(channels).table;
    const channel = await createChannel(t, token, { utm_source: 'attrsrc', utm_medium: 'social' });
    const narrower = await createChannel(t, token, { utm_source: 'attrsrc', utm_medium: 'social', utm_content: 'story' });
    const campaign = await call(token, 'POST', `/channels/${channel.id}/campaigns`, { name: 'Story', utm_campaign: 'summer' });
    expect(campaign.statusCode).toBe(201);
    expect(await attributionOf(t.db, table, 'https://x.example.com/?UTM_SOURCE=AttrSrc&utm_medium=Social&utm_campaign=SUMMER&fbclid=1')).toEqual({
      channelId: channel.id, campaignId: campaign.json().id, archived: false,
    });
    expect((await attributionOf(t.db, table, '?utm_source=attrsrc&utm_medium=social&utm_content=story'))?.channelId).toBe(narrower.id);
    await call(token, 'POST', `/channels/${channel.id}/archive`);
    expect(await attributionOf(t.db, table, '?utm_source=attrsrc&utm_medium=social')).toMatchObject({ channelId: channel.id, archived: true });
    expect(await attributionOf(t.db, table, '?utm_source=unknown&utm_medium=social')).toBeNull();
    expect(await attributionOf(t.db, table, '/no-query')).toBeNull();
  });
});
