/**
 * A list searched by text alone reads its matches in the resource's search table (`searchKept`:
 * server/db/searchCopies.ts), a narrow copy of the search's texts and the sort fields. Its pages,
 * by offset and by cursor, and its totals are the SQL's on the resource's own rows, for every sort
 * both ways, few matches and more than the total's cap; the copies follow records inserted, saved
 * and deleted through the API and in SQL; a copy gone wrong behind the triggers' back shows in the
 * list until it is filled anew, and a start that finds the triggers missing makes them again. A
 * caller who reads contact details masked searches the text of the other fields.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue, generateUsers } from '../../bench/generate.ts';
import { deriveSearchTable } from '../../server/db/derive.ts';
import { ensureSearchCopies, searchCopies } from '../../server/db/searchCopies.ts';
import { serverResources } from '../../server/registry.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { VIDEO_SORTS } from './helpers/videoSorts.ts';

const VOLUME = { videos: 3_000, models: 20, tags: 10, directors: 5 };

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({
    prepare: async (db) => {
      await generateCatalogue(db, VOLUME);
      await generateUsers(db, 2_000, Date.parse('2026-11-01T00:00:00Z'));
    },
  });
  token = await t.login();
});
afterAll(() => t.close());

const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const ids = async (query: SQL) => (await rowsOf<{ id: number }>(query)).map((row) => Number(row.id));
const count = async (query: SQL) => (await rowsOf<{ n: number }>(query))[0]!.n;

/** What `q` matches on the videos' own rows: the same lower-cased text as the owner's trigram index. */
const videoMatch = (term: string) => sql`lower(coalesce(title::text, '') || chr(1) || coalesce(serial_number::text, '')) like ${`%${term.toLowerCase()}%`}`;
const search = async (caller: string, resource: string, term: string, field: string, order: string, offset: number, cursor?: string) => {
  // Every request reads afresh.
  t.app.changes.changed(resource);
  const filter = encodeURIComponent(JSON.stringify({ q: term }));
  const res = await t.call(caller, { url: `${API}/${resource}?filter=${filter}&sort=["${field}","${order}"]&range=[${offset},${offset + 24}]${cursor ? `&cursor=${cursor}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: res.json().map((row: { id: number }) => row.id) as number[],
    range: res.headers['content-range'] as string,
    kind: res.headers['x-total-kind'] as string,
    next: res.headers['x-next-cursor'] as string | undefined,
  };
};
const sqlPage = (where: SQL, table: SQL, column: SQL, order: string, offset: number) =>
  ids(
    order === 'ASC'
      ? sql`select id from ${table} where ${where} order by ${column} asc, id asc limit 25 offset ${offset}`
      : sql`select id from ${table} where ${where} order by ${column} desc, id desc limit 25 offset ${offset}`,
  );

/** Videos whose row in the search table is missing, left over, or differs from their values: none, whatever was written. */
const stale = () =>
  count(sql`select count(*)::int as n from videos v full join videos_search s on s.id = v.id
    where v.id is null or s.id is null
      or row(s.text, s.sort_title, s.sort_serial_number, s.sort_video_duration, s.sort_views, s.sort_likes, s.sort_published_at)
        is distinct from row(lower(coalesce(v.title::text, '') || chr(1) || coalesce(v.serial_number::text, '')), v.title, v.serial_number, v.video_duration, v.views, v.likes, v.published_at)`);

describe('the videos searched by text alone', () => {
  it('fills the search table on start, a row per video', async () => {
    expect(await count(sql`select count(*)::int as n from videos_search`)).toBe(VOLUME.videos);
    expect(await stale()).toBe(0);
  });

  it('reads by offset the SQL’s pages and totals, for few matches and more than the cap, every sort both ways', async () => {
    // A title word (about a hundred), a number (more than the cap of 1,000 exact), a word and number across a field's end, nothing.
    for (const term of ['Neon', '1', 'BV-0012', 'no such title']) {
      const matches = await count(sql`select count(*)::int as n from videos where ${videoMatch(term)}`);
      for (const [field, column] of VIDEO_SORTS) {
        for (const order of ['ASC', 'DESC']) {
          for (const offset of [0, 25, Math.floor(matches / 2) + 7, Math.max(matches - 10, 0), matches + 5]) {
            const got = await search(token, 'videos', term, field, order, offset);
            const want = await sqlPage(videoMatch(term), sql`videos`, column, order, offset);
            expect(got.ids, `${term} ${field} ${order} ${offset}`).toEqual(want);
            if (matches <= 1_000 && want.length) expect(got.range, `${term} ${field} ${order} ${offset}`).toBe(`videos ${offset}-${offset + want.length - 1}/${matches}`);
            if (matches > 1_000 && offset === 0) expect([got.range, got.kind]).toEqual(['videos 0-24/1000', 'at-least']);
          }
        }
      }
    }
  });

  it('reads through its cursors the rows it reads by offset', async () => {
    for (const [field] of VIDEO_SORTS) {
      for (const order of ['ASC', 'DESC']) {
        const byOffset: number[] = [];
        const byCursor: number[] = [];
        let cursor: string | undefined;
        for (let offset = 0; offset < 300; offset += 25) {
          byOffset.push(...(await search(token, 'videos', 'e', field, order, offset)).ids);
          const got = await search(token, 'videos', 'e', field, order, offset, cursor);
          byCursor.push(...got.ids);
          cursor = got.next;
        }
        expect(byCursor, `${field} ${order}`).toEqual(byOffset);
        expect(new Set(byOffset).size).toBe(300);
      }
    }
  });

  it('follows videos created, saved and deleted through the API and in SQL', async () => {
    const created = await t.call(token, { method: 'POST', url: `${API}/videos`, payload: { serialNumber: 'ZQ-1', title: 'Quokka at dawn' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await search(token, 'videos', 'QUOKKA', 'title', 'ASC', 0)).ids).toEqual([id]);
    const saved = await t.call(token, { method: 'PUT', url: `${API}/videos/${id}`, payload: { title: 'Wombat at dusk' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await search(token, 'videos', 'quokka', 'title', 'ASC', 0)).ids).toEqual([]);
    expect((await search(token, 'videos', 'wombat', 'title', 'ASC', 0)).ids).toEqual([id]);
    // Many at once in SQL, a date emptied, a row inserted.
    await t.db.execute(sql`update videos set views = views + 1000000 where id % 5 = 0`);
    await t.db.execute(sql`update videos set published_at = null, title = title || ' redux' where id % 9 = 0`);
    await t.db.execute(sql`insert into videos (serial_number, title, status) values ('ZQ-2', 'Wombat by hand', 'draft')`);
    expect(await stale()).toBe(0);
    expect((await search(token, 'videos', 'wombat', 'title', 'ASC', 0)).ids).toHaveLength(2);
    const deleted = await t.call(token, { method: 'DELETE', url: `${API}/videos/${id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.db.execute(sql`delete from videos where serial_number = 'ZQ-2'`);
    expect((await search(token, 'videos', 'wombat', 'title', 'ASC', 0)).ids).toEqual([]);
    expect(await stale()).toBe(0);
    for (const [field, column] of VIDEO_SORTS)
      for (const order of ['ASC', 'DESC']) for (const offset of [0, 400]) expect((await search(token, 'videos', 'redux', field, order, offset)).ids, `${field} ${order} ${offset}`).toEqual(await sqlPage(videoMatch('redux'), sql`videos`, column, order, offset));
  });

  it('reads the search table, which a start fills again when its triggers are missing, and a refill after writes that bypassed them', async () => {
    const [top] = await sqlPage(videoMatch('Neon'), sql`videos`, sql`title`, 'ASC', 0);
    // A row written behind the triggers' back is what the list reads.
    await t.db.execute(sql`update videos_search set text = 'nothing here' where id = ${top!}`);
    expect((await search(token, 'videos', 'Neon', 'title', 'ASC', 0)).ids[0]).not.toBe(top);
    await ensureSearchCopies(t.db, searchCopies(serverResources()), { refill: true });
    expect((await search(token, 'videos', 'Neon', 'title', 'ASC', 0)).ids[0]).toBe(top);
    // A database whose triggers are gone (restored from a dump without them): the next start makes them again and fills the table.
    await t.db.execute(sql.raw('drop trigger showrunner_search_copy_videos_updated on videos'));
    await t.db.execute(sql`update videos set title = 'Zzzz by hand' where id = ${top!}`);
    expect(await stale()).toBe(1);
    await ensureSearchCopies(t.db, searchCopies(serverResources()));
    expect(await stale()).toBe(0);
    await t.db.execute(sql`update videos set title = 'Neon by hand' where id = ${top!}`);
    expect(await stale()).toBe(0);
    expect((await search(token, 'videos', 'neon by', 'id', 'ASC', 0)).ids).toEqual([top]);
  });
});

describe('the customers searched by text alone', () => {
  const userMatch = (term: string, fields: readonly string[]) =>
    sql`lower(${sql.raw(fields.map((f) => `coalesce(${f}::text, '')`).join(" || chr(1) || "))}) like ${`%${term.toLowerCase()}%`}`;
  const ALL = ['username', 'email', 'first_name', 'last_name', 'phone'];
  const OPEN = ['username', 'first_name', 'last_name'];

  it('reads the SQL’s pages for a caller who reads contact details whole and one who reads them masked, each on its own text', async () => {
    const masked = await t.createAdmin(['list-users']);
    const whole = await t.createAdmin(['list-users', 'view-contact-users']);
    // A mail host (contact details only), a name, a phone's digits.
    for (const term of ['example', 'lin', '9']) {
      for (const [caller, fields] of [[whole.token, ALL], [masked.token, OPEN]] as const) {
        const matches = await count(sql`select count(*)::int as n from users where ${userMatch(term, fields)}`);
        for (const [field, column] of [['username', sql`username`], ['lastName', sql`last_name`], ['status', sql`status`], ['id', sql`id`]] as const) {
          for (const order of ['ASC', 'DESC']) {
            for (const offset of [0, Math.floor(matches / 2) + 3, matches + 5]) {
              const got = await search(caller, 'users', term, field, order, offset);
              expect(got.ids, `${term} ${fields.length} ${field} ${order} ${offset}`).toEqual(await sqlPage(userMatch(term, fields), sql`users`, column, order, offset));
            }
          }
        }
      }
    }
    // Each caller's text is the one read: a contact detail's text changed behind the triggers' back hides the user from the whole caller only.
    const [id] = await ids(sql`select id from users order by id limit 1`);
    const username = (await rowsOf<{ username: string }>(sql`select username from users where id = ${id!}`))[0]!.username;
    await t.db.execute(sql`update users_search set text = 'nothing here' where id = ${id!}`);
    expect((await search(whole.token, 'users', username, 'id', 'ASC', 0)).ids).not.toContain(id);
    expect((await search(masked.token, 'users', username, 'id', 'ASC', 0)).ids).toContain(id);
    await ensureSearchCopies(t.db, searchCopies(serverResources()), { refill: true });
    expect((await search(whole.token, 'users', username, 'id', 'ASC', 0)).ids).toContain(id);
  });
});

describe('the declaration', () => {
  it('refuses a kept search of one field, which is matched on its own index and has no text to keep', () => {
    const videos = serverResources().find(({ resource }) => resource.name === 'videos')!;
    const one = { ...videos.resource, name: 'clips', search: ['title'] } as typeof videos.resource;
    expect(() => deriveSearchTable(one, videos.table)).toThrow('clips declares searchKept, which needs a search of two fields or more');
    expect(deriveSearchTable({ ...one, searchKept: undefined } as typeof one, videos.table)).toBeUndefined();
  });
});
