/**
 * An export of a list pinned first (sticky rows before the others) cannot seek from a batch's last
 * row, since the pin orders before the sort: it reads its batches by offset. Its statements are
 * rendered once and run with each batch's offset; every row must come once, in the list's order.
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../resources/index.ts';
import { createTablesSql } from '../../../server/db/generate.ts';
import { serverResource } from '../../../server/registry.ts';
import { stickers } from '../../fixtures/stickers/schema.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { query } from '../content/helpers.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({
    resources: [...resources, stickers],
    prepare: async (db) => {
      for (const statement of await createTablesSql({ stickers: serverResource(stickers).table })) await db.execute(sql.raw(statement));
      // 2,300 rows (more than two batches of 1,000), one in nine pinned, names sharing prefixes so that the sort and the pin disagree.
      await db.execute(sql`insert into stickers (name, sticky) select 'S' || lpad((g % 700)::text, 3, '0') || '-' || g, g % 9 = 0 from generate_series(1, 2300) g`);
    },
  });
  token = await t.login();
});
afterAll(() => t.close());

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { name: string }[];

describe('GET /stickers/exportCsv, a list pinned first, past one batch', () => {
  it.each(['ASC', 'DESC'] as const)('streams every row once, pinned rows first, then in the sort (%s), across batches read by offset', async (order) => {
    const res = await t.call(token, { url: `${API}/stickers/exportCsv?${query({ sort: ['name', order] })}` });
    expect(res.statusCode, res.body).toBe(200);
    const exported = (parse(res.body.slice(1), { columns: true }) as Record<string, string>[]).map((row) => Object.values(row)[0]);
    const direction = sql.raw(order);
    const expected = rowsOf(await t.db.execute(sql`select name from stickers order by sticky desc, name ${direction}, id ${direction}`)).map((row) => row.name);
    expect(exported).toHaveLength(2300);
    expect(exported).toEqual(expected);
    // The pinned rows lead, though their names are spread through the order.
    expect(exported.slice(0, 255).every((name) => Number(name?.split('-')[1]) % 9 === 0)).toBe(true);
  });
});
