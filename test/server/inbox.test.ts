/**
 * The moderation inbox: everything awaiting a decision across the resources that declare an inbox
 * (reported comments, open tickets, new cooperation requests), oldest first, each only to who may
 * list its resource; decided through the resources' own routes, after which it leaves the inbox.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postComments, reportComment } from '../../resources/comments/comments.server.ts';
import { supports } from '../../resources/supports/schema.ts';
import { cooperations } from '../../resources/cooperations/schema.ts';
import { sites } from '../../resources/sites/schema.ts';
import { users } from '../../resources/users/schema.ts';
import { videos } from '../../resources/videos/schema.ts';
import { defineResource } from '../../resources/define.ts';
import { serverResource } from '../../server/registry.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { sampleRow, someRecordId } from './helpers/records.ts';
import { send, siteWithKey } from './helpers/intake.ts';

let t: TTestApp;
let token: string;
let key: string;
const ids: Record<string, number> = {};

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
const backdate = async (resource: typeof supports | typeof cooperations, id: number, minutesAgo: number) => {
  const { table } = serverResource(resource);
  await t.db.update(table).set({ createdAt: at(minutesAgo) }).where(eq(table.id, id));
};

beforeAll(async () => {
  t = await buildTestApp({ config: { publicPerIp: 10_000, publicPerKey: 10_000 } });
  token = await t.login();
  ({ key } = await siteWithKey(t, token));
  const site = await someRecordId(t, sites);
  const [author, reporter] = await t.db.insert(serverResource(users).table).values([0, 1].map(() => ({ ...sampleRow(users), site, commentingBanned: false }))).returning();
  const video = await someRecordId(t, videos);
  const [reportedId, quietId] = await postComments(t.db, [
    { user: author!.id as number, video, comment: 'Spam link', createdAt: at(500) },
    { user: author!.id as number, video, comment: 'Nice', createdAt: at(400) },
  ]);
  // Waiting since its first report (30 minutes ago), not since it was written.
  await reportComment(t.db, { comment: reportedId!, reporter: reporter!.id as number, reason: 'Spam', createdAt: at(30) });
  ids.comment = reportedId!;
  ids.quiet = quietId!;
  ids.support = (await send(t, 'supports', key, { payload: { type: 'billing', subject: 'Charged twice', email: 'a@example.com', message: 'Please refund.' } })).json().id;
  await backdate(supports, ids.support!, 60);
  ids.cooperation = (await send(t, 'cooperations', key, { payload: { subject: 'Partnership', name: 'Mei', email: 'm@example.com', message: 'Hello' } })).json().id;
  await backdate(cooperations, ids.cooperation!, 10);
  ids.solved = (await send(t, 'cooperations', key, { payload: { subject: 'Old one', name: 'Bo', email: 'b@example.com', message: 'Hi' } })).json().id;
  await t.call(token, { method: 'POST', url: `${API}/cooperations/${ids.solved}/solve`, payload: {} });
});
afterAll(() => t.close());

const inbox = (who: string | undefined, query = '') => t.call(who, { method: 'GET', url: `${API}/inbox${query}` });

describe('GET /inbox', () => {
  it('lists what awaits a decision across resources, oldest first, with the total and the count per resource', async () => {
    const res = await inbox(token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((item: { resource: string; id: number }) => [item.resource, item.id])).toEqual([
      ['supports', ids.support],
      ['comments', ids.comment],
      ['cooperations', ids.cooperation],
    ]);
    expect(body.data[1]).toMatchObject({ title: 'Spam link', summary: 'Spam link' });
    expect(body.data[0]).toMatchObject({ title: 'Charged twice', summary: 'Please refund.' });
    expect(body).toMatchObject({ total: 3, counts: { comments: 1, supports: 1, cooperations: 1 } });
  });

  it('shows each item only to who may list its resource', async () => {
    const commentsOnly = (await t.createAdmin(['list-comments'])).token;
    const res = (await inbox(commentsOnly)).json();
    expect(res.data.map((item: { resource: string }) => item.resource)).toEqual(['comments']);
    expect(res).toMatchObject({ total: 1, counts: { comments: 1 } });
    expect(res.counts.supports).toBeUndefined();
  });

  it('lists one resource’s items on asking, still counting every resource; one the caller may not list answers 403', async () => {
    const res = (await inbox(token, '?resource=cooperations')).json();
    expect(res.data.map((item: { resource: string; id: number }) => [item.resource, item.id])).toEqual([['cooperations', ids.cooperation]]);
    expect(res).toMatchObject({ total: 1, counts: { comments: 1, supports: 1, cooperations: 1 } });
    const commentsOnly = (await t.createAdmin(['list-comments'])).token;
    expect((await inbox(commentsOnly, '?resource=supports')).statusCode).toBe(403);
    const unknown = await inbox(token, '?resource=tags');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ resource: ['Must be one of the listed values'] });
  });

  it('answers 401 without a token and 403 to who may list none of them', async () => {
    expect((await inbox(undefined)).statusCode).toBe(401);
    expect((await inbox((await t.createAdmin(['list-tags'])).token)).statusCode).toBe(403);
  });

  it('pages by range, up to 500 items; a bad range answers 400 with a message', async () => {
    const page = (range: string) => inbox(token, `?range=${encodeURIComponent(range)}`);
    expect((await page('[0,0]')).json()).toMatchObject({ data: [{ resource: 'supports' }], total: 3 });
    expect((await page('[1,2]')).json().data.map((item: { resource: string }) => item.resource)).toEqual(['comments', 'cooperations']);
    const tooMany = await page('[0,500]');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ range: ['At most 500 items'] });
    for (const bad of ['[2,1]', '[-1,3]', 'x', '[0]']) expect((await page(bad)).statusCode, bad).toBe(400);
    expect((await inbox(token, '?other=1')).statusCode).toBe(400);
  });

  it('loses an item once decided through its resource’s route, which checks its own permission', async () => {
    const lister = (await t.createAdmin(['list-comments', 'list-supports'])).token;
    expect((await t.call(lister, { method: 'POST', url: `${API}/comments/${ids.comment}/reject-report`, payload: {} })).statusCode).toBe(403);
    expect((await t.call(token, { method: 'POST', url: `${API}/comments/${ids.comment}/reject-report`, payload: {} })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'POST', url: `${API}/supports/${ids.support}/solve`, payload: {} })).statusCode).toBe(200);
    const after = (await inbox(token)).json();
    expect(after.data.map((item: { resource: string; id: number }) => [item.resource, item.id])).toEqual([['cooperations', ids.cooperation]]);
    expect(after.total).toBe(1);
  });
});

describe('the inbox declaration', () => {
  const base = { name: 'things', area: 'content', path: '/things', routes: { list: '' }, fields: { status: { type: 'enum', values: ['a', 'b'] } }, list: ['status'], sort: { field: 'id', order: 'ASC' }, title: 'id' } as const;
  it('refuses a decision that is no action of the resource, a reserved key and a key used twice', () => {
    const inboxOf = (decisions: { action: string; key: string }[], operations: ('list' | 'delete')[] = ['list']) =>
      () => defineResource({ ...base, operations, actions: { close: {} }, inbox: { when: { status: ['a'] }, decisions } });
    expect(inboxOf([{ action: 'open', key: 'o' }])).toThrow(/no action/);
    expect(inboxOf([{ action: 'delete', key: 'd' }])).toThrow(/no action/);
    expect(inboxOf([{ action: 'close', key: 'j' }])).toThrow(/one letter/);
    expect(inboxOf([{ action: 'close', key: 'c' }, { action: 'delete', key: 'c' }], ['list', 'delete'])).toThrow(/one letter/);
    expect(inboxOf([{ action: 'close', key: 'c' }, { action: 'delete', key: 'd' }], ['list', 'delete'])()).toHaveProperty('inbox');
  });
});
