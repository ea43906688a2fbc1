/**
 * Promotions: every route as no token, without and with its permission; codes unique whatever
 * their case; terms checked together; the status computed from the clock, the switch and the
 * redemptions, filtered and sorted by; the plans a promotion applies to.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';
import { caller, createPlan, listQuery, type TMethod } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
let planId: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
  planId = (await createPlan(t, token)).id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
let serial = 0;
const promotionBody = (values: Record<string, unknown> = {}) => ({
  name: 'Spring sale',
  code: `SPRING-${Date.now()}-${++serial}`,
  started_at: at(-HOUR),
  discount_percent: 2000,
  ...values,
});
const createPromotion = async (values: Record<string, unknown> = {}) => {
  const res = await call(token, 'POST', '/promotions', promotionBody(values));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number; code: string };
};

describe('every route, by role', () => {
  const all = ['list-promotions', 'create-promotions', 'edit-promotions', 'delete-promotions', 'batch-action-promotions', 'list-plans', 'edit-plans'];
  const cases: { name: string; method: TMethod; path: (id: number) => string; permissions: string[]; body?: (id: number) => object; ok: number }[] = [
    { name: 'list', method: 'GET', path: () => '/promotions', permissions: ['list-promotions'], ok: 200 },
    { name: 'get', method: 'GET', path: (id) => `/promotions/${id}`, permissions: ['list-promotions'], ok: 200 },
    { name: 'create', method: 'POST', path: () => '/promotions', permissions: ['create-promotions'], body: () => promotionBody(), ok: 201 },
    { name: 'update', method: 'PUT', path: (id) => `/promotions/${id}`, permissions: ['edit-promotions'], body: () => ({ name: 'Renamed' }), ok: 200 },
    { name: 'set plans', method: 'POST', path: (id) => `/promotions/${id}/plans`, permissions: ['edit-promotions'], body: () => ({ plans: [planId] }), ok: 200 },
    { name: 'delete', method: 'DELETE', path: (id) => `/promotions/${id}`, permissions: ['delete-promotions'], ok: 200 },
    { name: 'delete-many', method: 'POST', path: () => '/promotions/delete-many', permissions: ['delete-promotions', 'batch-action-promotions'], body: (id) => ({ ids: [id] }), ok: 200 },
  ];

  it.each(cases)('$name: 401 without a token, 403 without $permissions, $ok with it', async ({ name, method, path, permissions, body, ok }) => {
    const { id } = await createPromotion();
    const payload = body?.(id);
    expect((await call(undefined, method, path(id), payload)).statusCode).toBe(401);
    const opening = name === 'get' ? [...permissions, 'edit-promotions'] : permissions;
    const without = await staffWith(t, all.filter((p) => !opening.includes(p)));
    expect((await call(await without.token(), method, path(id), payload)).statusCode).toBe(403);
    const res = await call(await (await staffWith(t, permissions)).token(), method, path(id), payload);
    expect(res.statusCode, res.body).toBe(ok);
  });
});

describe('a promotion code', () => {
  it('is unique whatever its case: a second one answers 409 on the code, in the caller\'s language', async () => {
    const first = await createPromotion({ code: 'Welcome-10' });
    const again = await call(token, 'POST', '/promotions', promotionBody({ code: 'WELCOME-10' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ code: [expect.stringMatching(/already|taken|use/i)] });
    const other = await createPromotion();
    const renamed = await call(token, 'PUT', `/promotions/${other.id}`, { code: 'welcome-10' }, { 'accept-language': 'zh-TW' });
    expect(renamed.statusCode).toBe(409);
    expect(Object.keys(renamed.json().errors)).toEqual(['code']);
    expect((await call(token, 'GET', `/promotions/${first.id}`)).json().code).toBe('Welcome-10');
  });

  it('holds letters, digits and dashes only', async () => {
    for (const code of ['SPRING 10', 'spring_10', 'ＡＢＣ', '10%OFF', '']) {
      const res = await call(token, 'POST', '/promotions', promotionBody({ code }));
      expect(res.statusCode, code).toBe(422);
      expect(res.json().errors.code, code).toEqual([code === '' ? 'Required' : 'Letters, digits and dashes only']);
    }
  });
});

describe('a promotion\'s terms', () => {
  it('answer 422 on the field: an end before the start, two discounts or none, an amount without currency, bad money', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ended_at: at(-2 * HOUR) }, { ended_at: ['Must be after the start'] }],
      [{ discount_amount: 500, currency: 'USD' }, { discount_percent: ['Give a percentage or an amount, not both'], discount_amount: ['Give a percentage or an amount, not both'] }],
      [{ discount_percent: null }, { discount_percent: ['Give a percentage or an amount'], discount_amount: ['Give a percentage or an amount'] }],
      [{ discount_percent: null, discount_amount: 500 }, { currency: ['An amount needs its currency'] }],
      [{ discount_percent: null, discount_amount: 4.5, currency: 'USD' }, { discount_amount: ['Must be a whole number'] }],
      [{ discount_percent: null, discount_amount: -100, currency: 'USD' }, { discount_amount: ['Must be at least 1'] }],
      [{ discount_percent: null, discount_amount: 100, currency: 'ABC' }, { currency: ['Must be an ISO 4217 currency code such as USD'] }],
      [{ discount_percent: 10001 }, { discount_percent: ['Must be a percentage from 0.01 % to 100 %'] }],
      [{ times: 0 }, { times: ['Must be at least 1'] }],
      [{ used: 5 }, { used: ['Unknown field'] }],
      [{ status: 'active' }, { status: ['Unknown field'] }],
    ];
    for (const [values, errors] of cases) {
      const res = await call(token, 'POST', '/promotions', promotionBody({ name: 'Refused', ...values }));
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(res.json().errors, JSON.stringify(values)).toEqual(errors);
    }
    expect((await call(token, 'GET', `/promotions?${listQuery({ filter: { q: 'Refused' } })}`)).json()).toEqual([]);
  });

  it('take an amount off in a currency, and a limit no lower than the redemptions made', async () => {
    const promotion = await createPromotion({ discount_percent: null, discount_amount: 500, currency: 'USD', times: 10 });
    expect(promotion).toMatchObject({ discount_amount: 500, currency: 'USD', times: 10, used: 0 });
    await t.db.execute(sql`update promotions set used = 4 where id = ${promotion.id}`);
    const lower = await call(token, 'PUT', `/promotions/${promotion.id}`, { times: 3 });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors).toEqual({ times: ['Cannot be below the 4 redemptions already made'] });
    expect((await call(token, 'PUT', `/promotions/${promotion.id}`, { times: 4 })).json().status).toBe('used_up');
  });
});

describe('a promotion\'s status', () => {
  const statusOf = async (id: number) => (await call(token, 'GET', `/promotions/${id}`)).json().status as string;

  it('moves with the clock, the switch and the redemptions, and is never answered stale from memory', async () => {
    const scheduled = await createPromotion({ started_at: at(HOUR), ended_at: at(2 * HOUR) });
    const active = await createPromotion({ ended_at: at(HOUR), times: 2 });
    const expired = await createPromotion({ started_at: at(-2 * HOUR), ended_at: at(-HOUR) });
    const off = await createPromotion({ enabled: false });
    expect(await statusOf(scheduled.id)).toBe('scheduled');
    expect(await statusOf(active.id)).toBe('active');
    expect(await statusOf(expired.id)).toBe('expired');
    expect(await statusOf(off.id)).toBe('off');
    await t.db.execute(sql`update promotions set used = 2 where id = ${active.id}`);
    expect(await statusOf(active.id)).toBe('used_up');
    expect((await call(token, 'PUT', `/promotions/${off.id}`, { enabled: true })).json().status).toBe('active');

    // The list read once is read again after the clock passes a start: only the time has changed.
    const soon = await createPromotion({ name: 'Soon', started_at: at(1500) });
    const listed = async () => ((await call(token, 'GET', `/promotions?${listQuery({ filter: { q: 'Soon' } })}`)).json() as { status: string }[])[0]!.status;
    expect(await listed()).toBe('scheduled');
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await listed()).toBe('active');
    expect(await statusOf(soon.id)).toBe('active');
  });

  it('filters and sorts the list', async () => {
    const marker = `status${Date.now()}`;
    const a = await createPromotion({ name: `${marker} a`, started_at: at(HOUR) });
    const b = await createPromotion({ name: `${marker} b`, enabled: false });
    const c = await createPromotion({ name: `${marker} c` });
    const ids = async (query: { filter?: object; sort?: [string, string] }) =>
      ((await call(token, 'GET', `/promotions?${listQuery({ ...query, filter: { q: marker, ...query.filter } })}`)).json() as { id: number }[]).map((p) => p.id);
    expect(await ids({ filter: { status: 'scheduled' } })).toEqual([a.id]);
    expect(await ids({ filter: { status: ['active', 'off'] }, sort: ['name', 'ASC'] })).toEqual([b.id, c.id]);
    expect(await ids({ sort: ['status', 'ASC'] })).toEqual([c.id, b.id, a.id]);
    expect((await call(token, 'GET', `/promotions?${listQuery({ filter: { status: 'gone' } })}`)).statusCode).toBe(200);
  });
});

describe('POST /promotions/{id}/plans', () => {
  it('sets the plans a promotion applies to, replacing the ones before, and filters the list by plan', async () => {
    const other = await createPlan(t, token);
    const promotion = await createPromotion();
    const res = await call(token, 'POST', `/promotions/${promotion.id}/plans`, { plans: [planId, other.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plans).toEqual([planId, other.id]);
    expect((await call(token, 'POST', `/promotions/${promotion.id}/plans`, { plans: [other.id] })).json().plans).toEqual([other.id]);
    expect((await call(token, 'GET', `/promotions/${promotion.id}`)).json().plans).toEqual([other.id]);
    const listed = (await call(token, 'GET', `/promotions?${listQuery({ filter: { plans: [other.id] }, range: [0, 499] })}`)).json() as { id: number }[];
    expect(listed.map((p) => p.id)).toContain(promotion.id);
  });

  it('refuses a plan that does not exist, an amount off in another currency, and a missing promotion, writing nothing', async () => {
    const yen = await createPlan(t, token, { currency: 'JPY', initial_original_price: 1500, initial_discount_price: 1000, recurring_original_price: 1500 });
    const promotion = await createPromotion({ discount_percent: null, discount_amount: 300, currency: 'USD', plans: [planId] });
    const unknown = await call(token, 'POST', `/promotions/${promotion.id}/plans`, { plans: [planId, 999999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ plans: ['Must be an existing record'] });
    const currency = await call(token, 'POST', `/promotions/${promotion.id}/plans`, { plans: [yen.id] });
    expect(currency.statusCode).toBe(422);
    expect(currency.json().errors).toEqual({ plans: ['An amount off applies only to plans sold in its currency'] });
    expect((await call(token, 'GET', `/promotions/${promotion.id}`)).json().plans).toEqual([planId]);
    expect((await call(token, 'POST', '/promotions/999999/plans', { plans: [] })).statusCode).toBe(404);
    for (const body of [{ plans: [1, 1] }, { plans: 'all' }, { plans: [1], extra: true }, {}]) {
      expect((await call(token, 'POST', `/promotions/${promotion.id}/plans`, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});
