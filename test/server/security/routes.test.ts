/**
 * SECURITY 11, 14, 18: every route under /api/v1/admin, as the app registered it, is run as
 * no token, a revoked token, every kind of bad token, an admin without its permission and an
 * admin with it, and every answer is scanned for secrets. The route list comes from the app
 * and the expectations from the registry, so that a new route or resource is covered without
 * touching this file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { resources } from '../../../resources/index.ts';
import { SECRET_MASK, unmaskPermissions } from '../../../resources/define.ts';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import type { TApiRoute } from '../../../server/plugins/auth.ts';
import { roles } from '../../../server/db/system.ts';
import { API, adminRow, buildTestApp } from '../../helpers/buildTestApp.ts';
import { multipart, pngBytes } from '../helpers/images.ts';
import { someRecordId } from '../helpers/records.ts';
import { reportComment } from '../../../resources/comments/comments.server.ts';
import { catalogueNames, staffWith, tokenOf, type TStaff } from '../helpers/staff.ts';
import { badAuthorizations, claimsFor, forgeToken } from '../helpers/tokens.ts';

const t = await buildTestApp();
afterAll(() => t.close());

const routes = t.app.apiRoutes;
const guarded = routes.filter((r) => !r.config.public);
const recordIds = Object.fromEntries(await Promise.all(resources.map(async (r) => [r.name, await someRecordId(t, r)] as const)));
// The admin the admin routes act on holds nothing: managing an admin with more rights than oneself is refused (403) by design.
recordIds.admins = (await staffWith(t, [])).id;
// Likewise the role the role routes act on holds nothing (audit M2): a role holding more than its editor is out of reach.
recordIds.roles = (await t.db.insert(roles).values({ name: 'route-sample-role' }).returning())[0]!.id;
const catalogue = await catalogueNames(t);
const superToken = await t.login();
// A comment is reported, so that the reports page and the moderation inbox list something.
await reportComment(t.db, { comment: recordIds.comments!, reporter: recordIds.users!, reason: 'Spam' });
// The sample channel is listed (not archived), with a campaign (the first, id 1), an admin, and a customer it brought.
await t.db.execute(sql`update channels set archived = false where id = ${recordIds.channels}`);
await t.call(superToken, { method: 'POST', url: `${API}/channels/${recordIds.channels}/campaigns`, payload: { name: 'Sample', utm_campaign: 'sample' } });
await t.call(superToken, { method: 'POST', url: `${API}/channels/${recordIds.channels}/admins`, payload: { admin_id: recordIds.admins } });
await t.db.execute(sql`update users set channel = ${recordIds.channels} where id = ${recordIds.users}`);
// The media library lists something.
await t.call(superToken, { method: 'POST', url: `${API}/files/images`, ...multipart([{ filename: 'sample.png', content: await pngBytes() }]) });

// Admins with every permission whose tokens are then revoked: by logging out, by being disabled, by a password change.
const revokedBy = async (revoke: (token: string, id: number) => Promise<number>) => {
  const staff = await t.createAdmin(catalogue, { password: 'Revoked-pass-1' });
  const status = await revoke(staff.token, staff.id);
  if (status !== 200) throw new Error(`revoking failed: ${status}`);
  return staff.token;
};
const revoked = {
  'a token revoked by logout': await revokedBy(async (token) => (await t.call(token, { method: 'POST', url: `${API}/logout` })).statusCode),
  'a token revoked by a disable': await revokedBy(
    async (_, id) => (await t.call(superToken, { method: 'POST', url: `${API}/admins/${id}/disable`, payload: {} })).statusCode,
  ),
  'a token revoked by a password change': await revokedBy(
    async (token) =>
      (await t.call(token, { method: 'POST', url: `${API}/auth/password`, payload: { current_password: 'Revoked-pass-1', password: 'Revoked-pass-2' } }))
        .statusCode,
  ),
};

const staffBySet = new Map<string, Promise<TStaff>>();
const staffHolding = (names: string[]) => {
  const key = [...names].sort().join(' ');
  if (!staffBySet.has(key)) staffBySet.set(key, staffWith(t, names));
  return staffBySet.get(key)!;
};

const permissionsOf = (route: TApiRoute) => [route.config.permission ?? []].flat();

/** Routes that answer only with a query (the upload checks). */
const SAMPLE_QUERY: Record<string, string> = {
  [`${API}/files/checkFileOnServer`]: '?name=x.png',
  [`${API}/files/checkFileOnCloud`]: '?id=1',
  [`${API}/files/checkBlockList`]: `?sha256=${'0'.repeat(64)}`,
  [`${API}/subscriptions/channelStatistic`]: '?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z',
};

