/**
 * The one list pipeline through the API: totals exact below the cap and marked above it, pages
 * kept per caller's scope, unknown parameters and impossible instants refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { resources } from '../../resources/index.ts';
import { restrictedTo, UNRESTRICTED } from '../../server/crud/scope.ts';
import { WALK_UP_TO } from '../../server/crud/list.ts';
import { EXACT_TOTAL_CAP, SEARCH_TOTAL_CAP } from '../../server/crud/listTotal.ts';
import { createTablesSql } from '../../server/db/generate.ts';
import { serverResource } from '../../server/registry.ts';
import { gadgets } from '../fixtures/gadgets/schema.ts';
import { notes } from '../fixtures/notes/schema.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
let channelOne: string;
let channelTwo: string;
beforeAll(async () => {
  t = await buildTestApp({
    resources: [...resources, gadgets, notes],
    prepare: async (db) => {
      for (const statement of await createTablesSql({ gadgets: serverResource(gadgets).table, notes: serverResource(notes).table })) await db.execute(sql.raw(statement));
      await db.execute(sql`insert into notes (title, channel_id) values ('one a', 1), ('one b', 1), ('two a', 2)`);
    },
    // Admins named channel-<n> see channel n only; everyone else sees everything.
    scopeOf: (admin) => (/^channel-\d$/.test(admin.username) ? restrictedTo([Number(admin.username.slice(-1))]) : UNRESTRICTED),
  });
  token = await t.login();
  channelOne = (await t.createAdmin(['list-notes'], { username: 'channel-1' })).token;
  channelTwo = (await t.createAdmin(['list-notes'], { username: 'channel-2' })).token;
});
afterAll(() => t.close());

const get = (url: string, as = token) => t.call(as, { url: `${API}${url}` });
const titles = async (url: string, as: string) => {
  const res = await get(url, as);
  expect(res.statusCode, res.body).toBe(200);
  return { titles: res.json().map((n: { title: string }) => n.title), range: res.headers['content-range'] };
};

describe('a list total', () => {
  it('is exact below the cap, and marked as at least the cap above it, while pages still read', async () => {
    await t.db.execute(sql`insert into gadgets (name, kind, price) select 'g' || n, 'phone', 1 from generate_series(1, ${EXACT_TOTAL_CAP - 5}) n`);
    const below = await get('/gadgets?range=[0,24]');
    expect(below.headers['content-range']).toBe(`gadgets 0-24/${EXACT_TOTAL_CAP - 5}`);
    expect(below.headers['x-total-kind']).toBe('exact');

    await t.db.execute(sql`insert into gadgets (name, kind, price) select 'h' || n, 'watch', 1 from generate_series(1, 10) n`);
    // Two conditions: counted up to the cap.
    const both = '{"kind":["phone","watch"],"priceGte":0}';
    const above = await get(`/gadgets?range=[25,49]&filter=${both}`);
    expect(above.headers['content-range']).toBe(`gadgets 25-49/${EXACT_TOTAL_CAP}`);
    expect(above.headers['x-total-kind']).toBe('at-least');
    // The last page of the capped total shows there is more after it.
    const edge = await get(`/gadgets?range=[${EXACT_TOTAL_CAP - 25},${EXACT_TOTAL_CAP - 1}]&filter=${both}`);
    expect(edge.json()).toHaveLength(25);
    expect(edge.headers['content-range']).toBe(`gadgets ${EXACT_TOTAL_CAP - 25}-${EXACT_TOTAL_CAP - 1}/${EXACT_TOTAL_CAP + 1}`);
    const past = await get(`/gadgets?range=[${EXACT_TOTAL_CAP},${EXACT_TOTAL_CAP + 24}]&filter=${both}`);
    expect(past.json()).toHaveLength(5);
    // An enumeration alone: its values' kept counts, exact past the cap.
    const kinds = await get('/gadgets?range=[25,49]&filter={"kind":["phone","watch"]}');
    expect([kinds.headers['content-range'], kinds.headers['x-total-kind']]).toEqual([`gadgets 25-49/${EXACT_TOTAL_CAP + 5}`, 'exact']);

    const small = await get('/gadgets?filter={"kind":"watch"}&range=[0,4]');
    expect([small.headers['content-range'], small.headers['x-total-kind']]).toEqual(['gadgets 0-4/10', 'exact']);

    // Unfiltered and past the cap: the table's row count, kept by its triggers, exact.
    // The fixture's table announces no commits: the total counted for the first page is forgotten by hand.
    t.app.changes.changed('gadgets');
    const unfiltered = await get('/gadgets?range=[50,74]');
    expect([unfiltered.headers['content-range'], unfiltered.headers['x-total-kind']]).toEqual([`gadgets 50-74/${EXACT_TOTAL_CAP + 5}`, 'exact']);
    await t.db.execute(sql`delete from gadgets where name like 'h%'`);
    t.app.changes.changed('gadgets');
    const fewer = await get('/gadgets?range=[0,24]');
    expect([fewer.headers['content-range'], fewer.headers['x-total-kind']]).toEqual([`gadgets 0-24/${EXACT_TOTAL_CAP - 5}`, 'exact']);
  });

  it('reads a deep page of a kept total (unfiltered: from its kept positions; one enumeration: from the nearer end): the same rows as the offset, the last page short, past the end empty', async () => {
    // 9,995 gadgets from the test above, prices with nulls and ties, three kinds.
    await t.db.execute(sql`update gadgets set price = case when id % 7 = 0 then null else (id * 31) % 50 end, kind = case when id % 10 = 0 then 'watch' when id % 10 = 1 then 'tablet' else 'phone' end`);
    t.app.changes.changed('gadgets');
    const countOf = async (kinds: readonly string[] | undefined) =>
      Number(((await t.db.execute(kinds ? sql`select count(*)::int as n from gadgets where kind in ${kinds}` : sql`select count(*)::int as n from gadgets`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const expected = async (kinds: readonly string[] | undefined, field: 'name' | 'price', order: 'asc' | 'desc', offset: number) => {
      const by = field === 'name' ? sql`name` : sql`price`;
      const where = kinds ? sql`where kind in ${kinds}` : sql``;
      const result = await t.db.execute(
        order === 'asc' ? sql`select id from gadgets ${where} order by ${by} asc, id asc limit 25 offset ${offset}` : sql`select id from gadgets ${where} order by ${by} desc, id desc limit 25 offset ${offset}`,
      );
      return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number }[]).map((row) => Number(row.id));
    };
    for (const [filter, kinds] of [['{}', undefined], ['{"kind":"phone"}', ['phone']], ['{"kind":["phone","watch"]}', ['phone', 'watch']]] as const) {
      const count = await countOf(kinds);
      for (const field of ['name', 'price'] as const) {
        for (const order of ['ASC', 'DESC'] as const) {
          // Before the middle (walked from the start), past it (from the end), deep, the last full page, the short last page, past the end.
          for (const offset of [2_000, 5_000, Math.floor(count / 2) + 1, 7_000, count - 25, count - 10, count + 5]) {
            t.app.changes.changed('gadgets');
            const res = await get(`/gadgets?filter=${filter}&sort=["${field}","${order}"]&range=[${offset},${offset + 24}]`);
            expect(res.statusCode, res.body).toBe(200);
            const want = await expected(kinds, field, order === 'ASC' ? 'asc' : 'desc', offset);
            expect(res.json().map((g: { id: number }) => g.id), `${filter} ${field} ${order} ${offset}`).toEqual(want);
            if (want.length) expect([res.headers['content-range'], res.headers['x-total-kind']]).toEqual([`gadgets ${offset}-${offset + want.length - 1}/${count}`, 'exact']);
          }
        }
      }
    }
  });
});

describe('a text search', () => {
  it('reads on sessions whose scans of a table start at its first page, which its foreseen number of matches relies on', async () => {
    // Ten reads at once, so that more than one pooled connection answers.
    const settings = await Promise.all(Array.from({ length: 10 }, () => t.db.execute(sql`select current_setting('synchronize_seqscans') as setting`)));
    for (const result of settings) expect((result as unknown as { rows: { setting: string }[] }).rows[0]!.setting).toBe('off');
  });
  it('reads on sessions that never compile a statement to machine code, which its branches would make costly enough to compile at each run', async () => {
    const settings = await Promise.all(Array.from({ length: 10 }, () => t.db.execute(sql`select current_setting('jit') as setting`)));
    for (const result of settings) expect((result as unknown as { rows: { setting: string }[] }).rows[0]!.setting).toBe('off');
  });
  it('returns the same sorted rows whether its matches are read first (up to the cap) or the sort index is walked (past it), with its total in the same statement', async () => {
    await t.db.execute(sql`insert into gadgets (name, kind, price) select 'm' || n, 'laptop', n % 13 from generate_series(1, ${EXACT_TOTAL_CAP + 3}) n`);
    const expected = async (pattern: string, order: 'asc' | 'desc', offset: number) => {
      const result = await t.db.execute(
        order === 'asc'
          ? sql`select id from gadgets where name ilike ${pattern} order by price asc nulls last, id asc limit 25 offset ${offset}`
          : sql`select id from gadgets where name ilike ${pattern} order by price desc nulls first, id desc limit 25 offset ${offset}`,
      );
      return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number }[]).map((row) => Number(row.id));
    };
    // "m10": 115 matches, sorted after reading; "m1": 1,115 and "m": every one of the 10,003, past a search's cap (1,000), read along the price
    // index: "m1" ends its walk at the page's last match, "m" at the page's last row.
    for (const [q, total, kind] of [['m10', 115, 'exact'], ['m1', SEARCH_TOTAL_CAP, 'at-least'], ['m', SEARCH_TOTAL_CAP, 'at-least']] as const) {
      for (const order of ['ASC', 'DESC'] as const) {
        // The first request of a filter reads its total with the page; the next ones find it kept.
        for (const offset of q === 'm10' ? [25, 50, 75] : [25, 50, 990, 1000, 5000]) {
          if (q === 'm1' && offset > 1090) continue;
          const res = await get(`/gadgets?filter=${encodeURIComponent(JSON.stringify({ q }))}&sort=["price","${order}"]&range=[${offset},${offset + 24}]`);
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().map((g: { id: number }) => g.id), `${q} ${order} ${offset}`).toEqual(await expected(`%${q}%`, order === 'ASC' ? 'asc' : 'desc', offset));
          // A capped total is at least the rows read, and one more when a full page was read past it.
          const shown = kind === 'at-least' && offset + 25 >= total ? offset + 26 : total;
          expect([res.headers['content-range'], res.headers['x-total-kind']]).toEqual([`gadgets ${offset}-${offset + 24}/${shown}`, kind]);
        }
      }
    }
    // 1,500 matches that lie together at the end of the order (the dearest): going up, a walk from the start misses them and they are read and
    // sorted; going down, it finds them at once.
    await t.db.execute(sql`insert into gadgets (name, kind, price) select 'tail' || n, 'laptop', 100 + n % 7 from generate_series(1, 1500) n`);
    t.app.changes.changed('gadgets');
    for (const order of ['ASC', 'DESC'] as const) {
      for (const offset of [0, 25, 400, 1475]) {
        const res = await get(`/gadgets?filter=${encodeURIComponent(JSON.stringify({ q: 'tail' }))}&sort=["price","${order}"]&range=[${offset},${offset + 24}]`);
        expect(res.json().map((g: { id: number }) => g.id), `tail ${order} ${offset}`).toEqual(await expected('%tail%', order === 'ASC' ? 'asc' : 'desc', offset));
        expect(res.headers['x-total-kind']).toBe('at-least');
      }
    }
    await t.db.execute(sql`delete from gadgets where kind = 'laptop'`);
    t.app.changes.changed('gadgets');
  });

  it('reads a page of many matches from the start of the sort index, further along it for a deep page, or by sorting the matches when they gather past the rows it walks', async () => {
    // "zz…" matches sort after WALK_UP_TO rows that do not match ("a…"), going up by name; "1" matches are spread along both.
    await t.db.execute(sql`insert into gadgets (name, kind) select 'a' || n, 'tablet' from generate_series(1, ${WALK_UP_TO}) n`);
    await t.db.execute(sql`insert into gadgets (name, kind) select 'zz' || n, 'tablet' from generate_series(1, ${EXACT_TOTAL_CAP + 3}) n`);
    t.app.changes.changed('gadgets');
    const expected = async (pattern: string, order: 'asc' | 'desc', offset: number) => {
      const result = await t.db.execute(
        order === 'asc'
          ? sql`select id from gadgets where name ilike ${pattern} order by name asc, id asc limit 25 offset ${offset}`
          : sql`select id from gadgets where name ilike ${pattern} order by name desc, id desc limit 25 offset ${offset}`,
      );
      return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number }[]).map((row) => Number(row.id));
    };
    const cases = [
      // Each match past the walked rows going up: sorted; all within them going down.
      ['zz', [0, 25, 5000, EXACT_TOTAL_CAP - 20]],
      // 13,439 of the walked "a…" rows match, and 3,443 "zz…" rows: the first pages in the walked rows, the deeper ones walked on.
      ['1', [0, 13_430, 15_000]],
    ] as const;
    for (const [q, offsets] of cases) {
      for (const order of ['ASC', 'DESC'] as const) {
        for (const offset of offsets) {
          const res = await get(`/gadgets?filter=${encodeURIComponent(JSON.stringify({ q }))}&sort=["name","${order}"]&range=[${offset},${offset + 24}]`);
          expect(res.statusCode, res.body).toBe(200);
          const ids = res.json().map((g: { id: number }) => g.id);
          const want = await expected(`%${q}%`, order === 'ASC' ? 'asc' : 'desc', offset);
          expect(want.length, 'the page asked for holds rows').toBeGreaterThan(0);
          expect(ids, `${q} ${order} ${offset}`).toEqual(want);
        }
      }
    }
    await t.db.execute(sql`delete from gadgets where kind = 'tablet'`);
    t.app.changes.changed('gadgets');
  });
});

describe('a range of another field than the sort', () => {
  it('returns the same sorted rows whether its matches are read first (up to the cap) or past it, at the first page and deep ones', async () => {
    // Launch dates follow the names, so that a range of dates gathers in one stretch of the name order; prices are spread.
    await t.db.execute(sql`insert into gadgets (name, kind, price, launched) select 'r' || lpad(n::text, 6, '0'), 'watch', (n * 7919) % 5000,
      date '2020-01-01' + n / 10 from generate_series(1, ${EXACT_TOTAL_CAP + 5000}) n`);
    t.app.changes.changed('gadgets');
    const expected = async (from: string, to: string, field: 'name' | 'price', order: 'asc' | 'desc', offset: number) => {
      const direction = sql.raw(order);
      const result = await t.db.execute(sql`select id from gadgets where kind = 'watch' and launched >= ${from} and launched <= ${to}
        order by ${sql.identifier(field)} ${direction} ${sql.raw(order === 'asc' ? 'nulls last' : 'nulls first')}, id ${direction} limit 25 offset ${offset}`);
      return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number }[]).map((row) => Number(row.id));
    };
    // 3,000 matches (read first, then sorted) and 12,000 (past the cap), both halfway along the names.
    for (const [from, to, offsets] of [['2021-01-01', '2021-10-27', [0, 25, 2900]], ['2020-06-01', '2023-09-14', [0, 50, 11_900]]] as const) {
      for (const [field, order] of [['name', 'ASC'], ['price', 'DESC'], ['price', 'ASC']] as const) {
        for (const offset of offsets) {
          const filter = encodeURIComponent(JSON.stringify({ kind: 'watch', launched_gte: from, launched_lte: to }));
          const res = await get(`/gadgets?filter=${filter}&sort=["${field}","${order}"]&range=[${offset},${offset + 24}]`);
          expect(res.statusCode, res.body).toBe(200);
          const want = await expected(from, to, field, order === 'ASC' ? 'asc' : 'desc', offset);
          expect(want.length, 'the page asked for holds rows').toBeGreaterThan(0);
          expect(res.json().map((g: { id: number }) => g.id), `${from} ${field} ${order} ${offset}`).toEqual(want);
        }
      }
    }
    await t.db.execute(sql`delete from gadgets where kind = 'watch'`);
    t.app.changes.changed('gadgets');
  });
});

describe('a list paged forward', () => {
  it('returns through its cursors the same rows as by offsets, for every sort and direction, nulls included', async () => {
    const orders = new Map<string, number[][]>();
    await t.db.execute(sql`insert into gadgets (name, kind, price, launched) select 'k' || n, 'tablet', case when n % 4 = 0 then null else n % 7 end,
      case when n % 5 = 0 then null else date '2024-01-01' + (n % 9) end from generate_series(1, 60) n`);
    // The same 60 rows two ways: by kind, read along the sort's index; by a text search, few matches read first and then sorted.
    for (const filter of ['{"kind":"tablet"}', '{"q":"k"}']) {
      for (const sort of ['name', 'price', 'launched', 'id', 'created_at']) {
        for (const order of ['ASC', 'DESC']) {
          const byOffset: number[] = [];
          const byCursor: number[] = [];
          let cursor: string | undefined;
          for (let page = 0; page < 8; page++) {
            const range = `[${page * 9},${page * 9 + 8}]`;
            const base = `/gadgets?filter=${encodeURIComponent(filter)}&sort=["${sort}","${order}"]&range=${range}`;
            byOffset.push(...(await get(base)).json().map((g: { id: number }) => g.id));
            const res = await get(cursor ? `${base}&cursor=${cursor}` : base);
            expect(res.statusCode, res.body).toBe(200);
            byCursor.push(...res.json().map((g: { id: number }) => g.id));
            cursor = res.headers['x-next-cursor'] as string | undefined;
          }
          const label = `${filter} ${sort} ${order}`;
          expect(byCursor, label).toEqual(byOffset);
          expect(new Set(byOffset).size, label).toBe(60);
          orders.set(`${sort} ${order}`, [...(orders.get(`${sort} ${order}`) ?? []), byOffset]);
        }
      }
    }
    for (const [label, [byKind, bySearch]] of orders) expect(bySearch, label).toEqual(byKind);
    // A range of another field than the sort (its matches read first, then sorted): 48 of the rows, those with a launch date.
    const filter = encodeURIComponent('{"kind":"tablet","launched_gte":"2000-01-01"}');
    for (const sort of ['name', 'price', 'id']) {
      for (const order of ['ASC', 'DESC']) {
        const byOffset: number[] = [];
        const byCursor: number[] = [];
        let cursor: string | undefined;
        for (let page = 0; page < 7; page++) {
          const base = `/gadgets?filter=${filter}&sort=["${sort}","${order}"]&range=[${page * 9},${page * 9 + 8}]`;
          byOffset.push(...(await get(base)).json().map((g: { id: number }) => g.id));
          const res = await get(cursor ? `${base}&cursor=${cursor}` : base);
          expect(res.statusCode, res.body).toBe(200);
          byCursor.push(...res.json().map((g: { id: number }) => g.id));
          cursor = res.headers['x-next-cursor'] as string | undefined;
        }
        expect(byCursor, `launched range ${sort} ${order}`).toEqual(byOffset);
        expect(new Set(byOffset).size, `launched range ${sort} ${order}`).toBe(48);
      }
    }
  });

  it('refuses a cursor that does not lead to the page asked for, or is not one', async () => {
    const first = await get('/gadgets?sort=["name","ASC"]&range=[0,4]');
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    expect((await get(`/gadgets?sort=["name","ASC"]&range=[5,9]&cursor=${cursor}`)).statusCode).toBe(200);
    expect((await get(`/gadgets?sort=["name","ASC"]&range=[10,14]&cursor=${cursor}`)).statusCode).toBe(400);
    expect((await get('/gadgets?sort=["name","ASC"]&range=[5,9]&cursor=bm90IGpzb24')).statusCode).toBe(400);
  });
});

describe('a list statement', () => {
  it('is planned once per connection for a page of the unfiltered list, whatever its page: no page is planned anew at each run', async () => {
    // Pages 1 to 20 one after another: the pool lends the connection it last took back, so most or all run on one.
    for (let page = 0; page < 20; page++) expect((await get(`/gadgets?sort=["name","ASC"]&range=[${page * 25},${page * 25 + 24}]`)).statusCode).toBe(200);
    // Read on several connections at once, so that the one that ran them answers.
    const seen = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.db.execute(sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where statement like '%from "gadgets"%order by "gadgets"."name" asc, "gadgets"."id" asc limit %'`),
      ),
    );
    const plans = seen.flatMap((result) => (result as unknown as { rows: { generic: number; custom: number }[] }).rows);
    // PostgreSQL plans a statement for its values at its first five runs, then keeps one plan when it costs no more than those.
    const most = plans.reduce((best, row) => (row.generic + row.custom > best.generic + best.custom ? row : best), { generic: 0, custom: 0 });
    expect(most.generic + most.custom).toBeGreaterThanOrEqual(10);
    expect(most.custom).toBeLessThanOrEqual(5);
  });
});

describe('a list kept in memory', () => {
  it('is never shared between callers of different scopes, whoever asks first', async () => {
    const url = '/notes?sort=["id","ASC"]';
    expect((await titles(url, channelOne)).titles).toEqual(['one a', 'one b']);
    expect((await titles(url, channelTwo)).titles).toEqual(['two a']);
    expect((await titles(url, token)).titles).toEqual(['one a', 'one b', 'two a']);
    // Asked again, each from memory: still their own.
    expect(await titles(url, channelTwo)).toEqual({ titles: ['two a'], range: 'notes 0-0/1' });
    expect(await titles(url, channelOne)).toEqual({ titles: ['one a', 'one b'], range: 'notes 0-1/2' });
    expect((await titles('/notes?filter={"channel_id":2}', channelOne)).titles).toEqual([]);
  });
});

describe('a list query', () => {
  it('answers 400 naming unknown parameters, on every route with a query string', async () => {
    for (const url of ['/videos?sort=["id","ASC"]&page=2', '/videos/exportCsv?limit=1', '/photos?page=2', '/files/checkFileOnServer?sha256=' + 'a'.repeat(64) + '&page=2']) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), url).toEqual([url.includes('limit') ? 'limit' : 'page']);
    }
  });

  it('answers 400 to instants PostgreSQL cannot hold, never 500', async () => {
    for (const url of [
      '/videos?filter={"published_at_gte":"9999-12-31T23:59:59-14:00"}',
      '/videos?filter={"published_at_gte":"-271821-04-20T00:00:00Z"}',
      '/audit_logs?filter={"created_at_gte":"9999-12-31T23:59:59-14:00"}',
      '/audit_logs?filter={"created_at_lte":"-271821-04-20T00:00:00Z"}',
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});
