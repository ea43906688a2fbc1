/**
 * Comments and their reports: posted and reported as the sites do, then listed, read, enabled,
 * disabled, banned from a report, rejected and deleted by staff, each route as no token, without
 * and with its permission; bad moves answer with a message on the field, and the reports page
 * groups reports by comment.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postComments, reportComment } from '../../../resources/comments/comments.server.ts';
import { commentReports } from '../../../resources/comments/reports.server.ts';
import { sites } from '../../../resources/sites/schema.ts';
import { users } from '../../../resources/users/schema.ts';
import { videos } from '../../../resources/videos/schema.ts';
import { auditLog } from '../../../server/db/system.ts';
import { serverResource } from '../../../server/registry.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { sampleRow, someRecordId } from '../helpers/records.ts';

let t: TTestApp;
let token: string;
let videoId: number;
let author: number;
let reporter: number;

const newUser = async (values: Record<string, unknown> = {}) => {
  const site = await someRecordId(t, sites);
  const [row] = await t.db.insert(serverResource(users).table).values({ ...sampleRow(users), site, status: 'active', commentingBanned: false, ...values }).returning();
  return row!.id as number;
};

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  videoId = await someRecordId(t, videos);
  author = await newUser();
  reporter = await newUser();
});
afterAll(() => t.close());

const newComment = async (text = 'Great episode!', by = author) => (await postComments(t.db, [{ user: by, video: videoId, comment: text }]))[0]!;
/** A reported comment, by an author of its own (a ban bars its author). */
const reported = async (text = 'Spam link here', reason = 'Spam') => {
  const id = await newComment(text, await newUser());
  await reportComment(t.db, { comment: id, reporter, reason });
  return id;
};
const as = (who: string | undefined, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.call(who, { method, url: `${API}/comments${path}`, ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}) });
const userRow = async (id: number) => (await t.db.select().from(serverResource(users).table).where(eq(serverResource(users).table.id, id)))[0]!;