// A parameter other than the record id (a photo, an upload) is filled with 1: the route may answer 404, never 401/403 to a holder.
const urlFor = (route: TApiRoute) => {
  const resource = route.url.slice(API.length + 1).split('/')[0]!;
  return route.url.replace(':id', String(recordIds[resource] ?? 1)).replace(/:\w+/g, '1') + (SAMPLE_QUERY[route.url] ?? '');
};

const requestFor = (route: TApiRoute, authorization?: string): InjectOptions => {
  const url = urlFor(route);
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers: authorization ? { authorization } : {},
    ...(['POST', 'PUT'].includes(route.method) ? { payload: {} } : {}),
  };
};

const statusOf = async (route: TApiRoute, authorization?: string) => (await t.app.inject(requestFor(route, authorization))).statusCode;

describe('the route list', () => {
  it('holds every API route, and each declares a permission, signed-in or public', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const declared = route.config.public || route.config.signedIn || permissionsOf(route).length > 0;
      expect(declared, `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('has login and its two-factor step as its only public routes', () => {
    // The two-factor calls are authenticated by the login challenge, not by a token.
    expect(routes.filter((r) => r.config.public).map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${API}/login`,
      `POST ${API}/googleOtpauth`,
      `POST ${API}/googleVerify`,
    ]);
  });

  it('serves each operation the registry declares, guarded by the permission the registry names', () => {
    for (const resource of resources) {
      const base = `${API}/${resource.name}`;
      const has = (op: string) => (resource.operations as readonly string[]).includes(op);
      const expected: [boolean, string, string, string][] = [
        [has('list'), 'GET', base, `list-${resource.name}`],
        [has('get'), 'GET', `${base}/:id`, `list-${resource.name}`],
        [has('create'), 'POST', base, `create-${resource.name}`],
        [has('update'), 'PUT', `${base}/:id`, `edit-${resource.name}`],
        [has('delete'), 'DELETE', `${base}/:id`, `delete-${resource.name}`],
        [has('delete'), 'POST', `${base}/delete-many`, `delete-${resource.name}`],
      ];
      for (const [present, method, url, permission] of expected) {
        const route = routes.find((r) => r.method === method && r.url === url);
        if (present) expect(route && permissionsOf(route), `${method} ${url}`).toContain(permission);
        else expect(route?.config.permission, `${method} ${url} is not an operation of ${resource.name}`).toBeUndefined();
      }
    }
  });

  it('checks every permission of every resource on some route', () => {
    const checked = new Set(routes.flatMap((r) => [...permissionsOf(r), ...(r.config.requires ?? [])]));
    for (const resource of resources) {
      // Unmasking personal fields opens no route: it changes what the routes answer (test/server/customers/contactMasking.test.ts).
      const unmasking = unmaskPermissions(resource);
      for (const permission of resource.permissions.filter((p) => !unmasking.includes(p))) expect(checked, permission).toContain(permission);
    }
  });

  it('refuses to start when an API route declares no permission', async () => {
    const app = await buildApp({ database: t.database, config: loadConfig({}), jwtSecret: 'test-secret', logger: false, serveApp: false });
    try {
      expect(() => app.get(`${API}/forgotten`, async () => 'open')).toThrow(/declares no permission/);
      expect(() => app.get(`${API}/forgotten-too`, { config: { permission: [] } }, async () => 'open')).toThrow(/declares no permission/);
    } finally {
      await app.close();
    }
  });

  it('accepts a hand-made token with the right claims, so that the bad ones below fail for their fault only', async () => {
    const admin = (await adminRow(t.db, (await staffHolding([])).id))!;
    const res = await t.app.inject({ url: `${API}/auth/me`, headers: { authorization: `Bearer ${forgeToken(claimsFor(admin))}` } });
    expect(res.statusCode).toBe(200);
  });
});

const SECRET_KEY = /password|token_version|totp|secret|hash|reset_token/i;

/**
 * Every key of a JSON value, at any depth, with its path; but a write-only secret read as its mask
 * (a payment setting's postback secret), which says only that one is set.
 */
