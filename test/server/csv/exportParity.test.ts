/**
 * The database writes each line of an export (`exportSql.ts`): its file must be, byte for byte, what
 * the cell-by-cell rules make of each record as the API reads it (`csvValue`, `csvCell`, a type's own
 * cell, masking), for the users (a masked e-mail and phone, enumerations, a date, instants,
 * references, computed fields), the orders (money in the order's currency, of 0, 2 and 3 digits and
 * of a code no runtime knows, enumerations, instants, references, empty cells), the plans (yes/no,
 * a computed count) and the videos (durations, media addresses, the titles of many-to-many
 * references), with and without the permission that unmasks personal data, in English at UTC and
 * in Chinese at Taipei's time; and with text that a spreadsheet would run as a formula or that needs
 * quoting (commas, quotes, line breaks, tabs), Chinese and emoji.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue, generateCommerce } from '../../../bench/generate.ts';
import { resources } from '../../../resources/index.ts';
import type { TResource } from '../../../resources/define.ts';
import { CSV_BOM, csvCell, csvHeader, csvValue, type TCsvReader } from '../../../server/csv/csv.ts';
import { serverFieldType } from '../../../server/db/fieldTypes.ts';
import { toSnake } from '../../../server/lib/casing.ts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../server/config.ts';
import type { TDb } from '../../../server/db/index.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
const prepare = async (db: TDb) => {
  await generateCommerce(db, { users: 40, subscriptions: 60 }, Date.UTC(2026, 10, 1));
  await generateCatalogue(db, { videos: 40, models: 8, tags: 6, directors: 4 });
  const crlf = sql`chr(13) || chr(10)`;
  // Text a spreadsheet would run, text that needs quoting, empty and missing cells, masks of odd e-mails and short phones.
  await db.execute(sql`update users set first_name = '=SUM(A1)', last_name = 'a,"b"' || ${crlf} || 'c', phone = '-12' where id = 1`);
  await db.execute(sql`update users set first_name = '+1', last_name = '@x', phone = '12345', email = 'a@b@c.example' where id = 2`);
  await db.execute(sql`update users set first_name = chr(9) || 'tab', last_name = '名字 😀', phone = 'abcd', email = '@start.example' where id = 3`);
  await db.execute(sql`update users set first_name = '', last_name = null, phone = null where id = 4`);
  await db.execute(sql`update orders set note = '=HYPERLINK("x")', transaction_number = '+886' where id = 1`);
  await db.execute(sql`update orders set note = 'line' || chr(10) || 'two, "three"', currency = 'JPY' where id = 2`);
  await db.execute(sql`update orders set currency = 'BHD', note = '' where id = 3`);
  await db.execute(sql`update orders set currency = 'ZZZ', note = chr(13) || 'cr' where id = 4`);
  await db.execute(sql`update plans set title = '-5% "best"', currency = 'JPY' where id = (select min(id) from plans)`);
  await db.execute(sql`update videos set title = '@title, ' || ${crlf} || '二', cover = '//cdn.example/a.jpg', video = 'https://cdn.example/b.mp4' where id = 1`);
  await db.execute(sql`update videos set video_duration = 3599, cover = null where id = 2`);
  await db.execute(sql`update tags set name = '=cmd|x' where id = (select target_id from videos_tags where owner_id = 1 order by position limit 1)`);
};

/** Each many-to-many field's targets' titles by id, as the export names them. */
const titlesOf = async (resource: TResource, tokenOf: string): Promise<Record<string, Map<unknown, unknown>>> => {
  const titles: Record<string, Map<unknown, unknown>> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.type !== 'references') continue;
    const target = resources.find((r) => r.name === field.reference)!;
    const answer = await t.call(tokenOf, { url: `${API}/${target.name}?range=[0,99]` });
    expect(answer.statusCode, answer.body).toBe(200);
    titles[name] = new Map((answer.json() as Record<string, unknown>[]).map((row) => [row.id, row[toSnake(String(target.title))]]));
  }
  return titles;
};

/** A cell as the rules say, from the record the API answers (masked already when the caller may not see it). */
const expectedCell = (resource: TResource, record: Record<string, unknown>, column: string, reader: TCsvReader, titles: Record<string, Map<unknown, unknown>>) => {
  const field = resource.fields[column];
  const read = record[toSnake(column)];
  // Many-to-many references are written as their targets' titles, `Drama; Comedy`.
  const wire = titles[column] && Array.isArray(read) ? read.map((id) => titles[column]!.get(id)).join('; ') : read;
  // The record's own instants (not declared fields) are read from the database as dates; the wire spells them.
  const value = !field && typeof wire === 'string' && ['createdAt', 'updatedAt'].includes(column) ? new Date(wire) : wire;
  const typeCell = field && serverFieldType(field).csvCell;
  const currency = field?.currencyField && record[toSnake(field.currencyField)];
  return csvCell(csvValue(resource.name, column, field, typeCell ? typeCell(value, field, currency) : value, reader));
};

