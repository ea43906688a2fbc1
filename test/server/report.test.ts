/**
 * A report declaration: the kernel mounts its route under its own permission, validates the
 * range, runs its query and adds the totals, and exports the declared CSV.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { resources } from '../../resources/index.ts';
import { defineReport, resolveRange } from '../../resources/report.ts';
import { createTablesSql } from '../../server/db/generate.ts';
import { loadServerRegistry, RESOURCES_DIR, serverResource } from '../../server/registry.ts';
import { gadgets } from '../fixtures/gadgets/schema.ts';
import { gadgetsLaunched } from '../fixtures/gadgets_launched/schema.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { staffWith } from './helpers/staff.ts';

let t: TTestApp;
let token: string;
const URL_ = `${API}/reports/gadgets-launched`;
const get = (query: Record<string, string>, as = token, suffix = '') => t.call(as, { url: `${URL_}${suffix}?${new URLSearchParams(query)}` });

beforeAll(async () => {
  t = await buildTestApp({
    resources: [...resources, gadgets],
    // Declared only; its query is found in its folder, as a report of resources/ is.
    reports: [gadgetsLaunched],
    prepare: async (db) => {
      for (const statement of await createTablesSql({ gadgets: serverResource(gadgets).table })) await db.execute(sql.raw(statement));
    },
  });
  token = await t.login();
  const rows: [string, string, number, string, boolean, string][] = [
    ['A', '2024-03-01', 1999, 'USD', true, 'phone'],
    ['B', '2024-03-01', 5001, 'USD', false, 'tablet'],
    ['C', '2024-03-01', 1000, 'USD', false, 'phone'],
    ['D', '2024-03-03', 7_000_000_000_000, 'USD', true, 'watch'],
    ['E', '2024-03-03', 999, 'TWD', true, 'phone'], // another currency: not in a US-dollar report
    ['F', '2024-04-01', 1, 'USD', true, 'phone'], // outside the range
  ];
  for (const [name, launchedOn, price, currency, active, kind] of rows) {
    const res = await t.call(token, { method: 'POST', url: `${API}/gadgets`, payload: { name, launched: launchedOn, price, currency, active, kind } });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

describe('a report declaration', () => {
  it('answers rows and totals computed by hand', async () => {
    const res = await get({ range: 'custom', from: '2024-03-01', to: '2024-03-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      range: { from: '2024-03-01', to: '2024-03-31' },
      // The wire is snake_case, as for every resource.
      rows: [
        { day: '2024-03-01', gadgets: 3, value: 8000, active_share: 3333 },
        { day: '2024-03-03', gadgets: 1, value: 7_000_000_000_000, active_share: 10000 },
      ],
      totals: { gadgets: 4, value: 7_000_000_008_000 },
    });
    const phones = (await get({ range: 'custom', from: '2024-03-01', to: '2024-03-31', kind: 'phone' })).json();
    expect(phones.totals).toEqual({ gadgets: 2, value: 2999 });
  });

  it('refuses a range that ends before it starts, lasts over two years or is no date', async () => {
    const refused: Record<string, string>[] = [
      { range: 'custom', from: '2024-03-02', to: '2024-03-01' },
      { range: 'custom', from: '2022-01-01', to: '2024-01-01' },
      { range: 'custom', from: '2024-02-30', to: '2024-03-01' },
      { range: 'custom', from: '2024-03-01' },
      { range: 'last_year' },
      { kind: 'laptop' },
      { colour: 'red' },
    ];
    for (const query of refused) {
      const res = await get(query);
      expect([400, 422], JSON.stringify(query)).toContain(res.statusCode);
      expect(res.json().message, JSON.stringify(query)).toBeTruthy();
    }
    // Exactly two years is allowed.
    expect((await get({ range: 'custom', from: '2022-01-01', to: '2023-12-31' })).statusCode).toBe(200);
  });

  it('resolves the presets from the current date', () => {
    expect(resolveRange({ range: 'today' }, '2024-03-01')).toEqual({ from: '2024-03-01', to: '2024-03-01' });
    expect(resolveRange({ range: 'yesterday' }, '2024-03-01')).toEqual({ from: '2024-02-29', to: '2024-02-29' });
    expect(resolveRange({ range: 'last_3_days' }, '2024-03-01')).toEqual({ from: '2024-02-28', to: '2024-03-01' });
    expect(resolveRange({}, '2024-03-01')).toEqual({ from: '2024-02-24', to: '2024-03-01' });
    expect(resolveRange({ range: 'last_30_days' }, '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-03-01' });
  });

  it('is allowed by its own permission only, which the catalogue lists', async () => {
    const viewer = await staffWith(t, ['view-gadgets_launched']);
    const other = await staffWith(t, ['list-gadgets']);
    expect((await get({}, await viewer.token())).statusCode).toBe(200);
    expect((await get({}, await other.token())).statusCode).toBe(403);
    expect((await get({}, await other.token(), '/exportCsv')).statusCode).toBe(403);
    const catalogue = (await t.call(token, { url: `${API}/permissions` })).json();
    expect(catalogue).toContainEqual(expect.objectContaining({ name: 'view-gadgets_launched', area: 'analytics' }));
  });

  it('exports the declared CSV with a totals row: money in major units, rates in percent', async () => {
    const res = await get({ range: 'custom', from: '2024-03-01', to: '2024-03-31' }, token, '/exportCsv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="gadgets-launched.csv"');
    expect(res.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual([
      'Day,Gadgets,Value,Active share',
      '2024-03-01,3,80.00,33.33',
      '2024-03-03,1,70000000000.00,100.00',
      'Total,4,70000000080.00,',
    ]);
  });

  it('is found with its query in its folder, and a report whose folder gives none stops the start', async () => {
    const folders = [RESOURCES_DIR, fileURLToPath(new URL('../fixtures', import.meta.url))];
    const found = await loadServerRegistry(resources, folders, [gadgetsLaunched]);
    expect(found.reports.map((r) => [r.report.name, typeof r.query])).toEqual([['gadgets_launched', 'function']]);
    const orphan = defineReport({ name: 'orphans', area: 'analytics', path: '/reports/orphans', columns: [{ name: 'day', type: 'date' }], csv: { filename: 'orphans.csv' } });
    await expect(loadServerRegistry(resources, folders, [orphan])).rejects.toThrow(/orphans\/orphans\.server\.ts/);
  });
});