const keysOf = (value: unknown, path = ''): string[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => keysOf(item, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .filter(([, item]) => item !== SECRET_MASK)
    .flatMap(([key, item]) => [`${path}.${key}`, ...keysOf(item, `${path}.${key}`)]);
};

// Before the route checks below, which delete the records they reach.
/** The backup holds every record and secret: only super admins take it (reliability/backup.test.ts). */
const SUPER_ONLY = new Set([`${API}/backup`]);

describe('answers (18)', () => {
  // The OpenAPI document names fields (password among them) and holds no value.
  // A GET that queues work rather than reads (the spec's mailing calls, 202) answers no record.
  const reads = routes.filter((r) => r.method === 'GET' && r.url !== `${API}/openapi.json` && !SUPER_ONLY.has(r.url) && r.config.status !== 202);
  it.each(reads)('GET $url carries no secret', async (route) => {
    const resource = route.url.slice(API.length + 1).split('/')[0]!;
    // A list's page; a report (GET /dashboard) reads its own default range.
    const isList = route.url.endsWith(resource) && route.config.report === undefined;
    const res = await t.call(superToken, { url: urlFor(route) + (isList ? '?range=[0,499]' : '') });
    expect(res.statusCode, res.body).toBe(200);
    // An export's keys are its header row.
    const keys = String(res.headers['content-type']).startsWith('text/csv')
      ? res.body.split('\r\n')[0]!.replace('\uFEFF', '').split(',').map((k) => `.${k}`)
      : keysOf(res.json());
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => SECRET_KEY.test(k.split('.').at(-1)!))).toEqual([]);
    expect(res.body).not.toContain('$argon2');
    // The write-only secrets the records were made with (helpers/records.ts) are never read back, in a record, a list or an export.
    expect(res.body).not.toContain('secret-postbackSecret-');
  });

  it('of login, profile and password change carry only the token', async () => {
    const staff = await t.createAdmin([], { password: 'Secretive-pass-1' });
    const login = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: staff.username, password: 'Secretive-pass-1' } });
    const profile = await t.call(staff.token, { method: 'PUT', url: `${API}/auth/me`, payload: { name: 'Quiet' } });
    const changed = await t.call(staff.token, { method: 'POST', url: `${API}/auth/password`, payload: { current_password: 'Secretive-pass-1', password: 'Secretive-pass-2' } });
    for (const res of [login, profile, changed]) {
      expect(res.statusCode).toBe(200);
      expect(keysOf(res.json()).filter((k) => k !== '.access_token' && SECRET_KEY.test(k))).toEqual([]);
      expect(res.body).not.toContain('$argon2');
    }
  });

  it('are scanned deep: the walk sees nested keys', () => {
    expect(keysOf({ a: [{ password_hash: 'x' }] })).toContain('.a[0].password_hash');
  });
});

describe.each(guarded.map((route) => ({ ...route, name: `${route.method} ${route.url}` })))('$name', (route) => {
  it('answers 401 without a token, with a revoked one and with a bad one', async () => {
    const holder = await staffHolding(catalogue);
    const bad = badAuthorizations((await adminRow(t.db, holder.id))!);
    const revokedHeaders = Object.fromEntries(Object.entries(revoked).map(([what, token]) => [what, `Bearer ${token}`]));
    for (const [what, authorization] of Object.entries({ 'no token': undefined, ...revokedHeaders, ...bad })) {
      const res = await t.app.inject(requestFor(route, authorization));
      expect(res.statusCode, what).toBe(401);
      if (route.method !== 'HEAD') expect(res.json(), what).toEqual({ message: 'Please log in.' });
    }
  });

  if (SUPER_ONLY.has(route.url)) {
    it('refuses a signed-in admin who is not a super admin', async () => {
      expect(await statusOf(route, `Bearer ${await (await staffHolding(catalogue)).token()}`)).toBe(403);
    });
    return;
  }

  if (route.config.signedIn) {
    it('admits any signed-in admin', async () => {
      const status = await statusOf(route, `Bearer ${await (await staffHolding([])).token()}`);
      expect([401, 403]).not.toContain(status);
      expect(status).toBeLessThan(500);
    });
    return;
  }

  const needed = permissionsOf(route);
  const requires = route.config.requires ?? [];

  it(`answers 403 to an admin holding everything but ${[...needed, ...requires].join(' / ')}`, async () => {
    const lacking = await staffHolding(catalogue.filter((p) => !needed.includes(p) && !requires.includes(p)));
    expect(await statusOf(route, `Bearer ${await lacking.token()}`)).toBe(403);
    if (requires.length) {
      const partial = await staffHolding(needed.filter((p) => catalogue.includes(p)));
      expect(await statusOf(route, `Bearer ${await partial.token()}`), `without ${requires.join(', ')}`).toBe(403);
    }
  });

  it('admits an admin holding its permission', async () => {
    const holdable = needed.filter((p) => catalogue.includes(p));
    expect(holdable.length, 'no permission in the catalogue opens this route').toBeGreaterThan(0);
    for (const permission of holdable) {
      const holder = await staffHolding([permission, ...requires]);
      const status = await statusOf(route, `Bearer ${await tokenOf(t, holder.id)}`);
      expect([401, 403], permission).not.toContain(status);
      expect(status, permission).toBeLessThan(500);
    }
  });
});
