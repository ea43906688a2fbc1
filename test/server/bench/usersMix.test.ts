/**
 * The benchmark's users mix stays honest: the generator writes in SQL what `userFacts` says, and
 * every URL the mix draws is a valid users list request that never asks for a page past the end,
 * each search and filter value knowing how many users it matches.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateUsers, userFacts } from '../../../bench/generate.ts';
import { lastPage, listMix, listPath } from '../../../bench/listMix.ts';
import { drawRequests } from '../../../bench/mix.ts';
import { usersMix } from '../../../bench/mixes/users.ts';
import { users } from '../../../resources/users/schema.ts';
import { serverResource } from '../../../server/registry.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

const COUNT = 2_000;
const SEED = 7;
const now = Math.floor(Date.now() / 60_000) * 60_000;
const declaration = usersMix(COUNT, SEED, now);
const mix = listMix(declaration);

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ prepare: (db) => generateUsers(db, COUNT, now) });
  token = await t.login();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const response = await t.call(token, { method: 'GET', url: `${API}${path}` });
  return { status: response.statusCode, rows: response.statusCode === 200 ? (response.json() as unknown[]).length : 0, body: response.body };
};

describe('the users mix of the benchmark', () => {
  it('is generated in SQL as userFacts says', async () => {
    const table = serverResource(users).table;
    const rows = await t.db.select().from(table).orderBy(asc(table.id));
    expect(rows).toHaveLength(COUNT);
    for (const g of [1, 2, 57, 999, COUNT]) {
      const facts = userFacts(g, COUNT, now);
      expect(rows[g - 1]).toMatchObject({ id: g, username: facts.username, email: facts.email, firstName: facts.firstName, lastName: facts.lastName, phone: facts.phone, status: facts.status });
      expect((rows[g - 1]!.createdAt as Date).getTime()).toBe(facts.createdAt.getTime());
    }
  });

  it('draws distinct searches, filters, sorts both ways and mostly the first pages, each answered with a full page', async () => {
    const drawn = drawRequests(mix, 300, SEED);
    const searches = new Set(drawn.filter((d) => d.kind === 'e-mail prefix search').map((d) => new URL(d.path, 'http://x').searchParams.get('filter')));
    expect(searches.size).toBeGreaterThan(50);
    for (const path of [...new Set(drawn.map((d) => d.path))].slice(0, 120)) {
      const { status, rows, body } = await get(path);
      expect(status, `${path}: ${body}`).toBe(200);
      expect(rows, path).toBeGreaterThan(0);
    }
  });

  it('knows how many users each value matches: its last page has rows, the page after has none', async () => {
    for (const kind of declaration.kinds) {
      for (const value of kind.values.slice(0, 12)) {
        const pageOf = (page: number) => listPath(declaration.resource, declaration.pageSize, { sort: ['username', 'ASC'], page, filter: value.filter });
        const last = lastPage(value.rows, declaration.pageSize);
        expect((await get(pageOf(last))).rows, JSON.stringify(value)).toBe(value.rows - (last - 1) * declaration.pageSize);
        expect((await get(pageOf(last + 1))).rows, JSON.stringify(value)).toBe(0);
      }
    }
  });
});
