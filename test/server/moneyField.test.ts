/**
 * A money field, declared on the fixture entity: minor units in the record's currency on the
 * wire and in a bigint column, refused with a message on the field when it is not exact, and
 * filtered, sorted and exported like any declared field. Runs on PostgreSQL too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { defineResource } from '../../resources/define.ts';
import { MAX_MINOR } from '../../resources/money.ts';
import { resources } from '../../resources/index.ts';
import { createTablesSql } from '../../server/db/generate.ts';
import { serverResource } from '../../server/registry.ts';
import { gadgets } from '../fixtures/gadgets/schema.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({
    resources: [...resources, gadgets],
    prepare: async (db) => {
      for (const statement of await createTablesSql({ gadgets: serverResource(gadgets).table })) await db.execute(sql.raw(statement));
    },
  });
  token = await t.login();
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: `${API}/gadgets`, payload });
const names = async (query: Record<string, unknown>) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
  const res = await t.call(token, { url: `${API}/gadgets?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((g: { name: string }) => g.name);
};

describe('a money field', () => {
  it('keeps minor units exactly, up to the largest safe amount, in a bigint column', async () => {
    const big = await create({ name: 'Vault', kind: 'phone', price: MAX_MINOR, currency: 'TWD' });
    expect(big.statusCode, big.body).toBe(201);
    expect(big.json()).toMatchObject({ price: MAX_MINOR, currency: 'TWD' });
    const id = big.json().id;
    expect((await t.call(token, { url: `${API}/gadgets/${id}` })).json()).toMatchObject({ price: MAX_MINOR, currency: 'TWD' });
    const { rows } = (await t.db.execute(sql`select price::text as price, pg_typeof(price)::text as type from gadgets where id = ${id}`)) as unknown as {
      rows: { price: string; type: string }[];
    };
    expect(rows[0]).toEqual({ price: String(MAX_MINOR), type: 'bigint' });
    // The currency defaults as declared.
    expect((await create({ name: 'Plain', kind: 'phone', price: 0 })).json()).toMatchObject({ price: 0, currency: 'USD' });
  });

  it('answers 422 on the field for an amount that is not exact minor units or a currency that does not exist', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ price: 19.99 }, { price: ['Must be a whole number'] }],
      [{ price: -1 }, { price: ['Must be at least 0'] }],
      // Past 2^53 a number is no longer a safe whole number either.
      [{ price: MAX_MINOR + 1 }, { price: ['Must be a whole number', `Must be ${MAX_MINOR} or less`] }],
      [{ price: '1999' }, { price: ['Must be a number'] }],
      [{ currency: 'XYZ' }, { currency: ['Must be an ISO 4217 currency code such as USD'] }],
      [{ currency: 'usd' }, { currency: ['Must be an ISO 4217 currency code such as USD'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await create({ name: 'Refused', kind: 'watch', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
  });

  it('is refused at declaration without a currency', () => {
    const declare = (price: object, extra = {}) => () =>
      defineResource({
        name: 'things', area: 'commerce', path: '/things', routes: { list: '' },
        fields: { price: { type: 'money', ...price }, ...extra }, operations: ['list'], list: ['id'], sort: { field: 'id', order: 'ASC' }, title: 'id',
      });
    expect(declare({})).toThrow(/currency/);
    expect(declare({ currency: 'ABC' })).toThrow(/currency/);
    expect(declare({ currencyField: 'name' }, { name: { type: 'string' } })).toThrow(/currency/);
    expect(declare({ currency: 'EUR' })).not.toThrow();
  });
});

describe('a list by a money field', () => {
  beforeAll(async () => {
    await t.db.execute(sql`delete from gadgets`);
    const rows: [string, number, string][] = [
      ['Cheap', 99, 'USD'],
      ['Middle', 1999, 'USD'],
      ['Dear', 250000, 'USD'],
      ['Yen', 1500, 'JPY'],
      ['Huge', 5_000_000_000_000, 'TWD'],
    ];
    for (const [name, price, currency] of rows) expect((await create({ name, kind: 'phone', price, currency })).statusCode).toBe(201);
  });

  it('filters by range and sorts by amount beyond the 32-bit range', async () => {
    expect(await names({ filter: { price_gte: 1500, price_lte: 250000 } })).toEqual(['Dear', 'Middle', 'Yen']);
    expect(await names({ filter: { price_gte: 3_000_000_000 } })).toEqual(['Huge']);
    expect(await names({ sort: ['price', 'DESC'] })).toEqual(['Huge', 'Dear', 'Middle', 'Yen', 'Cheap']);
  });

  it('refuses a filter value that is not a safe whole amount', async () => {
    for (const value of [1.5, '100', MAX_MINOR + 2]) {
      const params = new URLSearchParams({ filter: JSON.stringify({ price_gte: value }) });
      expect((await t.call(token, { url: `${API}/gadgets?${params}` })).statusCode, String(value)).toBe(400);
    }
  });

  it('exports amounts as exact decimals in each record\'s currency', async () => {
    const res = await t.call(token, { url: `${API}/gadgets/exportCsv?${new URLSearchParams({ sort: '["price","ASC"]' })}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="gadgets.csv"');
    // A fixture entity has no labels: its headers are its field names in words.
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toEqual(['Name,Price,Kind', 'Cheap,0.99,phone', 'Yen,1500,phone', 'Middle,19.99,phone', 'Dear,2500.00,phone', 'Huge,50000000000.00,phone']);
  });
});

describe('the API document of a money field', () => {
  it('documents an integer of minor units and its currency', async () => {
    const doc = (await t.call(token, { url: `${API}/openapi.json` })).json();
    const body = doc.paths['/api/v1/admin/gadgets'].post.requestBody.content['application/json'].schema;
    const schema = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    const price = schema.properties.price.anyOf?.find((s: { type?: string }) => s.type === 'integer') ?? schema.properties.price;
    expect(price).toMatchObject({ type: 'integer', minimum: 0, maximum: MAX_MINOR });
    expect(price.description).toMatch(/minor units/i);
    expect(JSON.stringify(schema.properties.currency)).toMatch(/ISO 4217/);
  });
});
