/**
 * A list filtered by one tag reads its page along the join table's (target, copy, owner) index:
 * the copies of the videos' sort fields kept in `videos_tags` (server/db/linkSortKeys.ts). Pages by
 * offset and by cursor are the SQL's, for every sort both ways, nulls and ties included; the
 * copies follow the videos as they are saved through the API or SQL, links as they are added and
 * moved; a copy gone wrong behind the triggers' back shows in the list until it is filled anew,
 * and a start that finds the triggers missing makes them again.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../bench/generate.ts';
import { linkCopies } from '../../server/crud/listSql.ts';
import { ensureLinkSortKeys } from '../../server/db/linkSortKeys.ts';
import { serverResources } from '../../server/registry.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { VIDEO_SORTS } from './helpers/videoSorts.ts';

// 10 tags, 3 a video: about 900 videos a tag.
const VOLUME = { videos: 3_000, models: 20, tags: 10, directors: 5 };
const TAG = 4;

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ prepare: (db) => generateCatalogue(db, VOLUME) });
  token = await t.login();
});
afterAll(() => t.close());

const rowsOf = async <T>(query: SQL) => (await t.db.execute(query)) as unknown as { rows: T[] };
const ids = async (query: SQL) => (await rowsOf<{ id: number }>(query)).rows.map((row) => Number(row.id));
const tagged = sql`exists (select 1 from videos_tags vt where vt.owner_id = videos.id and vt.target_id = ${TAG})`;
const page = async (field: string, order: string, offset: number, cursor?: string) => {
  // Every request reads afresh.
  t.app.changes.changed('videos');
  const filter = encodeURIComponent(JSON.stringify({ tags: [TAG] }));
  const res = await t.call(token, { url: `${API}/videos?filter=${filter}&sort=["${field}","${order}"]&range=[${offset},${offset + 24}]${cursor ? `&cursor=${cursor}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return { ids: res.json().map((v: { id: number }) => v.id) as number[], range: res.headers['content-range'], next: res.headers['x-next-cursor'] as string | undefined };
};
const sqlPage = (column: SQL, order: string, offset: number) =>
  ids(order === 'ASC' ? sql`select id from videos where ${tagged} order by ${column} asc, id asc limit 25 offset ${offset}` : sql`select id from videos where ${tagged} order by ${column} desc, id desc limit 25 offset ${offset}`);

/** Videos whose copies differ from their values: none, whatever was written. */
const stale = async () =>
  (
    await rowsOf<{ n: number }>(sql`select count(distinct j.owner_id)::int as n from videos_tags j join videos v on v.id = j.owner_id
      where row(j.sort_title, j.sort_serial_number, j.sort_video_duration, j.sort_views, j.sort_likes, j.sort_published_at)
        is distinct from row(v.title, v.serial_number, v.video_duration, v.views, v.likes, v.published_at)`)
  ).rows[0]!.n;