describe('every route, by role', () => {
  const cases: { name: string; method: 'GET' | 'POST' | 'DELETE'; path: (id: number) => string; permissions: string[]; many?: boolean; hidden?: boolean }[] = [
    { name: 'list', method: 'GET', path: () => '', permissions: ['list-comments'] },
    { name: 'get', method: 'GET', path: (id) => `/${id}`, permissions: ['list-comments'] },
    { name: 'reports', method: 'GET', path: () => '/reports', permissions: ['list-comments'] },
    { name: 'enable', method: 'POST', path: (id) => `/${id}/enable`, permissions: ['enable-comments'], hidden: true },
    { name: 'disable', method: 'POST', path: (id) => `/${id}/disable`, permissions: ['disable-comments'] },
    { name: 'ban', method: 'POST', path: (id) => `/${id}/ban`, permissions: ['ban-comments'] },
    { name: 'reject-report', method: 'POST', path: (id) => `/${id}/reject-report`, permissions: ['reject-report-comments'] },
    { name: 'enable-many', method: 'POST', path: () => '/enable-many', permissions: ['enable-comments', 'batch-action-comments'], many: true, hidden: true },
    { name: 'disable-many', method: 'POST', path: () => '/disable-many', permissions: ['disable-comments', 'batch-action-comments'], many: true },
    { name: 'delete', method: 'DELETE', path: (id) => `/${id}`, permissions: ['delete-comments'] },
    { name: 'delete-many', method: 'POST', path: () => '/delete-many', permissions: ['delete-comments', 'batch-action-comments'], many: true },
  ];

  it.each(cases)('$name: 401 without a token, 403 without the permission, 200 with it', async ({ method, path, permissions, many, hidden }) => {
    const id = await reported();
    if (hidden) await as(token, 'POST', `/${id}/disable`);
    const payload = many ? { ids: [id] } : undefined;
    expect((await as(undefined, method, path(id), payload)).statusCode).toBe(401);
    expect((await as((await t.createAdmin(['list-supports'])).token, method, path(id), payload)).statusCode).toBe(403);
    if (many) expect((await as((await t.createAdmin(permissions.slice(0, 1))).token, method, path(id), payload)).statusCode).toBe(403);
    const res = await as((await t.createAdmin(permissions)).token, method, path(id), payload);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('has no create and no update', async () => {
    const id = await newComment();
    expect((await as(token, 'POST', '', { user: author, video: videoId, comment: 'x' })).statusCode).toBe(405);
    expect((await t.call(token, { method: 'PUT', url: `${API}/comments/${id}`, payload: { comment: 'edited' } })).statusCode).toBe(405);
  });
});

describe('decisions on reports', () => {
  it('bans a reported comment: hidden, its reports closed, its author barred from commenting, in one audited change', async () => {
    const by = await newUser();
    const [id] = await postComments(t.db, [{ user: by, video: videoId, comment: 'Buy followers at spam.example' }]);
    await reportComment(t.db, { comment: id!, reporter, reason: 'Spam' });
    await reportComment(t.db, { comment: id!, reporter: author, reason: 'Advertising' });
    expect((await as(token, 'GET', `/${id}`)).json()).toMatchObject({ report_status: 'reported', reports_count: 2, status: 'visible' });
    const res = await as(token, 'POST', `/${id}/ban`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'hidden', report_status: 'banned', reports_count: 0 });
    const reports = await t.db.select().from(commentReports).where(eq(commentReports.commentId, id!));
    expect(reports.map((r) => r.outcome)).toEqual(['banned', 'banned']);
    expect(reports.every((r) => r.closedAt instanceof Date)).toBe(true);
    expect((await userRow(by)).commentingBanned).toBe(true);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'ban'));
    expect(audits.filter((a) => (a.resource === 'comments' && a.recordId === String(id)) || (a.resource === 'users' && a.recordId === String(by)))).toHaveLength(2);
    // Barred: the author's next comment is refused, on the user field.
    await expect(postComments(t.db, [{ user: by, video: videoId, comment: 'Again' }])).rejects.toMatchObject({ statusCode: 422, errors: { user: ['resources.comments.errors.commenting_banned'] } });
    // A banned comment takes no more reports.
    await expect(reportComment(t.db, { comment: id!, reporter, reason: 'Still spam' })).rejects.toMatchObject({ statusCode: 409 });
  });

  it('lifts the ban on the user’s page (an edit of the flag), and the user may comment again', async () => {
    const by = await newUser();
    const [id] = await postComments(t.db, [{ user: by, video: videoId, comment: 'Rude words' }]);
    await reportComment(t.db, { comment: id!, reporter, reason: 'Abuse' });
    await as(token, 'POST', `/${id}/ban`);
    const lifted = await t.call(token, { method: 'PUT', url: `${API}/users/${by}`, payload: { commenting_banned: false }, headers: { 'if-match': (await t.call(token, { url: `${API}/users/${by}` })).headers.etag as string } });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().commenting_banned).toBe(false);
    expect(await postComments(t.db, [{ user: by, video: videoId, comment: 'Sorry about that' }])).toHaveLength(1);
  });

  it('rejects a report: the reports are closed as unfounded and the comment stays visible', async () => {
    const id = await reported('A fair criticism', 'I disagree');
    const res = await as(token, 'POST', `/${id}/reject-report`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'visible', report_status: 'rejected', reports_count: 0 });
    expect((await t.db.select().from(commentReports).where(eq(commentReports.commentId, id))).map((r) => r.outcome)).toEqual(['rejected']);
    expect((await userRow(author)).commentingBanned).toBe(false);
    // A new report brings it back to the inbox.
    await reportComment(t.db, { comment: id, reporter, reason: 'Spam after all' });
    expect((await as(token, 'GET', `/${id}`)).json()).toMatchObject({ report_status: 'reported', reports_count: 1 });
  });

  it('refuses a ban or a rejection without a report with 409 and a message under reportStatus, writing nothing', async () => {
    const id = await newComment('Nobody reported me');
    const ban = await as(token, 'POST', `/${id}/ban`);
    expect(ban.statusCode).toBe(409);
    expect(ban.json()).toEqual({ message: 'Only a reported comment can be banned.', errors: { report_status: ['Only a reported comment can be banned.'] } });
    const reject = await t.call(token, { method: 'POST', url: `${API}/comments/${id}/reject-report`, payload: {}, headers: { 'accept-language': 'zh-TW' } });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe('此評論沒有待處理的檢舉。');
    expect((await as(token, 'GET', `/${id}`)).json()).toMatchObject({ status: 'visible', report_status: 'none' });
    expect((await userRow(author)).commentingBanned).toBe(false);
    // A second ban of a banned comment is refused the same way.
    const other = await reported();
    expect((await as(token, 'POST', `/${other}/ban`)).statusCode).toBe(200);
    expect((await as(token, 'POST', `/${other}/ban`)).statusCode).toBe(409);
  });

  it('enables and disables by status, refusing a move to where it already is', async () => {
    const id = await newComment();
    expect((await as(token, 'POST', `/${id}/enable`)).json()).toEqual({ message: 'This comment is already visible.', errors: { status: ['This comment is already visible.'] } });
    expect((await as(token, 'POST', `/${id}/disable`)).json().status).toBe('hidden');
    expect((await as(token, 'POST', `/${id}/disable`)).statusCode).toBe(409);
    expect((await as(token, 'POST', `/${id}/enable`)).json().status).toBe('visible');
  });

  it('answers a deleted comment and an unknown id with 404 on every route; a delete takes its reports', async () => {
    const id = await reported();
    expect((await as(token, 'DELETE', `/${id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(commentReports).where(eq(commentReports.commentId, id))).toEqual([]);
    for (const target of [id, 2147483647]) {
      expect((await as(token, 'GET', `/${target}`)).statusCode).toBe(404);
      for (const action of ['enable', 'disable', 'ban', 'reject-report']) {
        const res = await as(token, 'POST', `/${target}/${action}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Not found');
      }
      expect((await as(token, 'DELETE', `/${target}`)).statusCode).toBe(404);
    }
    expect((await as(token, 'POST', '/disable-many', { ids: [id] })).statusCode).toBe(404);
    expect((await as(token, 'POST', '/abc/ban')).statusCode).toBe(400);
    expect((await as(token, 'POST', `/${id}/ban`, { reason: 'x' })).statusCode).toBe(422);
  });
});

