/**
 * Versioned saves (SECURITY 41), on plans and users: a record answers its version (and ETag), a
 * save must name the version it was based on, a stale save is refused with who saved last and the
 * newer edit survives, and of two parallel saves based on one version exactly one wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources/index.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { caller, createPlan } from './commerce/helpers.ts';
import { staffWith } from './helpers/staff.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
});
afterAll(() => t.close());

describe('a versioned record', () => {
  it('answers its version in the body and as ETag, and raises it on every save', async () => {
    const plan = await createPlan(t, token);
    expect(plan.version).toBe(1);
    const read = await call(token, 'GET', `/plans/${plan.id}`);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json().version).toBe(1);
    const saved = await call(token, 'PUT', `/plans/${plan.id}`, { title: 'Saved with If-Match' }, { 'if-match': read.headers.etag as string });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(2);
    expect(saved.headers.etag).toBe('"2"');
    const again = await call(token, 'PUT', `/plans/${plan.id}`, { title: 'Saved with the body', version: 2 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ version: 3, title: 'Saved with the body' });
    // An action and a dragged order are writes too.
    await call(token, 'POST', '/plans/reorder', { ids: [plan.id] });
    expect((await call(token, 'GET', `/plans/${plan.id}`)).json().version).toBe(4);
  });

  it('refuses a save that names no version with 428 and a clear message, and a malformed If-Match with 400', async () => {
    const plan = await createPlan(t, token);
    const missing = await call(token, 'PUT', `/plans/${plan.id}`, { title: 'No version' });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().message).toMatch(/version it was read at/);
    const inChinese = await call(token, 'PUT', `/plans/${plan.id}`, { title: 'No version' }, { 'accept-language': 'zh-TW' });
    expect(inChinese.json().message).toContain('版本');
    expect((await call(token, 'PUT', `/plans/${plan.id}`, { title: 'x' }, { 'if-match': '*' })).statusCode).toBe(400);
    expect((await call(token, 'GET', `/plans/${plan.id}`)).json().title).toBe(plan.title);
  });

  it('refuses a stale save with 409 naming who saved last and when; the newer edit survives', async () => {
    const plan = await createPlan(t, token);
    const other = await staffWith(t, ['list-plans', 'edit-plans']);
    const first = await call(await other.token(), 'PUT', `/plans/${plan.id}`, { title: 'Newer edit', version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call(token, 'PUT', `/plans/${plan.id}`, { title: 'Older edit', version: 1 });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({ version: 2, changed_by: other.username });
    expect(body.message).toContain(other.username);
    expect(body.message).toContain(body.changed_at.slice(0, 10));
    expect(stale.headers.etag).toBe('"2"');
    expect((await call(token, 'GET', `/plans/${plan.id}`)).json()).toMatchObject({ title: 'Newer edit', version: 2 });
    const zhCN = await call(token, 'PUT', `/plans/${plan.id}`, { title: 'Older edit', version: 1 }, { 'accept-language': 'zh-CN' });
    expect(zhCN.json().message).toContain(`${other.username} 已于`);
  });

  it('lets exactly one of two parallel saves based on one version win', async () => {
    const plan = await createPlan(t, token);
    const results = await Promise.all(
      ['Left', 'Right', 'Third', 'Fourth'].map((title) => call(token, 'PUT', `/plans/${plan.id}`, { title, version: 1 })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect((await call(token, 'GET', `/plans/${plan.id}`)).json()).toMatchObject({ title: winner.title, version: 2 });
  });

  it('applies to users as declared, and not to resources that do not declare it', async () => {
    const site = (await call(token, 'POST', '/sites', { name: 'Versioned', domain: 'versioned.example.com' })).json().id;
    const user = (await call(token, 'POST', '/users', { site, username: 'versioned_user', email: 'versioned@example.com' })).json();
    expect(user.version).toBe(1);
    expect((await call(token, 'PUT', `/users/${user.id}`, { first_name: 'Vera' })).statusCode).toBe(428);
    const saved = await call(token, 'PUT', `/users/${user.id}`, { first_name: 'Vera' }, { 'if-match': 'W/"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(token, 'PUT', `/users/${user.id}`, { first_name: 'Stale', version: 1 })).statusCode).toBe(409);
    // A disable is a write: it raises the version.
    await call(token, 'POST', `/users/${user.id}/disable`, { reason: 'test' });
    expect((await t.call(token, { url: `${API}/users/${user.id}` })).json().version).toBe(3);
    const tag = (await call(token, 'POST', '/tags', { name: 'not-versioned' })).json();
    expect(tag.version).toBeUndefined();
    expect((await call(token, 'PUT', `/tags/${tag.id}`, { name: 'still not' })).statusCode).toBe(200);
  });
});

describe('a record that keeps no version', () => {
  it('is saved as before without If-Match, and over the updated_at it names when none saved since', async () => {
    const tag = (await call(token, 'POST', '/tags', { name: 'read-at' })).json();
    expect((await call(token, 'PUT', `/tags/${tag.id}`, { name: 'read-at, no precondition' })).statusCode).toBe(200);
    const read = (await call(token, 'GET', `/tags/${tag.id}`)).json();
    const saved = await call(token, 'PUT', `/tags/${tag.id}`, { name: 'read-at, saved' }, { 'if-match': `"${read.updated_at}"` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().updated_at).not.toBe(read.updated_at);
  });

  it('refuses with 409 a save over a colleague\'s newer one, naming who saved it; the newer edit survives', async () => {
    const tag = (await call(token, 'POST', '/tags', { name: 'two-editors' })).json();
    const other = await staffWith(t, ['list-tags', 'edit-tags']);
    const first = await call(await other.token(), 'PUT', `/tags/${tag.id}`, { name: 'newer edit' }, { 'if-match': `"${tag.updated_at}"` });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call(token, 'PUT', `/tags/${tag.id}`, { name: 'older edit' }, { 'if-match': `W/"${tag.updated_at}"` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ changed_by: other.username });
    expect(stale.json().message).toContain(other.username);
    expect((await call(token, 'GET', `/tags/${tag.id}`)).json().name).toBe('newer edit');
    // Of two parallel saves read at the same instant, one wins.
    const read = (await call(token, 'GET', `/tags/${tag.id}`)).json();
    const results = await Promise.all(['left', 'right', 'third'].map((name) => call(token, 'PUT', `/tags/${tag.id}`, { name }, { 'if-match': `"${read.updated_at}"` })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('answers 400 to an If-Match that names no instant, and writes nothing', async () => {
    const tag = (await call(token, 'POST', '/tags', { name: 'malformed' })).json();
    for (const header of ['*', '"3"', 'yesterday', '"2026-13-45T99:99:99Z"']) {
      const refused = await call(token, 'PUT', `/tags/${tag.id}`, { name: 'x' }, { 'if-match': header });
      expect(refused.statusCode, header).toBe(400);
      expect(refused.json().message, header).toMatch(/updated_at as it was read/);
    }
    expect((await call(token, 'GET', `/tags/${tag.id}`)).json().name).toBe('malformed');
  });
});

describe('the records SECURITY 41 and 42 name', () => {
  it('customers, plans, orders and payment settings are versioned; payment settings and plans take an Idempotency-Key', () => {
    const byName = new Map(resources.map((resource) => [resource.name, resource]));
    for (const name of ['users', 'plans', 'orders', 'segpays']) expect(byName.get(name)?.versioned, name).toBe(true);
    for (const name of ['plans', 'segpays']) expect(byName.get(name)?.idempotent, name).toBe(true);
  });

  it('every versioned resource refuses an edit that names no version (428)', async () => {
    for (const resource of resources.filter((r) => r.versioned && r.operations.includes('update'))) {
      const res = await call(token, 'PUT', `/${resource.name}/1`, {});
      expect(res.statusCode, `${resource.name} ${res.body}`).toBe(428);
    }
  });
});