describe('a list filtered by one tag', () => {
  it('reads by offset the SQL’s pages, first, middle, near the end and past it, for every sort both ways', async () => {
    const [count] = await ids(sql`select count(*)::int as id from videos where ${tagged}`);
    expect(count).toBeGreaterThan(600);
    for (const [field, column] of VIDEO_SORTS) {
      for (const order of ['ASC', 'DESC']) {
        for (const offset of [0, 25, Math.floor(count! / 2) + 7, count! - 30, count! - 10, count! + 5]) {
          const got = await page(field, order, offset);
          const want = await sqlPage(column, order, offset);
          expect(got.ids, `${field} ${order} ${offset}`).toEqual(want);
          if (want.length) expect(got.range).toBe(`videos ${offset}-${offset + want.length - 1}/${count}`);
        }
      }
    }
  });

  it('reads through its cursors the rows it reads by offset, across the nulls of a date', async () => {
    for (const [field] of VIDEO_SORTS) {
      for (const order of ['ASC', 'DESC']) {
        const byOffset: number[] = [];
        const byCursor: number[] = [];
        let cursor: string | undefined;
        // Published dates are empty for one video in ten: the pages cross from values to nulls (or back) along the way.
        for (let offset = 0; offset < 900; offset += 25) {
          byOffset.push(...(await page(field, order, offset)).ids);
          const got = await page(field, order, offset, cursor);
          byCursor.push(...got.ids);
          cursor = got.next;
        }
        expect(byCursor, `${field} ${order}`).toEqual(byOffset);
        expect(new Set(byOffset).size, `${field} ${order}`).toBe(byOffset.length);
      }
    }
  });

  it('follows videos saved through the API and in SQL, and links added and moved', async () => {
    const [first] = (await page('title', 'ASC', 0)).ids;
    // Renamed through the API: it leaves the top of the list for the end.
    const saved = await t.call(token, { method: 'PUT', url: `${API}/videos/${first}`, payload: { title: 'Zzz renamed' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [count] = await ids(sql`select count(*)::int as id from videos where ${tagged}`);
    expect((await page('title', 'ASC', count! - 1)).ids).toEqual([first]);
    // Changed in SQL, many at once, and a date emptied.
    await t.db.execute(sql`update videos set views = views + 1000000 where id % 5 = 0`);
    await t.db.execute(sql`update videos set published_at = null where id % 9 = 0`);
    // A video tagged through the API takes its place in the tag's list at once.
    const untagged = (await ids(sql`select id from videos where not ${tagged} order by id limit 1`))[0]!;
    await t.db.execute(sql`update videos set likes = 99999 where id = ${untagged}`);
    const retagged = await t.call(token, { method: 'PUT', url: `${API}/videos/${untagged}`, payload: { tags: [TAG] } });
    expect(retagged.statusCode, retagged.body).toBe(200);
    expect((await page('likes', 'DESC', 0)).ids[0]).toBe(untagged);
    // A link moved to another video in SQL takes the other's values.
    await t.db.execute(sql`update videos_tags set owner_id = ${untagged} + 1 where owner_id = ${untagged} and target_id = ${TAG}`);
    expect(await stale()).toBe(0);
    for (const [field, column] of VIDEO_SORTS) for (const order of ['ASC', 'DESC']) for (const offset of [0, 300]) expect((await page(field, order, offset)).ids, `${field} ${order} ${offset}`).toEqual(await sqlPage(column, order, offset));
  });

  it('reads the copies, which a start fills again when their triggers are missing, and a refill after writes that bypassed them', async () => {
    const [top] = await sqlPage(sql`title`, 'DESC', 0);
    // A copy written behind the triggers' back is what the list reads.
    await t.db.execute(sql`update videos_tags set sort_title = '' where owner_id = ${top!}`);
    expect((await page('title', 'DESC', 0)).ids[0]).not.toBe(top);
    await ensureLinkSortKeys(t.db, linkCopies(serverResources()), { refill: true });
    expect((await page('title', 'DESC', 0)).ids[0]).toBe(top);
    // A database whose triggers are gone (restored from a dump without them): the next start makes them again and fills the copies.
    await t.db.execute(sql.raw('drop trigger showrunner_link_keys_videos_tags on videos_tags'));
    await t.db.execute(sql.raw('drop trigger showrunner_owner_keys_videos_tags on videos'));
    await t.db.execute(sql`update videos set title = 'Zzzz by hand' where id = ${top!}`);
    expect(await stale()).toBe(1);
    await ensureLinkSortKeys(t.db, linkCopies(serverResources()));
    expect(await stale()).toBe(0);
    await t.db.execute(sql`update videos set title = 'A by hand' where id = ${top!}`);
    expect(await stale()).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('copies under concurrent writes (PostgreSQL)', () => {
  it('a link written while its video is renamed in another transaction, not yet committed, takes the new name', async () => {
    const [video] = await ids(sql`select id from videos where not ${tagged} order by id desc limit 1`);
    let commit = () => {};
    const held = new Promise<void>((resolve) => (commit = resolve));
    let renamed = () => {};
    const updated = new Promise<void>((resolve) => (renamed = resolve));
    const rename = t.db.transaction(async (tx) => {
      await tx.execute(sql`update videos set title = 'Renamed meanwhile' where id = ${video!}`);
      renamed();
      await held;
    });
    await updated;
    // Tagged on another connection while the rename is open: the link waits for it, then copies what it committed.
    let linked = false;
    const link = t.db.execute(sql`insert into videos_tags (owner_id, target_id) values (${video!}, ${TAG})`).then(() => (linked = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(linked).toBe(false);
    commit();
    await Promise.all([rename, link]);
    expect(await stale()).toBe(0);
    expect((await rowsOf<{ sort_title: string }>(sql`select sort_title from videos_tags where owner_id = ${video!} and target_id = ${TAG}`)).rows[0]!.sort_title).toBe('Renamed meanwhile');
  });
});