const expectedFile = async (resource: TResource, tokenOf: string, reader: TCsvReader) => {
  const columns = resource.export!.columns as string[];
  const ids: number[] = [];
  for (let page: { id: number }[] = []; ids.length % 100 === 0 && (ids.length === 0 || page.length); ) {
    const answer = await t.call(tokenOf, { url: `${API}/${resource.name}?sort=${encodeURIComponent('["id","ASC"]')}&range=[${ids.length},${ids.length + 99}]` });
    expect(answer.statusCode, answer.body).toBe(200);
    page = answer.json() as { id: number }[];
    ids.push(...page.map((row) => row.id));
  }
  const titles = await titlesOf(resource, tokenOf);
  let file = `${CSV_BOM}${columns.map((c) => csvCell(csvHeader(resource.name, c, reader.locale))).join(',')}\r\n`;
  for (const id of ids) {
    const record = (await t.call(tokenOf, { url: `${API}/${resource.name}/${id}` })).json() as Record<string, unknown>;
    file += `${columns.map((c) => expectedCell(resource, record, c, reader, titles)).join(',')}\r\n`;
  }
  return { file, rows: ids.length };
};

describe('CSV_LINES_BY', () => {
  it('is the database unless set to api, and anything else stops the start with a clear message', () => {
    expect(loadConfig({}).csvLinesBy).toBe('database');
    expect(loadConfig({ CSV_LINES_BY: 'api' }).csvLinesBy).toBe('api');
    expect(() => loadConfig({ CSV_LINES_BY: 'db' })).toThrow('CSV_LINES_BY must be database or api');
  });
});

// The database writes the lines by default; the API writes them with CSV_LINES_BY=api. The files are the same.
describe.each(['database', 'api'] as const)('the CSV export, its lines written by the %s', (csvLinesBy) => {
  beforeAll(async () => {
    t = await buildTestApp({ prepare, config: { csvLinesBy } });
  });
  afterAll(() => t.close());

  for (const name of ['users', 'orders', 'plans', 'videos']) {
    it(`writes the ${name} byte for byte as each cell's rules do, masked or not, in each language and zone`, async () => {
      const resource = resources.find((r) => r.name === name)!;
      const isPersonal = Object.values(resource.fields).some((field) => field.personal);
      // The targets of many-to-many fields are listed for their titles.
      const targets = Object.values(resource.fields).flatMap((field) => (field.type === 'references' ? [`list-${field.reference}`] : []));
      const masked = await t.createAdmin([`list-${name}`, `export-${name}`, ...targets]);
      const whole = await t.createAdmin([`list-${name}`, `export-${name}`, ...targets, ...(isPersonal ? [`view-contact-${name}`] : [])]);
      const readers: [TCsvReader, string][] = [
        [{ locale: 'en', timeZone: 'UTC', origin: 'http://localhost:80' }, 'en'],
        [{ locale: 'zh-TW', timeZone: 'Asia/Taipei', origin: 'http://localhost:80' }, 'zh-TW'],
      ];
      for (const caller of [masked, whole]) {
        for (const [reader, language] of readers) {
          const { file, rows } = await expectedFile(resource, caller.token, reader);
          expect(rows).toBeGreaterThan(name === 'plans' ? 2 : 30);
          const zone = reader.timeZone === 'UTC' ? '' : `&time_zone=${encodeURIComponent(reader.timeZone)}`;
          const exported = await t.call(caller.token, { url: `${API}/${name}/exportCsv?sort=${encodeURIComponent('["id","ASC"]')}${zone}`, headers: { 'accept-language': language } });
          expect(exported.statusCode).toBe(200);
          expect(exported.body).toBe(file);
        }
      }
      // The two callers' files differ where personal data is masked, and only there.
      if (isPersonal) {
        const read = async (tokenOf: string) => (await t.call(tokenOf, { url: `${API}/users/exportCsv` })).body;
        expect(await read(masked.token)).toContain('***@');
        expect(await read(whole.token)).not.toContain('***@');
      }
    });
  }
});
