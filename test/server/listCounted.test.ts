/**
 * Lists whose total is read from the kept counts (rowCounts.ts): filtered by one tag (its join
 * table's count for that tag), by one status, or by one plan (a reference declared counted), pages
 * and totals are those of the SQL they stand for, first pages and deep ones, each sort both ways,
 * and stay so as videos, links and orders come, go and move.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue, generateCommerce } from '../../bench/generate.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

// 30 tags, 3 a video: 1,200 videos a tag, more than a reference's matches read and sorted (1,000).
const VOLUME = { videos: 12_000, models: 50, tags: 30, directors: 10 };

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ prepare: (db) => generateCatalogue(db, VOLUME) });
  token = await t.login();
});
afterAll(() => t.close());

const ids = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
const tagged = (tag: number) => sql`exists (select 1 from videos_tags vt where vt.owner_id = videos.id and vt.target_id = ${tag})`;

/** Every page asked of the list equals the SQL's page, with the exact total. */
const expectPages = async (filter: object, where: ReturnType<typeof sql>, offsets: (count: number) => number[]) => {
  const [count] = await ids(sql`select count(*)::int as id from videos where ${where}`);
  for (const [field, column] of [
    ['title', sql`title`],
    ['views', sql`views`],
    ['serialNumber', sql`serial_number`],
  ] as const) {
    for (const order of ['ASC', 'DESC'] as const) {
      for (const offset of offsets(count!)) {
        // Every request reads its total afresh.
        t.app.changes.changed('videos');
        const res = await t.call(token, { url: `${API}/videos?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=["${field}","${order}"]&range=[${offset},${offset + 24}]` });
        expect(res.statusCode, res.body).toBe(200);
        const want = await ids(
          order === 'ASC'
            ? sql`select id from videos where ${where} order by ${column} asc, id asc limit 25 offset ${offset}`
            : sql`select id from videos where ${where} order by ${column} desc, id desc limit 25 offset ${offset}`,
        );
        expect(
          res.json().map((v: { id: number }) => v.id),
          `${JSON.stringify(filter)} ${field} ${order} ${offset}`,
        ).toEqual(want);
        if (want.length) expect([res.headers['content-range'], res.headers['x-total-kind']]).toEqual([`videos ${offset}-${offset + want.length - 1}/${count}`, 'exact']);
      }
    }
  }
};

describe('a list filtered by one tag', () => {
  it('reads its exact total from the tag links kept per tag, and the same pages as the SQL, first and deep', async () => {
    await expectPages({ tags: [7] }, tagged(7), (count) => [0, 25, 600, count - 25, count - 10, count + 5]);
  });

  it('follows videos deleted, links removed and added: read then sorted when few, walked when many', async () => {
    await t.db.execute(sql`delete from videos where id in (select owner_id from videos_tags where target_id = 7 order by owner_id limit 150)`);
    await t.db.execute(sql`delete from videos_tags where target_id = 7 and owner_id in (select owner_id from videos_tags where target_id = 7 order by owner_id desc limit 100)`);
    // 950 left: few enough to be read and sorted.
    await expectPages({ tags: [7] }, tagged(7), (count) => [0, 475, count - 25]);
    await t.db.execute(sql`insert into videos_tags (owner_id, target_id) select id, 7 from videos where id % 11 = 0 on conflict do nothing`);
    await expectPages({ tags: [7] }, tagged(7), (count) => [0, 1000, count - 25]);
  });

  it('counts two tags up to the cap, as any other filter', async () => {
    const res = await t.call(token, { url: `${API}/videos?filter=${encodeURIComponent(JSON.stringify({ tags: [8, 9] }))}&range=[0,24]` });
    const [count] = await ids(sql`select count(*)::int as id from videos where exists (select 1 from videos_tags vt where vt.owner_id = videos.id and vt.target_id in (8, 9))`);
    expect([res.headers['content-range'], res.headers['x-total-kind']]).toEqual([`videos 0-24/${count}`, 'exact']);
  });
});

describe('an unfiltered list', () => {
  it('reads a deep page with its kept total in one statement, forwards before the middle and backwards past it', async () => {
    await expectPages({}, sql`true`, (count) => [5_000, Math.floor(count / 2) - 30, Math.floor(count / 2) + 1, count - 25, count - 10, count + 5]);
  });
});

describe('a list filtered by one status', () => {
  it('reads its exact total from the counts kept per status, and the same pages as the SQL, first and deep', async () => {
    await expectPages({ status: 'published' }, sql`status = 'published'`, (count) => [0, 5_000, Math.floor(count / 2) + 3, count - 25, count + 5]);
    await expectPages({ status: ['draft', 'hidden'] }, sql`status in ('draft', 'hidden')`, (count) => [0, 1_000, count - 25]);
  });
});

describe('a list filtered by one plan (a reference declared counted)', () => {
  it('reads its exact total from the counts kept per plan, and the same pages as the SQL, after orders are made and moved to another plan', async () => {
    // Made after the API started: counted as they are written.
    await generateCommerce(t.db, { users: 300, subscriptions: 900 }, Date.UTC(2026, 10, 1));
    const [plan] = await ids(sql`select plan as id from orders group by plan order by count(*) desc limit 1`);
    const [other] = await ids(sql`select id from plans where id <> ${plan} order by id limit 1`);
    const check = async () => {
      const [count] = await ids(sql`select count(*)::int as id from orders where plan = ${plan}`);
      expect(count).toBeGreaterThan(100);
      for (const order of ['ASC', 'DESC'] as const) {
        for (const offset of [0, Math.floor(count! / 2) + 1, count! - 25]) {
          t.app.changes.changed('orders');
          const res = await t.call(token, { url: `${API}/orders?filter=${encodeURIComponent(JSON.stringify({ plan }))}&sort=["amount","${order}"]&range=[${offset},${offset + 24}]` });
          expect(res.statusCode, res.body).toBe(200);
          const want = await ids(
            order === 'ASC'
              ? sql`select id from orders where plan = ${plan} order by amount asc, id asc limit 25 offset ${offset}`
              : sql`select id from orders where plan = ${plan} order by amount desc, id desc limit 25 offset ${offset}`,
          );
          expect(res.json().map((o: { id: number }) => o.id), `${order} ${offset}`).toEqual(want);
          expect([res.headers['content-range'], res.headers['x-total-kind']]).toEqual([`orders ${offset}-${offset + want.length - 1}/${count}`, 'exact']);
        }
      }
    };
    await check();
    await t.db.execute(sql`update orders set plan = ${other} where id in (select id from orders where plan = ${plan} order by id limit 40)`);
    await check();
  });
});
