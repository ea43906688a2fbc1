/**
 * Idempotency-Key (SECURITY 42), on plans' create and update: a replay answers the first answer
 * without writing again, another body with the same key → 422, parallel requests with one key
 * write once, keys are per admin, and expired keys are forgotten by the recurring job.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../server/db/system.ts';
import { buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { caller, planBody } from './commerce/helpers.ts';
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

const plansNamed = async (name: string) => (await call(token, 'GET', `/plans?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`)).json().length as number;
const key = () => `key-${crypto.randomUUID()}`;

describe('Idempotency-Key', () => {
  it('answers a replay with the first answer, same status and body, without creating again', async () => {
    const body = planBody();
    const headers = { 'idempotency-key': key() };
    const first = await call(token, 'POST', '/plans', body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await call(token, 'POST', '/plans', body, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await plansNamed(body.name)).toBe(1);
    // Without a key, the same body is another request.
    expect((await call(token, 'POST', '/plans', { ...body, name: `${body.name}-b` })).statusCode).toBe(201);
  });

  it('refuses the same key with a different body or on another route with 422', async () => {
    const body = planBody();
    const headers = { 'idempotency-key': key() };
    expect((await call(token, 'POST', '/plans', body, headers)).statusCode).toBe(201);
    const other = await call(token, 'POST', '/plans', { ...body, title: 'Changed' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/different request/);
    expect(await plansNamed(body.name)).toBe(1);
  });

  it('applies an update once: the replay answers the first result, though its version is now stale', async () => {
    const created = (await call(token, 'POST', '/plans', planBody())).json();
    const headers = { 'idempotency-key': key() };
    const first = await call(token, 'PUT', `/plans/${created.id}`, { title: 'Once', version: 1 }, headers);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await call(token, 'PUT', `/plans/${created.id}`, { title: 'Once', version: 1 }, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    expect((await call(token, 'GET', `/plans/${created.id}`)).json().version).toBe(2);
    // A refused write wrote nothing and keeps no answer: the key may be used again.
    const refusedKey = { 'idempotency-key': key() };
    expect((await call(token, 'PUT', `/plans/${created.id}`, { title: 'Stale', version: 1 }, refusedKey)).statusCode).toBe(409);
    expect((await call(token, 'PUT', `/plans/${created.id}`, { title: 'Fresh', version: 2 }, refusedKey)).statusCode).toBe(200);
  });

  it('creates once from parallel requests with one key: the others wait for the answer or get 409', async () => {
    const body = planBody();
    const headers = { 'idempotency-key': key() };
    const results = await Promise.all(Array.from({ length: 5 }, () => call(token, 'POST', '/plans', body, headers)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409), statuses.join()).toBe(true);
    expect(statuses).toContain(201);
    expect(new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().id)).size).toBe(1);
    expect(await plansNamed(body.name)).toBe(1);
  });

  it('keeps keys per admin: another admin’s same key is a request of their own', async () => {
    const other = await staffWith(t, ['create-plans', 'list-plans']);
    const shared = { 'idempotency-key': key() };
    const mine = await call(token, 'POST', '/plans', planBody(), shared);
    const theirs = await call(await other.token(), 'POST', '/plans', planBody(), shared);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('refuses a malformed key, and forgets keys past their 24 hours', async () => {
    expect((await call(token, 'POST', '/plans', planBody(), { 'idempotency-key': 'has space' })).statusCode).toBe(400);
    const headers = { 'idempotency-key': key() };
    const body = planBody();
    expect((await call(token, 'POST', '/plans', body, headers)).statusCode).toBe(201);
    await t.db.update(idempotencyKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(idempotencyKeys.key, headers['idempotency-key']));
    expect(await t.app.jobs.turn('sweep-idempotency-keys', { force: true })).toBe('ran');
    const [left] = await t.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, headers['idempotency-key']));
    expect(left!.n).toBe(0);
  });
});
