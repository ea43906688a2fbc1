/**
 * Plans: every route as no token, without and with its permission; prices as exact minor units
 * checked against each other; no delete (a plan is withdrawn by hiding it); a dragged order; the
 * CSV export named as the spec says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MINOR } from '../../../resources/money.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';
import { caller, createPlan, listQuery, planBody, type TMethod } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
});
afterAll(() => t.close());

const tokenWith = async (permissions: string[]) => (await staffWith(t, permissions)).token();

describe('every route, by role', () => {
  const cases: { name: string; method: TMethod; path: (id: number) => string; permission: string; body?: (id: number) => object; ok: number }[] = [
    { name: 'list', method: 'GET', path: () => '/plans', permission: 'list-plans', ok: 200 },
    { name: 'get', method: 'GET', path: (id) => `/plans/${id}`, permission: 'list-plans', ok: 200 },
    { name: 'create', method: 'POST', path: () => '/plans', permission: 'create-plans', body: () => planBody(), ok: 201 },
    { name: 'update', method: 'PUT', path: (id) => `/plans/${id}`, permission: 'edit-plans', body: () => ({ title: 'Renamed', version: 1 }), ok: 200 },
    { name: 'reorder', method: 'POST', path: () => '/plans/reorder', permission: 'edit-plans', body: (id) => ({ ids: [id] }), ok: 200 },
    { name: 'export', method: 'GET', path: () => '/plans/exportCsv', permission: 'export-plans', ok: 200 },
  ];

  it.each(cases)('$name: 401 without a token, 403 without $permission, $ok with it', async ({ name, method, path, permission, body, ok }) => {
    const { id } = await createPlan(t, token);
    const payload = body?.(id);
    expect((await call(undefined, method, path(id), payload)).statusCode).toBe(401);
    // Every other right of the area, but not this one.
    // One record also opens to whoever may edit it (the edit screen reads it).
    const opening = name === 'get' ? [permission, 'edit-plans'] : [permission];
    const others = ['list-plans', 'create-plans', 'edit-plans', 'export-plans', 'list-promotions', 'edit-promotions'].filter((p) => !opening.includes(p));
    expect((await call(await tokenWith(others), method, path(id), payload)).statusCode).toBe(403);
    const res = await call(await tokenWith([permission]), method, path(id), payload);
    expect(res.statusCode, res.body).toBe(ok);
  });

  it('has no delete: a plan is withdrawn by hiding it', async () => {
    const { id } = await createPlan(t, token);
    expect((await call(token, 'DELETE', `/plans/${id}`)).statusCode).toBe(405);
    expect((await call(token, 'POST', '/plans/delete-many', { ids: [id] })).statusCode).toBe(404);
    expect((await call(token, 'PUT', `/plans/${id}`, { show: false, version: 1 })).json().show).toBe(false);
    const shown = (await call(token, 'GET', `/plans?${listQuery({ filter: { show: true }, range: [0, 499] })}`)).json() as { id: number }[];
    expect(shown.map((p) => p.id)).not.toContain(id);
    const permissions = (await call(token, 'GET', '/permissions?range=[0,999]')).json() as { name: string }[];
    expect(permissions.map((p) => p.name)).not.toContain('delete-plans');
  });
});

describe('a plan', () => {
  it('keeps every field of the spec, prices as minor units of its currency', async () => {
    const body = planBody({
      downloadable: true, is_best: true, sort: 5, segpay_id: 'SP-1', epoch_id: 'EP-1', epoch_ti_id: 'TI-1', nats_id: 'N-1', xsale_id: 'X-1',
      recurring_discount_price: 2499, initial_original_price: MAX_MINOR, initial_discount_price: MAX_MINOR - 1, currency: 'TWD',
    });
    const created = await call(token, 'POST', '/plans', body);
    expect(created.statusCode, created.body).toBe(201);
    const read = (await call(token, 'GET', `/plans/${created.json().id}`)).json();
    expect(read).toMatchObject({ ...body, show: true });
    // Counted from its current subscriptions, never typed: none yet.
    expect(read.subscribers).toBe(0);
  });

  it('is listed with the currency of its prices, though the list shows no currency column', async () => {
    const plan = await createPlan(t, token, { name: `Yen ${Date.now()}`, currency: 'JPY', initial_original_price: 1500, initial_discount_price: null, recurring_original_price: 1500 });
    const listed = (await call(token, 'GET', `/plans?${listQuery({ filter: { q: plan.name } })}`)).json();
    expect(listed).toEqual([expect.objectContaining({ id: plan.id, currency: 'JPY', initial_original_price: 1500 })]);
    expect(listed[0]).not.toHaveProperty('segpay_id');
  });

  it('is a one-off sale without a renewal', async () => {
    const plan = await createPlan(t, token, { recurring_period_count: null, recurring_period_unit: null, recurring_original_price: null });
    expect(plan).toMatchObject({ recurring_period_count: null, recurring_original_price: null });
  });

  it('answers 422 on the field for money that is not exact, negative, in no currency, or a discount above the original', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ initial_original_price: 29.99 }, { initial_original_price: ['Must be a whole number'] }],
      [{ initial_original_price: -1 }, { initial_original_price: ['Must be at least 0'] }],
      [{ recurring_discount_price: 0.5 }, { recurring_discount_price: ['Must be a whole number'] }],
      [{ initial_original_price: '2999' }, { initial_original_price: ['Must be a number'] }],
      [{ currency: 'XYZ' }, { currency: ['Must be an ISO 4217 currency code such as USD'] }],
      [{ initial_discount_price: 3000 }, { initial_discount_price: ['The discount price cannot be above the original price'] }],
      [{ recurring_discount_price: 3000 }, { recurring_discount_price: ['The discount price cannot be above the original price'] }],
      [{ initial_period_unit: 'fortnight' }, { initial_period_unit: ['Must be one of the listed values'] }],
      [{ recurring_original_price: null }, { recurring_original_price: ['A recurring plan needs its period, its unit and its original price'] }],
    ];
    for (const [values, errors] of cases) {
      const res = await call(token, 'POST', '/plans', planBody({ name: 'Refused', ...values }));
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(res.json().errors, JSON.stringify(values)).toEqual(errors);
    }
    const listed = (await call(token, 'GET', `/plans?${listQuery({ filter: { q: 'Refused' } })}`)).json();
    expect(listed).toEqual([]);
  });

  it('holds an update of one price against the prices stored, and writes nothing when refused', async () => {
    const plan = await createPlan(t, token);
    const res = await call(token, 'PUT', `/plans/${plan.id}`, { initial_original_price: 1000, title: 'Cheaper', version: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ initial_discount_price: ['The discount price cannot be above the original price'] });
    expect((await call(token, 'GET', `/plans/${plan.id}`)).json()).toMatchObject({ initial_original_price: 2999, title: 'One month' });
    const zh = await call(token, 'PUT', `/plans/${plan.id}`, { initial_original_price: 1000, version: 1 }, { 'accept-language': 'zh-TW' });
    expect(zh.json().errors).toEqual({ initial_discount_price: ['優惠價不可高於原價'] });
  });

  it('refuses a field that is not declared (subscribers are never typed)', async () => {
    const res = await call(token, 'POST', '/plans', planBody({ subscribers: 10 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ subscribers: ['Unknown field'] });
  });
});

describe('the order of plans', () => {
  it('follows a dragged order, saved in one request', async () => {
    const marker = `order${Date.now()}`;
    const a = await createPlan(t, token, { name: `${marker} A` });
    const b = await createPlan(t, token, { name: `${marker} B` });
    const c = await createPlan(t, token, { name: `${marker} C` });
    const res = await call(token, 'POST', '/plans/reorder', { ids: [c.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await call(token, 'GET', `/plans?${listQuery({ filter: { q: marker }, sort: ['sort', 'ASC'] })}`)).json() as { name: string }[];
    expect(list.map((p) => p.name)).toEqual([`${marker} C`, `${marker} A`, `${marker} B`]);
  });

  it('refuses an id that does not exist, and changes nothing', async () => {
    const a = await createPlan(t, token, { sort: 7 });
    const res = await call(token, 'POST', '/plans/reorder', { ids: [a.id, 999999] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ ids: [expect.any(String)] });
    expect((await call(token, 'GET', `/plans/${a.id}`)).json().sort).toBe(7);
  });
});

describe('GET /plans/exportCsv', () => {
  it('is named plans.csv, headed in the admin\'s language, with exact decimal prices', async () => {
    const marker = `csv${Date.now()}`;
    await createPlan(t, token, { name: `${marker} dollars`, title: '=HYPERLINK("x")', initial_original_price: 2999, initial_discount_price: 1999, currency: 'USD' });
    await createPlan(t, token, { name: `${marker} yen`, initial_original_price: 1500, initial_discount_price: null, currency: 'JPY', recurring_original_price: 1500, segpay_id: 'SP,7' });
    const res = await call(token, 'GET', `/plans/exportCsv?${listQuery({ filter: { q: marker }, sort: ['name', 'ASC'] })}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="plans.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Name,Title,Currency,Initial period,Initial period unit,Initial original price,Initial discount price,Recurring period,Recurring period unit,' +
        'Recurring original price,Recurring discount price,Downloadable,Show,Best value,Sort,Segpay ID,Epoch ID,Epoch TI ID,NATS ID,XSale ID',
    );
    // A title that a spreadsheet would run as a formula is exported inert.
    expect(lines.slice(1)).toEqual([
      `${marker} dollars,"'=HYPERLINK(""x"")",USD,1,Month,29.99,19.99,1,Month,29.99,,No,Yes,No,0,,,,,`,
      `${marker} yen,One month,JPY,1,Month,1500,,1,Month,1500,,No,Yes,No,0,"SP,7",,,,`,
    ]);
    const zh = await call(token, 'GET', `/plans/exportCsv?${listQuery({ filter: { q: marker } })}`, undefined, { 'accept-language': 'zh-CN' });
    expect(zh.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/^名称,标题,币种,首期,首期单位,首期原价,首期优惠价,续费周期/);
  });
});