describe('the list', () => {
  it('searches the text and filters by status, report status, video and user, newest first', async () => {
    const marker = `m${Date.now()}`;
    const otherVideo = (await t.db.insert(serverResource(videos).table).values({ ...sampleRow(videos), status: 'published' }).returning())[0]!.id as number;
    const a = await newComment(`${marker} first`);
    const [b] = await postComments(t.db, [{ user: reporter, video: otherVideo, comment: `${marker} second` }]);
    await reportComment(t.db, { comment: a, reporter, reason: 'Off topic' });
    await as(token, 'POST', `/${b}/disable`);
    const list = async (filter: object) => {
      const res = await as(token, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ q: marker, ...filter }))}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }[]).map((r) => r.id);
    };
    expect(await list({})).toEqual([b, a]);
    expect(await list({ report_status: 'reported' })).toEqual([a]);
    expect(await list({ status: 'hidden' })).toEqual([b]);
    expect(await list({ video: otherVideo })).toEqual([b]);
    expect(await list({ user: author })).toEqual([a]);
    expect(await list({ report_status: 'maybe' })).toEqual([]);
    const [row] = (await as(token, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ id: [a] }))}`)).json();
    expect(row).toMatchObject({ id: a, user: author, video: videoId, comment: `${marker} first`, report_status: 'reported', reports_count: 1 });
  });
});

describe('GET /comments/reports', () => {
  it('groups reports by comment with reporter, reason, date and count, the latest reported first', async () => {
    const first = await newComment('First reported');
    const second = await newComment('Second reported');
    const base = Date.now() + 60_000;
    await reportComment(t.db, { comment: first, reporter, reason: 'Spam', createdAt: new Date(base) });
    await reportComment(t.db, { comment: second, reporter: author, reason: 'Abuse', createdAt: new Date(base + 1000) });
    await reportComment(t.db, { comment: first, reporter: author, reason: 'Still spam', createdAt: new Date(base + 2000) });
    const res = await as(token, 'GET', `/reports?range=${encodeURIComponent('[0,1]')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toMatch(/^comments\/reports 0-1\/\d+$/);
    const [top, next] = res.json();
    const reporterName = (await userRow(reporter)).username;
    const authorName = (await userRow(author)).username;
    expect(top).toMatchObject({ id: first, comment: 'First reported', user: author, username: authorName, video: videoId, report_status: 'reported', count: 2, open_count: 2 });
    expect(top.reports).toEqual([
      expect.objectContaining({ reporter: author, reporter_name: authorName, reason: 'Still spam', outcome: null }),
      expect.objectContaining({ reporter, reporter_name: reporterName, reason: 'Spam', outcome: null }),
    ]);
    expect(new Date(top.reports[0].created_at).getTime()).toBe(base + 2000);
    expect(next).toMatchObject({ id: second, count: 1, reports: [expect.objectContaining({ reason: 'Abuse' })] });
    // Filtered by report status: a rejected comment's reports show with their outcome.
    await as(token, 'POST', `/${second}/reject-report`);
    const rejected = (await as(token, 'GET', `/reports?filter=${encodeURIComponent(JSON.stringify({ report_status: 'rejected', comment: second }))}`)).json();
    expect(rejected).toEqual([expect.objectContaining({ id: second, report_status: 'rejected', count: 1, open_count: 0, reports: [expect.objectContaining({ outcome: 'rejected' })] })]);
  });

  it('answers bad ranges and filters with 4xx and a message', async () => {
    expect((await as(token, 'GET', '/reports?range=nope')).statusCode).toBe(400);
    expect((await as(token, 'GET', `/reports?range=${encodeURIComponent('[5,1]')}`)).statusCode).toBe(400);
    const bad = await as(token, 'GET', `/reports?filter=${encodeURIComponent(JSON.stringify({ report_status: 'maybe' }))}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ report_status: ['Must be one of the listed values'] });
    expect((await as(token, 'GET', `/reports?filter=${encodeURIComponent(JSON.stringify({ secret: 1 }))}`)).statusCode).toBe(422);
  });
});
