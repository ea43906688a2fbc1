/**
 * What the API answers from memory (who a token belongs to, list pages and totals) never
 * outlives a change: a write through the instance is seen by the next request; a write by
 * another instance, or straight in the database, once the database has announced its commit.
 * Two apps on one database stand for two instances behind a load balancer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { banners } from '../../resources/banners/schema.ts';
import { resources as registry } from '../../resources/index.ts';
import { tags } from '../../resources/tags/schema.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { admins, permissions, rolePermissions, roles } from '../../server/db/system.ts';
import { serverResource } from '../../server/registry.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { announced } from './helpers/announced.ts';

let t: TTestApp;
let other: FastifyInstance;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  other = await buildApp({
    database: t.database,
    config: { ...loadConfig({}), storageDir: t.storageDir },
    jwtSecret: 'test-secret',
    resources: registry,
    logger: false,
    serveApp: false,
  });
  await other.ready();
  token = await t.login();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (app: FastifyInstance, bearer: string, url: string) => app.inject({ url: `${API}${url}`, headers: { authorization: `Bearer ${bearer}` } });
const names = (res: { json: () => { name: string }[] }) => res.json().map((row) => row.name);
const tagsUrl = `/tags?filter=${encodeURIComponent('{"q":"memo"}')}&range=[0,9]`;

describe('list pages and totals', () => {
  it('show a row written straight in the database once the commit is announced', async () => {
    const first = await get(t.app, token, tagsUrl);
    expect(first.headers['content-range']).toBe('tags 0-0/0');
    expect(await get(t.app, token, tagsUrl).then((res) => res.body)).toBe(first.body);
    await announced(t.app, () => t.db.insert(serverResource(tags).table).values({ name: 'memo-direct', sort: 1 }));
    const after = await get(t.app, token, tagsUrl);
    expect(names(after)).toEqual(['memo-direct']);
    expect(after.headers['content-range']).toBe('tags 0-0/1');
  });

  it('show a write through the instance on its next request, and on another instance once announced', async () => {
    const before = await get(other, token, tagsUrl);
    const created = await announced(other, () => t.call(token, { method: 'POST', url: `${API}/tags`, payload: { name: 'memo-api', sort: 2 } }));
    expect(created.statusCode).toBe(201);
    expect(names(await get(t.app, token, tagsUrl))).toContain('memo-api');
    expect(names(before)).not.toContain('memo-api');
    expect(names(await get(other, token, tagsUrl))).toContain('memo-api');
    expect((await get(other, token, tagsUrl)).headers['content-range']).toMatch(/\/2$/);
  });

  it('are not emptied by refused requests: failed logins leave them be', async () => {
    const url = `/tags?filter=${encodeURIComponent('{"q":"quiet"}')}`;
    expect(names(await get(t.app, token, url))).toEqual([]);
    // A row slipped in unannounced (the trigger off for a moment) shows only once the kept page is dropped.
    await t.db.execute(sql`alter table tags disable trigger showrunner_announce_change`);
    await t.db.insert(serverResource(tags).table).values({ name: 'quiet-unannounced', sort: 4 });
    await t.db.execute(sql`alter table tags enable trigger showrunner_announce_change`);
    for (let i = 0; i < 3; i++) {
      const refused = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username: 'nobody-here', password: 'Wrong-pass-1' } });
      expect(refused.statusCode).toBe(401);
    }
    expect((await t.call(token, { method: 'POST', url: `${API}/tags`, payload: { name: '' } })).statusCode).toBe(422);
    expect(names(await get(t.app, token, url))).toEqual([]);
    await announced(t.app, () => t.call(token, { method: 'POST', url: `${API}/tags`, payload: { name: 'quiet-announced', sort: 5 } }));
    expect(names(await get(t.app, token, url)).sort()).toEqual(['quiet-announced', 'quiet-unannounced']);
  });

  it('are answered afresh for a list that reads the clock (a banner expires without any write)', async () => {
    const { table } = serverResource(banners);
    const [banner] = await t.db
      .insert(table)
      .values({ name: 'memo-expiring', position: 'checkout', type: 'image', sort: 0, expiredAt: sql`now() + interval '700 milliseconds'` })
      .returning();
    const url = `/banners?filter=${encodeURIComponent('{"position":"checkout"}')}&range=[0,9]`;
    const expired = async () => (await get(t.app, token, url)).json().find((row: { id: number }) => row.id === banner!.id)?.expired;
    expect(await expired()).toBe(false);
    expect(await expired()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await expired()).toBe(true);
  });
});

describe('tokens and permissions (SECURITY 12, 19)', () => {
  it('a logout through one instance ends the session on the other once announced', async () => {
    const staff = await t.createAdmin(['list-tags']);
    expect((await get(other, staff.token, tagsUrl)).statusCode).toBe(200);
    expect((await get(t.app, staff.token, tagsUrl)).statusCode).toBe(200);
    const out = await announced(other, () => t.call(staff.token, { method: 'POST', url: `${API}/logout` }));
    expect(out.statusCode).toBe(200);
    expect((await get(t.app, staff.token, tagsUrl)).statusCode).toBe(401);
    expect((await get(other, staff.token, tagsUrl)).statusCode).toBe(401);
  });

  it('a permission taken from a role applies on the next request, here and on the other instance once announced', async () => {
    const staff = await t.createAdmin(['list-tags', 'list-directors']);
    const [role] = await t.db.select().from(roles).where(eq(roles.name, `role_${staff.username}`));
    for (const app of [t.app, other]) expect((await get(app, staff.token, tagsUrl)).statusCode).toBe(200);
    // Straight in the database: the token stays valid, the right is gone.
    // Both instances hear of it from the database (the write went through neither), so both are waited for.
    await announced(t.app, () =>
      announced(other, () =>
        t.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, role!.id), inArray(rolePermissions.permissionId, t.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, 'list-tags'))))),
      ),
    );
    for (const app of [t.app, other]) {
      expect((await get(app, staff.token, tagsUrl)).statusCode).toBe(403);
      expect((await get(app, staff.token, '/directors')).statusCode).toBe(200);
    }
    // Through the role editor: the role's holders are signed out, everywhere.
    const updated = await announced(other, () =>
      t.call(token, { method: 'PUT', url: `${API}/roles/${role!.id}`, payload: { permissions: [] } }),
    );
    expect(updated.statusCode).toBe(200);
    for (const app of [t.app, other]) expect((await get(app, staff.token, '/directors')).statusCode).toBe(401);
  });
});

describe('a token kept in memory', () => {
  it('is refused once it expires, though nothing changed', async () => {
    const staff = await t.createAdmin(['list-tags']);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, staff.id));
    // A token's expiry is in whole seconds from the second it was signed in: 2 s leaves it at least one whole second to live.
    const shortLived = t.app.jwt.sign({ sub: String(staff.id), ver: row!.tokenVersion }, { expiresIn: 2 });
    expect((await get(t.app, shortLived, tagsUrl)).statusCode).toBe(200);
    expect((await get(t.app, shortLived, tagsUrl)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await get(t.app, shortLived, tagsUrl)).statusCode).toBe(401);
  });

  it('is never a made-up one: a token with a bad signature is refused however often it comes', async () => {
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    for (let i = 0; i < 3; i++) expect((await get(t.app, forged, tagsUrl)).statusCode).toBe(401);
    expect((await get(t.app, token, tagsUrl)).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('when the announcements stop (PostgreSQL)', () => {
  it('answers nothing from memory until it listens again', async () => {
    expect(t.app.changes.live).toBe(true);
    await get(t.app, token, tagsUrl);
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`);
    const deadline = Date.now() + 5_000;
    while (t.app.changes.live && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(t.app.changes.live).toBe(false);
    // Unheard, yet seen: nothing is answered from memory while deaf.
    await t.db.insert(serverResource(tags).table).values({ name: 'memo-deaf', sort: 3 });
    expect(names(await get(t.app, token, tagsUrl))).toContain('memo-deaf');
    while (!t.app.changes.live && Date.now() < deadline + 5_000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.app.changes.live).toBe(true);
    await announced(t.app, () => t.db.update(serverResource(tags).table).set({ name: 'memo-heard' }).where(eq(serverResource(tags).table.name, 'memo-deaf')));
    expect(names(await get(t.app, token, tagsUrl))).toContain('memo-heard');
  });
});
