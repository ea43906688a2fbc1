/**
 * Deals: every route as no token, without and with its permission; a plan offered on a site at a
 * price in the plan's currency, no higher than the plan's, between two dates; its status from the
 * clock and its switch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { staffWith } from '../helpers/staff.ts';
import { caller, createPlan, listQuery, type TMethod } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
let planId: number;
let siteId: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
  planId = (await createPlan(t, token)).id;
  siteId = (await siteWithKey(t, token)).id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const dealBody = (values: Record<string, unknown> = {}) => ({
  title: 'Black Friday',
  plan: planId,
  site: siteId,
  currency: 'USD',
  price: 999,
  started_at: at(-HOUR),
  ended_at: at(HOUR),
  banner: '/media/images/black-friday.png',
  ...values,
});
const createDeal = async (values: Record<string, unknown> = {}) => {
  const res = await call(token, 'POST', '/deals', dealBody(values));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
};

describe('every route, by role', () => {
  const all = ['list-deals', 'create-deals', 'edit-deals', 'delete-deals', 'batch-action-deals', 'list-plans', 'list-promotions'];
  const cases: { name: string; method: TMethod; path: (id: number) => string; permissions: string[]; body?: (id: number) => object; ok: number }[] = [
    { name: 'list', method: 'GET', path: () => '/deals', permissions: ['list-deals'], ok: 200 },
    { name: 'get', method: 'GET', path: (id) => `/deals/${id}`, permissions: ['list-deals'], ok: 200 },
    { name: 'create', method: 'POST', path: () => '/deals', permissions: ['create-deals'], body: () => dealBody(), ok: 201 },
    { name: 'update', method: 'PUT', path: (id) => `/deals/${id}`, permissions: ['edit-deals'], body: () => ({ title: 'Cyber Monday' }), ok: 200 },
    { name: 'delete', method: 'DELETE', path: (id) => `/deals/${id}`, permissions: ['delete-deals'], ok: 200 },
    { name: 'delete-many', method: 'POST', path: () => '/deals/delete-many', permissions: ['delete-deals', 'batch-action-deals'], body: (id) => ({ ids: [id] }), ok: 200 },
  ];

  it.each(cases)('$name: 401 without a token, 403 without $permissions, $ok with it', async ({ name, method, path, permissions, body, ok }) => {
    const { id } = await createDeal();
    const payload = body?.(id);
    expect((await call(undefined, method, path(id), payload)).statusCode).toBe(401);
    const opening = name === 'get' ? [...permissions, 'edit-deals'] : permissions;
    const without = await staffWith(t, all.filter((p) => !opening.includes(p)));
    expect((await call(await without.token(), method, path(id), payload)).statusCode).toBe(403);
    const res = await call(await (await staffWith(t, permissions)).token(), method, path(id), payload);
    expect(res.statusCode, res.body).toBe(ok);
  });
});

describe('a deal', () => {
  it('keeps its plan, site, price in minor units, dates, banner and switch', async () => {
    const deal = await createDeal();
    expect((await call(token, 'GET', `/deals/${deal.id}`)).json()).toMatchObject({
      title: 'Black Friday', plan: planId, site: siteId, currency: 'USD', price: 999, banner: '/media/images/black-friday.png', enabled: true, status: 'active',
    });
  });

  it('answers 422 on the field: an end before the start, bad money, another currency than the plan\'s, a price above it, unknown plan or site', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ended_at: at(-2 * HOUR) }, { ended_at: ['Must be after the start'] }],
      [{ price: 9.99 }, { price: ['Must be a whole number'] }],
      [{ price: -1 }, { price: ['Must be at least 0'] }],
      [{ currency: 'XXY' }, { currency: ['Must be an ISO 4217 currency code such as USD'] }],
      [{ currency: 'EUR' }, { currency: ['Must be the plan\'s currency'] }],
      [{ price: 3000 }, { price: ['Cannot be above the plan\'s original price'] }],
      [{ plan: 999999 }, { plan: ['Must be an existing record'] }],
      [{ site: 999999 }, { site: ['Must be an existing record'] }],
      [{ ended_at: null }, { ended_at: ['Must be a date and time'] }],
      [{ status: 'active' }, { status: ['Unknown field'] }],
    ];
    for (const [values, errors] of cases) {
      const res = await call(token, 'POST', '/deals', dealBody({ title: 'Refused', ...values }));
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(res.json().errors, JSON.stringify(values)).toEqual(errors);
    }
    expect((await call(token, 'GET', `/deals?${listQuery({ filter: { q: 'Refused' } })}`)).json()).toEqual([]);
  });

  it('holds an update against what is stored: an end moved before the start is refused and nothing changes', async () => {
    const deal = await createDeal();
    const res = await call(token, 'PUT', `/deals/${deal.id}`, { ended_at: at(-3 * HOUR), title: 'Moved' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ ended_at: ['Must be after the start'] });
    expect((await call(token, 'GET', `/deals/${deal.id}`)).json().title).toBe('Black Friday');
  });

  it('is scheduled, active, expired or off, as the list filters it', async () => {
    const marker = `deal${Date.now()}`;
    const scheduled = await createDeal({ title: `${marker} s`, started_at: at(HOUR), ended_at: at(2 * HOUR) });
    const active = await createDeal({ title: `${marker} a` });
    const expired = await createDeal({ title: `${marker} e`, started_at: at(-2 * HOUR), ended_at: at(-HOUR) });
    const off = await createDeal({ title: `${marker} o`, enabled: false });
    const ids = async (filter: object) =>
      ((await call(token, 'GET', `/deals?${listQuery({ filter: { q: marker, ...filter }, sort: ['title', 'ASC'] })}`)).json() as { id: number }[]).map((d) => d.id);
    expect(await ids({ status: 'scheduled' })).toEqual([scheduled.id]);
    expect(await ids({ status: 'active' })).toEqual([active.id]);
    expect(await ids({ status: 'expired' })).toEqual([expired.id]);
    expect(await ids({ status: 'off' })).toEqual([off.id]);
    expect(await ids({ plan: planId, site: siteId })).toEqual([active.id, expired.id, off.id, scheduled.id]);
  });
});
