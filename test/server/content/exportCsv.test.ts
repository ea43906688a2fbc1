/** SECURITY 32–33: GET /videos/exportCsv — the filtered list as RFC 4180 CSV, formula-safe, under its own permission, audited. */
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
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
  await createOne(t, token, 'videos', {
    serial_number: 'SHEET-1',
    title: '夜行列車',
    video_duration: 3725,
    is_free: true,
    is_main: false,
    published_at: '2026-03-01T16:30:05Z',
    cover: '/media/images/ab/0123456789abcdef0123456789abcdef.jpg',
    video: 'https://cdn.example.com/media/videos/ab/clip.mp4',
  });
});
afterAll(() => t.close());

const exportCsv = (params: Record<string, unknown>, as = token) => t.call(as, { url: `${API}/videos/exportCsv?${query(params)}` });

describe('GET /videos/exportCsv', () => {
  it('exports the filtered list as videos.csv with every cell round-tripping and formulas made inert', async () => {
    const res = await exportCsv({ filter: { q: 'CSV' }, sort: ['serial_number', 'ASC'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="videos.csv"');
    expect(res.body.startsWith('\uFEFFID,Serial number,Title,Status')).toBe(true);
    expect(res.body).toContain('\r\n');
    const rows = parse(res.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r['Serial number'])).toEqual(['CSV-1', 'CSV-2']);
    expect(rows[0]).toMatchObject({ Title: '\'=HYPERLINK("http://evil","x")', Tags: 'Drama, noir', Free: 'Yes', Views: '12', Status: 'Draft' });
    expect(rows[1]).toMatchObject({ Title: 'Line one\nline "two", three', Duration: '0:01:01', Free: 'No' });
  });

  it('prefixes cells starting with + and @ too', async () => {
    const rows = parse((await exportCsv({ filter: { q: 'OTHER' } })).body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({ Title: "'+cmd|calc", Source: "'@SUM(A1)" });
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

  it('refuses an unknown time zone with 400 and a message', async () => {
    const res = await t.call(token, { url: `${API}/videos/exportCsv?${query({ filter: {} })}&time_zone=Mars%2FOlympus` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('time zone');
  });

  it('refuses a bad filter with 400 before streaming', async () => {
    expect((await exportCsv({ filter: { nope: 1 } })).statusCode).toBe(400);
  });
});

/** Issue 16 item 18: a file a spreadsheet reads as the admin reads the list. */
describe('GET /videos/exportCsv, for a spreadsheet', () => {
  const sheet = async (headers: Record<string, string> = {}, timeZone?: string) => {
    const res = await t.call(token, { url: `${API}/videos/exportCsv?${query({ filter: { q: 'SHEET' } })}${timeZone ? `&time_zone=${encodeURIComponent(timeZone)}` : ''}`, headers: { host: 'admin.example.com', ...headers } });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, rows: parse(res.body.slice(1), { columns: true }) as Record<string, string>[] };
  };

  it('starts with a UTF-8 byte order mark and keeps Chinese text as it is', async () => {
    const res = await t.call(token, { url: `${API}/videos/exportCsv?${query({ filter: { q: 'SHEET' } })}` });
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.toString('utf8')).toContain('夜行列車');
  });

  it('names the columns in the admin’s language, never in snake_case', async () => {
    const en = (await sheet({ 'accept-language': 'en' })).body.split('\r\n')[0];
    expect(en).toBe('\uFEFFID,Serial number,Title,Status,Duration,Free,Main,Views,Likes,Dislikes,Published at,Models,Directors,Tags,Source,Cover,Video file');
    const zhTW = (await sheet({ 'accept-language': 'zh-TW,zh;q=0.9' })).body.split('\r\n')[0];
    expect(zhTW).toBe('\uFEFFID,編號,標題,狀態,時長,免費,主打,觀看次數,喜歡,不喜歡,發布時間,模特兒,導演,標籤,來源,封面,影片檔案');
    const zhCN = (await sheet({ 'accept-language': 'zh-CN' })).body.split('\r\n')[0];
    expect(zhCN).toContain('编号,标题,状态,时长,免费');
  });

  it('writes durations as h:mm:ss', async () => {
    expect((await sheet()).rows[0]).toMatchObject({ Duration: '1:02:05' });
  });

  it('writes booleans and statuses as words of the admin’s language', async () => {
    expect((await sheet()).rows[0]).toMatchObject({ Free: 'Yes', Main: 'No', Status: 'Draft' });
    expect((await sheet({ 'accept-language': 'zh-TW' })).rows[0]).toMatchObject({ 免費: '是', 主打: '否', 狀態: '草稿' });
  });

  it('writes dates in the admin’s time zone, as a spreadsheet reads them', async () => {
    expect((await sheet()).rows[0]).toMatchObject({ 'Published at': '2026-03-01 16:30:05' });
    expect((await sheet({}, 'Asia/Taipei')).rows[0]).toMatchObject({ 'Published at': '2026-03-02 00:30:05' });
    expect((await sheet({}, 'America/New_York')).rows[0]).toMatchObject({ 'Published at': '2026-03-01 11:30:05' });
  });

  it('writes stored media as full URLs a spreadsheet can open, and keeps full addresses', async () => {
    const { rows } = await sheet();
    expect(rows[0]).toMatchObject({
      Cover: 'http://admin.example.com/media/images/ab/0123456789abcdef0123456789abcdef.jpg',
      'Video file': 'https://cdn.example.com/media/videos/ab/clip.mp4',
    });
  });
});

describe('GET /videos/exportCsv past one batch', () => {
  // Whether the database writes the lines (the default) or the API does (CSV_LINES_BY=api), the batches follow each other alike.
  let linesByApi: TTestApp;
  beforeAll(async () => {
    // 2,300 videos (more than two batches), one in seven unpublished (a null sort value), many sharing a date.
    const bulk = sql`insert into videos (serial_number, title, status, published_at)
      select 'BULK-' || lpad(g::text, 5, '0'), 'Bulk ' || g, 'draft', case when g % 7 = 0 then null else timestamptz '2026-01-01' + ((g % 50) || ' days')::interval end
      from generate_series(1, 2300) g`;
    await t.db.execute(bulk);
    linesByApi = await buildTestApp({ config: { csvLinesBy: 'api' }, prepare: async (db) => void (await db.execute(bulk)) });
  });
  afterAll(() => linesByApi.close());

  it.each(['database', 'api'])('streams every row once, in the list order, across batches sought from the last row (nulls included, both ways), its lines written by the %s', async (by) => {
    const app = by === 'api' ? linesByApi : t;
    const as = by === 'api' ? await linesByApi.login() : token;
    for (const [field, order] of [['published_at', 'ASC'], ['published_at', 'DESC'], ['title', 'DESC'], ['id', 'ASC']] as const) {
      const res = await app.call(as, { url: `${API}/videos/exportCsv?${query({ filter: { q: 'BULK-' }, sort: [field, order] })}` });
      expect(res.statusCode, res.body).toBe(200);
      const exported = (parse(res.body.slice(1), { columns: true }) as Record<string, string>[]).map((r) => r['Serial number']);
      const direction = sql.raw(order);
      const expected = (await app.db.execute(sql`select serial_number from videos where serial_number like 'BULK-%' order by ${sql.identifier(field)} ${direction}, id ${direction}`)) as unknown;
      const rows = (Array.isArray(expected) ? expected : (expected as { rows: { serial_number: string }[] }).rows) as { serial_number: string }[];
      expect(exported.length, `${field} ${order}`).toBe(2300);
      expect(exported, `${field} ${order}`).toEqual(rows.map((r) => r.serial_number));
    }
  });
});
