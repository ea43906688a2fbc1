/**
 * A list's `q` is read through its trigram index: the text the condition builds is the expression
 * the index holds, for a caller who reads every field and for one who reads the contact details
 * masked. With sequential scans priced out, PostgreSQL (and PGlite) must then choose the index; an
 * expression that differed by a cast or a space would leave it a scan of the table.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources/index.ts';
import { listSql } from '../../server/crud/listSql.ts';
import { searchIndexName, searchSets } from '../../server/db/searchText.ts';
import { serverResource } from '../../server/registry.ts';
import { buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const planOf = async (query: unknown): Promise<string> => {
  const lines = await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]);
  });
  return lines.join('\n');
};

describe('a search', () => {
  for (const resource of resources.filter((r) => searchSets(r).length > 0)) {
    it(`of ${resource.name} reads the index of the fields its caller searches`, async () => {
      const entry = serverResource(resource);
      for (const set of searchSets(resource)) {
        const { where } = listSql(entry, { conditions: [{ kind: 'search', text: 'midnight' }], sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 25, filter: {}, filterKey: '' }, undefined, undefined, set);
        const plan = await planOf(t.db.select({ id: entry.table.id }).from(entry.table).where(where));
        expect(plan, plan).toContain(searchIndexName(resource, set));
      }
    });
  }
});
