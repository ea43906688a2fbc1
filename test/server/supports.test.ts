/**
 * Support tickets as staff handle them: list, read, solve, archive, recover, reply and delete,
 * each as no token, as an admin without the permission and as one holding it. Tickets come in
 * through the public intake, as a site sends them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { send, siteWithKey } from './helpers/intake.ts';

let t: TTestApp;
let token: string;
let key: string;
let siteId: number;
beforeAll(async () => {
  t = await buildTestApp({ config: { publicPerIp: 10_000, publicPerKey: 10_000 } });
  token = await t.login();
  ({ key, id: siteId } = await siteWithKey(t, token));
});
afterAll(() => t.close());

const newTicket = async (values: Record<string, string> = {}) => {
  const res = await send(t, 'supports', key, { payload: { type: 'account', subject: 'Cannot log in', email: 'bo@example.com', message: 'My password stopped working.', ...values } });
  if (res.statusCode !== 201) throw new Error(`intake failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
};
const as = (who: string | undefined, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.call(who, { method, url: `${API}/supports${path}`, ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}) });
const statusOf = async (id: number) => (await as(token, 'GET', `/${id}`)).json().status as string;

describe('every route, by role', () => {
  const cases: { name: string; method: 'GET' | 'POST' | 'DELETE'; path: (id: number) => string; permissions: string[]; body?: object; ok: number }[] = [
    { name: 'list', method: 'GET', path: () => '', permissions: ['list-supports'], ok: 200 },
    { name: 'get', method: 'GET', path: (id) => `/${id}`, permissions: ['list-supports'], ok: 200 },
    { name: 'replies', method: 'GET', path: (id) => `/${id}/replies`, permissions: ['list-supports'], ok: 200 },
    { name: 'reply', method: 'POST', path: (id) => `/${id}/reply`, permissions: ['reply-supports'], body: { message: 'On it.' }, ok: 201 },
    { name: 'solve', method: 'POST', path: (id) => `/${id}/solve`, permissions: ['solve-supports'], ok: 200 },
    { name: 'archive', method: 'POST', path: (id) => `/${id}/archive`, permissions: ['archive-supports'], ok: 200 },
    { name: 'solve-many', method: 'POST', path: () => '/solve-many', permissions: ['solve-supports', 'batch-action-supports'], ok: 200 },
    { name: 'archive-many', method: 'POST', path: () => '/archive-many', permissions: ['archive-supports', 'batch-action-supports'], ok: 200 },
    { name: 'delete', method: 'DELETE', path: (id) => `/${id}`, permissions: ['delete-supports'], ok: 200 },
    { name: 'delete-many', method: 'POST', path: () => '/delete-many', permissions: ['delete-supports', 'batch-action-supports'], ok: 200 },
  ];

  it.each(cases)('$name: 401 without a token, 403 without the permission, $ok with it', async ({ method, path, permissions, body, ok }) => {
    const id = await newTicket();
    const payload = body ?? (path(id).endsWith('-many') ? { ids: [id] } : undefined);
    expect((await as(undefined, method, path(id), payload)).statusCode).toBe(401);
    const without = await t.createAdmin(['list-sites']);
    expect((await as(without.token, method, path(id), payload)).statusCode).toBe(403);
    if (permissions.length > 1) {
      const partly = await t.createAdmin(permissions.slice(0, 1));
      expect((await as(partly.token, method, path(id), payload)).statusCode).toBe(403);
    }
    const holder = await t.createAdmin(permissions);
    const res = await as(holder.token, method, path(id), payload);
    expect(res.statusCode, res.body).toBe(ok);
  });

  it('recover: 401, 403, then 200 from archived', async () => {
    const id = await newTicket();
    await as(token, 'POST', `/${id}/archive`);
    expect((await as(undefined, 'POST', `/${id}/recover`)).statusCode).toBe(401);
    expect((await as((await t.createAdmin(['archive-supports'])).token, 'POST', `/${id}/recover`)).statusCode).toBe(403);
    const res = await as((await t.createAdmin(['recover-supports'])).token, 'POST', `/${id}/recover`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('open');
  });

  it('offers no create and no update: tickets come from the sites only', async () => {
    expect((await as(token, 'POST', '', { type: 'account', subject: 'x', email: 'a@example.com', message: 'x' })).statusCode).toBe(405);
    const id = await newTicket();
    expect((await t.call(token, { method: 'PUT', url: `${API}/supports/${id}`, payload: { status: 'solved' } })).statusCode).toBe(405);
  });
});

describe('status moves', () => {
  it('solves an open ticket, archives it, recovers it to open', async () => {
    const id = await newTicket();
    expect((await as(token, 'POST', `/${id}/solve`)).json().status).toBe('solved');
    expect((await as(token, 'POST', `/${id}/archive`)).json().status).toBe('archived');
    expect((await as(token, 'POST', `/${id}/recover`)).json().status).toBe('open');
    expect((await as(token, 'POST', `/${id}/archive`)).json().status).toBe('archived');
  });

  it('answers a move not allowed from the current status with 409 and a message under status', async () => {
    const id = await newTicket();
    const recoverOpen = await as(token, 'POST', `/${id}/recover`);
    expect(recoverOpen.statusCode).toBe(409);
    expect(recoverOpen.json()).toEqual({ message: 'Only an archived ticket can be recovered.', errors: { status: ['Only an archived ticket can be recovered.'] } });
    await as(token, 'POST', `/${id}/solve`);
    expect((await as(token, 'POST', `/${id}/solve`)).json().message).toBe('Only an open ticket can be solved.');
    await as(token, 'POST', `/${id}/archive`);
    const again = await as(token, 'POST', `/${id}/archive`, undefined);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This ticket is already archived.');
    const solveArchived = await t.call(token, { method: 'POST', url: `${API}/supports/${id}/solve`, payload: {}, headers: { 'accept-language': 'zh-TW' } });
    expect(solveArchived.json().message).toBe('只有待處理的工單可以標記為已解決。');
    expect(await statusOf(id)).toBe('archived');
  });

  it('moves a selection all or nothing', async () => {
    const open = await newTicket();
    const archived = await newTicket();
    await as(token, 'POST', `/${archived}/archive`);
    const refused = await as(token, 'POST', '/solve-many', { ids: [open, archived] });
    expect(refused.statusCode).toBe(409);
    expect(await statusOf(open)).toBe('open');
    const other = await newTicket();
    expect((await as(token, 'POST', '/solve-many', { ids: [open, other] })).statusCode).toBe(200);
    expect([await statusOf(open), await statusOf(other)]).toEqual(['solved', 'solved']);
  });

  it('answers a deleted or unknown ticket with 404, a malformed id with 400, an action body with 422', async () => {
    const id = await newTicket();
    expect((await as(token, 'DELETE', `/${id}`)).statusCode).toBe(200);
    for (const path of [`/${id}`, `/${id}/replies`]) expect((await as(token, 'GET', path)).statusCode).toBe(404);
    for (const action of ['solve', 'archive', 'recover']) {
      const res = await as(token, 'POST', `/${id}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Not found');
    }
    expect((await as(token, 'POST', `/${id}/reply`, { message: 'Hello?' })).statusCode).toBe(404);
    expect((await as(token, 'DELETE', `/${id}`)).statusCode).toBe(404);
    expect((await as(token, 'GET', '/abc')).statusCode).toBe(400);
    expect((await as(token, 'POST', '/0/solve')).statusCode).toBe(400);
    const other = await newTicket();
    expect((await as(token, 'POST', `/${other}/solve`, { status: 'archived' })).statusCode).toBe(422);
  });
});

describe('the conversation', () => {
  it('keeps staff replies on the ticket, oldest first, with who wrote them', async () => {
    const id = await newTicket();
    const staff = await t.createAdmin(['reply-supports', 'list-supports']);
    const first = await as(staff.token, 'POST', `/${id}/reply`, { message: '  Have you tried a reset?  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Have you tried a reset?', admin_id: staff.id, admin_name: staff.username });
    await as(token, 'POST', `/${id}/reply`, { message: 'Reset sent.' });
    const replies = (await as(staff.token, 'GET', `/${id}/replies`)).json().data as { message: string }[];
    expect(replies.map((r) => r.message)).toEqual(['Have you tried a reset?', 'Reset sent.']);
    expect((await as(token, 'GET', `/${id}`)).json().replies_count).toBe(2);
  });

  it('takes replies on open and solved tickets, refuses them on an archived one (409, message under the field), and checks the text', async () => {
    const id = await newTicket();
    await as(token, 'POST', `/${id}/solve`);
    expect((await as(token, 'POST', `/${id}/reply`, { message: 'Glad it works.' })).statusCode).toBe(201);
    await as(token, 'POST', `/${id}/archive`);
    const refused = await as(token, 'POST', `/${id}/reply`, { message: 'One more thing' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This ticket is archived: recover it before replying.',
      errors: { message: ['This ticket is archived: recover it before replying.'] },
    });
    await as(token, 'POST', `/${id}/recover`);
    expect((await as(token, 'POST', `/${id}/reply`, { message: '   ' })).json().errors).toEqual({ message: ['Required'] });
    expect((await as(token, 'POST', `/${id}/reply`, { message: 'x'.repeat(5001) })).json().errors).toEqual({ message: ['Must be 5000 characters or less'] });
    expect((await as(token, 'POST', `/${id}/reply`, { message: 'Hi', cc: 'x@example.com' })).json().errors).toEqual({ cc: ['Unknown field'] });
    expect((await as(token, 'POST', `/${id}/reply`, {})).statusCode).toBe(422);
    expect((await as(token, 'GET', `/${id}/replies`)).json().data).toHaveLength(1);
  });

  it('mails each reply to the customer through the outbox, in the ticket’s language, and mails none when the reply is refused', async () => {
    const id = await newTicket({ email: 'mei@example.com', subject: '無法登入', language: 'zh-TW' });
    expect((await as(token, 'POST', `/${id}/reply`, { message: '請重設密碼後再試。' })).statusCode).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ q: 'mei@example.com' }));
    const mails = (await t.call(token, { url: `${API}/mails?filter=${filter}` })).json() as { id: number }[];
    expect(mails).toEqual([expect.objectContaining({ to: 'mei@example.com', subject: '回覆：無法登入', locale: 'zh-TW' })]);
    expect((await t.call(token, { url: `${API}/mails/${mails[0]!.id}` })).json().body).toContain('請重設密碼後再試。');
    await as(token, 'POST', `/${id}/archive`);
    expect((await as(token, 'POST', `/${id}/reply`, { message: 'Ignored' })).statusCode).toBe(409);
    expect((await t.call(token, { url: `${API}/mails?filter=${filter}` })).json()).toHaveLength(1);
  });

  it('records each reply in the audit log', async () => {
    const id = await newTicket();
    await as(token, 'POST', `/${id}/reply`, { message: 'Audited reply' });
    const filter = encodeURIComponent(JSON.stringify({ resource: 'supports', action: 'reply' }));
    const logs = (await t.call(token, { url: `${API}/audit_logs?filter=${filter}&range=[0,499]` })).json() as { record_id: string }[];
    expect(logs.map((log) => log.record_id)).toContain(String(id));
  });
});

describe('the list', () => {
  it('filters by the customer’s language, one or several', async () => {
    const marker = `l${Date.now()}`;
    const en = await newTicket({ subject: `${marker} English`, language: 'en' });
    const tw = await newTicket({ subject: `${marker} 繁體`, language: 'zh-TW' });
    const cn = await newTicket({ subject: `${marker} 简体`, language: 'zh-CN' });
    const list = async (language: unknown) => {
      const res = await as(token, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ q: marker, language }))}&sort=${encodeURIComponent('["id","ASC"]')}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }[]).map((r) => r.id);
    };
    expect(await list('zh-TW')).toEqual([tw]);
    expect(await list(['en', 'zh-CN'])).toEqual([en, cn]);
    expect(await list('fr')).toEqual([]);
  });

  it('filters by status, type and text, and sorts', async () => {
    const marker = `m${Date.now()}`;
    const a = await newTicket({ type: 'billing', subject: `${marker} Alpha refund` });
    const b = await newTicket({ type: 'playback', subject: `${marker} Beta buffering` });
    const c = await newTicket({ type: 'billing', subject: `${marker} Gamma invoice`, email: `${marker}@example.org` });
    await as(token, 'POST', `/${c}/solve`);
    const list = async (filter: object, sort = '["id","ASC"]') =>
      ((await as(token, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ q: marker, ...filter }))}&sort=${encodeURIComponent(sort)}`)).json() as { id: number }[]).map((r) => r.id);
    expect(await list({})).toEqual([a, b, c]);
    expect(await list({ status: 'open' })).toEqual([a, b]);
    expect(await list({ type: 'billing' })).toEqual([a, c]);
    expect(await list({ status: ['solved'], type: 'billing' })).toEqual([c]);
    expect(await list({}, '["subject","DESC"]')).toEqual([c, b, a]);
    const byEmail = await as(token, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ q: `${marker}@example` }))}`);
    expect(byEmail.json().map((r: { id: number }) => r.id)).toEqual([c]);
    expect(await list({ status: 'lost' })).toEqual([]);
    expect((await as(token, 'GET', `?sort=${encodeURIComponent('["message","ASC"]')}`)).statusCode).toBe(400);
  });
});

describe('the customer of a ticket', () => {
  it('is the user of the sending site with the ticket’s address, whatever its case; a stranger’s or another site’s ticket has none; a user’s tickets are a filter', async () => {
    const user = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site: siteId, username: 'ticket.owner', email: 'Ticket.Owner@example.com' } });
    expect(user.statusCode, user.body).toBe(201);
    const userId = user.json().id as number;
    const own = await newTicket({ email: 'ticket.owner@EXAMPLE.com' });
    const stranger = await newTicket({ email: 'nobody@example.com' });
    const other = await siteWithKey(t, token);
    const elsewhere = await send(t, 'supports', other.key, { payload: { type: 'account', subject: 'Hi', email: 'ticket.owner@example.com', message: 'From the other site.' } });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect((await as(token, 'GET', `/${own}`)).json().user).toBe(userId);
    expect((await as(token, 'GET', `/${stranger}`)).json().user).toBeNull();
    expect((await as(token, 'GET', `/${elsewhere.json().id}`)).json().user).toBeNull();
    const listed = (await as(token, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ user: userId }))}`)).json() as { id: number }[];
    expect(listed.map((ticket) => ticket.id)).toEqual([own]);
  });
});
