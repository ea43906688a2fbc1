/**
 * SECURITY 34–36: every write and auth event leaves an audit row in the write's own
 * transaction, so that a failed audit undoes the write; the server log holds no secret; and
 * nothing rewrites the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { resources } from '../../../resources/index.ts';
import { tags } from '../../../resources/tags/schema.ts';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { admins, auditLog } from '../../../server/db/system.ts';
import { serverResource } from '../../../server/registry.ts';
import { API, adminRow, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { codeFor, secretFrom } from '../helpers/otp.ts';

const tagTable = serverResource(tags).table;
const IP = '10.40.0.7';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const trailOf = (recordId: number | string, resource = 'tags') =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, String(recordId))))
    .orderBy(auditLog.id);

const auditCount = async () => Number(((await t.db.select({ n: count() }).from(auditLog)) as [{ n: number }])[0].n);

const tagNamed = async (name: string) => t.db.select().from(tagTable).where(eq(tagTable.name, name));

describe('the audit trail (34)', () => {
  it('records actor, address, action, target, before and after for every write', async () => {
    const staff = await t.createAdmin(['create-tags', 'edit-tags', 'delete-tags', 'batch-action-tags']);
    const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.call(staff.token, { method, url: `${API}/tags${url}`, payload, remoteAddress: IP });

    const { id } = (await as('POST', '', { name: 'Audited', sort: 1 })).json();
    await as('PUT', `/${id}`, { sort: 2 });
    await as('DELETE', `/${id}`);
    const trail = await trailOf(id);
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    for (const row of trail) expect(row).toMatchObject({ adminId: staff.id, ip: IP, resource: 'tags', recordId: String(id) });
    expect(trail[0]).toMatchObject({ before: null, after: { name: 'Audited', sort: 1 } });
    expect(trail[1]).toMatchObject({ before: { sort: 1 }, after: { sort: 2 } });
    expect(trail[2]).toMatchObject({ before: { name: 'Audited', sort: 2 }, after: null });

    const ids = await Promise.all(['Bulk 1', 'Bulk 2'].map(async (name) => (await as('POST', '', { name })).json().id as number));
    await as('POST', '/delete-many', { ids });
    const bulk = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'delete'), inArray(auditLog.recordId, ids.map(String))));
    expect(bulk).toHaveLength(2);
  });

  it('records logins, failed logins, logouts, profile and password changes', async () => {
    const staff = await t.createAdmin([], { password: 'Audit-pass-1' });
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: staff.username, password }, remoteAddress: IP });
    await login('Wrong-pass-1');
    const token = (await login('Audit-pass-1')).json().access_token;
    await t.call(token, { method: 'PUT', url: `${API}/auth/me`, payload: { name: 'Audited' }, remoteAddress: IP });
    const payload = { current_password: 'Audit-pass-1', password: 'Audit-pass-2' };
    const fresh = (await t.call(token, { method: 'POST', url: `${API}/auth/password`, payload, remoteAddress: IP })).json().access_token;
    await t.call(fresh, { method: 'POST', url: `${API}/logout`, remoteAddress: IP });
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.adminId, staff.id)).orderBy(auditLog.id);
    // createAdmin's own login comes first.
    expect(trail.map((a) => a.action)).toEqual(['login', 'login_failed', 'login', 'update_profile', 'change_password', 'logout']);
    expect(trail.slice(1).every((a) => a.ip === IP)).toBe(true);
    expect(JSON.stringify(trail)).not.toMatch(/Audit-pass|argon2/);
  });

  describe('when the audit row cannot be written', () => {
    // A constraint that refuses the audit row of any tag named `doomed…`: the write before it must be undone.
    beforeAll(async () => {
      await t.db.execute(sql.raw(`alter table audit_log add constraint audit_refuses_doomed
        check (coalesce(after->>'name', before->>'name', '') not like 'doomed%')`));
    });
    afterAll(async () => {
      await t.db.execute(sql.raw('alter table audit_log drop constraint audit_refuses_doomed'));
    });

    const refused = (res: { statusCode: number; json: () => unknown }) => {
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    };

    it('a create leaves no row and no audit', async () => {
      const token = await t.login();
      const before = await auditCount();
      refused(await t.call(token, { method: 'POST', url: `${API}/tags`, payload: { name: 'doomed create' } }));
      expect(await tagNamed('doomed create')).toEqual([]);
      expect(await auditCount()).toBe(before);
    });

    it('an update and a delete leave the row as it was', async () => {
      const token = await t.login();
      const { id } = (await t.call(token, { method: 'POST', url: `${API}/tags`, payload: { name: 'Survivor', sort: 3 } })).json();
      const [doomed] = await t.db.insert(tagTable).values({ name: 'doomed delete' }).returning();
      const before = await auditCount();

      refused(await t.call(token, { method: 'PUT', url: `${API}/tags/${id}`, payload: { name: 'doomed update', sort: 9 } }));
      expect(await tagNamed('Survivor')).toMatchObject([{ id, sort: 3 }]);

      refused(await t.call(token, { method: 'DELETE', url: `${API}/tags/${doomed!.id}` }));
      expect(await tagNamed('doomed delete')).toHaveLength(1);

      refused(await t.call(token, { method: 'POST', url: `${API}/tags/delete-many`, payload: { ids: [id, doomed!.id] } }));
      expect(await tagNamed('Survivor')).toHaveLength(1);
      expect(await tagNamed('doomed delete')).toHaveLength(1);
      expect(await auditCount()).toBe(before);
    });

    it('a login records no last login and issues no token', async () => {
      const staff = await t.createAdmin([], { password: 'Audit-pass-3' });
      const before = await adminRow(t.db, staff.id);
      await t.db.execute(sql.raw(`alter table audit_log add constraint audit_refuses_login check (not (action = 'login' and admin_id = ${staff.id})) not valid`));
      try {
        const res = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: staff.username, password: 'Audit-pass-3' } });
        refused(res);
        expect(res.body).not.toContain('access_token');
        expect(await adminRow(t.db, staff.id)).toEqual(before);
      } finally {
        await t.db.execute(sql.raw('alter table audit_log drop constraint audit_refuses_login'));
      }
    });
  });
});

describe('the server log (35)', () => {
  it('never holds passwords, tokens, Authorization headers or cookies', async () => {
    // The app's own logger configuration, at its most talkative, writing where the test can read it.
    const lines: string[] = [];
    const app = await buildApp({
      database: t.database,
      config: { ...loadConfig({}), logLevel: 'trace' },
      jwtSecret: 'test-secret',
      serveApp: false,
      logStream: { write: (line: string) => lines.push(line) },
    });
    await app.ready();
    const password = 'Logged-pass-8817';
    const newPassword = 'Renewed-pass-5523';
    const { username } = await t.createAdmin([], { password });
    const login = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: `${API}/login`, payload: body });

    await login({ username, password: 'Wrong-pass-7741' });
    await login({ username, password, extra: 'Extra-secret-3310' });
    const token = (await login({ username, password })).json().access_token as string;
    const headers = { authorization: `Bearer ${token}`, cookie: 'session=Cookie-secret-9902' };
    await app.inject({ url: `${API}/auth/me`, headers });
    await app.inject({ url: `${API}/tags?filter=${encodeURIComponent('{"q":"x"}')}`, headers });
    const changed = await app.inject({
      method: 'POST',
      url: `${API}/auth/password`,
      headers,
      payload: { current_password: password, password: newPassword },
    });
    const newToken = changed.json().access_token as string;
    await app.inject({ method: 'POST', url: `${API}/logout`, headers: { authorization: `Bearer ${newToken}` } });

    await app.close();
    const log = lines.join('');
    expect(log).toContain(`${API}/login`);
    expect(log).toContain(`${API}/auth/password`);
    for (const secret of [password, newPassword, 'Wrong-pass-7741', 'Extra-secret-3310', token, newToken, token.split('.')[2]!, 'Bearer', 'Cookie-secret-9902', '$argon2id$']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('the server log of a failed query (L6)', () => {
  it('holds the statement, not its values', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      database: t.database,
      config: loadConfig({}),
      jwtSecret: 'test-secret',
      serveApp: false,
      logStream: { write: (line: string) => lines.push(line) },
    });
    const secret = 'Card-4111111111111111';
    app.get(`${API}/failing-query`, { config: { public: true } }, async () => app.db.execute(sql`select 1 / 0 where ${secret} = ${secret}`));
    await app.ready();
    expect((await app.inject({ url: `${API}/failing-query` })).statusCode).toBe(500);
    await app.close();
    const log = lines.join('');
    expect(log).toContain('select 1 / 0 where $1 = $2');
    expect(log).toContain('2 values withheld');
    expect(log).not.toContain(secret);
  });
});

describe('the server log of a two-factor login (35)', () => {
  it('never holds the challenge, the code, the secret or the QR code', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      database: t.database,
      config: { ...loadConfig({}), logLevel: 'trace' },
      jwtSecret: 'test-secret',
      serveApp: false,
      logStream: { write: (line: string) => lines.push(line) },
    });
    await app.ready();
    const { username } = await t.createAdmin([], { password: 'Logged-pass-2fa1' });
    await t.db.update(admins).set({ twoFactorEnabled: true }).where(eq(admins.username, username));
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `${API}/${url}`, payload });
    const { challenge } = (await post('login', { username, password: 'Logged-pass-2fa1' })).json();
    const { otpauth_url: url, qr_code: qr } = (await post('googleOtpauth', { challenge })).json();
    const secret = secretFrom(url);
    const code = codeFor(secret);
    const token = (await post('googleVerify', { challenge, code })).json().access_token as string;
    await app.close();
    const log = lines.join('');
    expect(log).toContain(`${API}/googleVerify`);
    for (const value of [challenge, secret.base32, url, qr.slice(30, 90), `"${code}"`, token]) expect(log, value).not.toContain(value);
  });
});

describe('the audit log (36)', () => {
  it('has no route that writes it: every other method answers 405', async () => {
    const token = await t.login();
    const writers = t.app.apiRoutes.filter((r) => /audit|\/logs?(\/|$)/i.test(r.url) && !['GET', 'HEAD'].includes(r.method));
    for (const route of writers) {
      const res = await t.call(token, { method: route.method as 'POST', url: route.url.replace(':id', '1'), payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(405);
    }
    for (const resource of resources.filter((r) => /audit/i.test(r.name))) {
      expect(resource.operations, resource.name).toEqual(expect.not.arrayContaining(['create', 'update', 'delete']));
    }
  });

  it('cannot be changed or emptied through the API', async () => {
    const token = await t.login();
    const [entry] = await t.db.select().from(auditLog).limit(1);
    const before = await auditCount();
    for (const path of ['audit_log', 'audit-log', 'audit_logs', 'audit-logs', 'audits', 'logs', 'operation-logs']) {
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const res = await t.call(token, { method, url: `${API}/${path}/${entry!.id}`, payload: method === 'DELETE' ? undefined : { action: 'nothing' } });
        expect([404, 405], `${method} ${path}`).toContain(res.statusCode);
      }
      expect([404, 405]).toContain((await t.call(token, { method: 'POST', url: `${API}/${path}/delete-many`, payload: { ids: [entry!.id] } })).statusCode);
    }
    expect(await auditCount()).toBe(before);
    const [same] = await t.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(same).toEqual(entry);
    expect(await adminRow(t.db, 1)).toBeDefined();
  });
});
