/** SECURITY 32–33: GET /videos/exportCsv — the filtered list as RFC 4180 CSV, formula-safe, under its own permission, audited. */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/system.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';
import { createOne, query } from './helpers.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  const tag = await createOne(t, token, 'tags', { name: 'Drama, noir' });
  await createOne(t, token, 'videos', { serial_number: 'CSV-1', title: '=HYPERLINK("http://evil","x")', tags: [tag.id], is_free: true, views: 12 });
  await createOne(t, token, 'videos', { serial_number: 'CSV-2', title: 'Line one\nline "two", three', video_duration: 61 });
  await createOne(t, token, 'videos', { serial_number: 'OTHER-1', title: '+cmd|calc', source: '@SUM(A1)' });
});
afterAll(() => t.close());

const exportCsv = (params: Record<string, unknown>, as = token) => t.call(as, { url: `${API}/videos/exportCsv?${query(params)}` });

describe('GET /videos/exportCsv', () => {
  it('exports the filtered list as videos.csv with every cell round-tripping and formulas made inert', async () => {
    const res = await exportCsv({ filter: { q: 'CSV' }, sort: ['serial_number', 'ASC'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="videos.csv"');
    expect(res.body.startsWith('\uFEFFid,serial_number,title,status')).toBe(true);
    expect(res.body).toContain('\r\n');
    const rows = parse(res.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.serial_number)).toEqual(['CSV-1', 'CSV-2']);
    expect(rows[0]).toMatchObject({ title: '\'=HYPERLINK("http://evil","x")', tags: 'Drama, noir', is_free: '1', views: '12', status: 'draft' });
    expect(rows[1]).toMatchObject({ title: 'Line one\nline "two", three', video_duration: '61', is_free: '0' });
  });

  it('prefixes cells starting with + and @ too', async () => {
    const rows = parse((await exportCsv({ filter: { q: 'OTHER' } })).body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({ title: "'+cmd|calc", source: "'@SUM(A1)" });
  });

  it('is audited with the filter and the row count', async () => {
    await exportCsv({ filter: { q: 'CSV' } });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export'));
    expect(rows.at(-1)).toMatchObject({ resource: 'videos', after: { filter: { q: 'CSV' }, sort: null, rows: 2 } });
  });

  it('needs export-videos: listing is not enough', async () => {
    const lister = await staffWith(t, ['list-videos']);
    expect((await exportCsv({}, await lister.token())).statusCode).toBe(403);
    const exporter = await staffWith(t, ['export-videos']);
    expect((await exportCsv({}, await exporter.token())).statusCode).toBe(200);
  });

  it('refuses a bad filter with 400 before streaming', async () => {
    expect((await exportCsv({ filter: { nope: 1 } })).statusCode).toBe(400);
  });
});
