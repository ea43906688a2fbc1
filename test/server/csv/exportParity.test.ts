/**
 * The export reads rows as arrays and writes each column with a writer made once: its file must be,
 * byte for byte, what the cell-by-cell rules make of each record as the API reads it (`csvValue`,
 * `csvCell`, a type's own cell, masking), for the users (a masked e-mail and phone, enumerations, a
 * date, instants, references, computed fields) and the orders (money in the order's currency,
 * enumerations, instants, references, empty cells), with and without the permission that unmasks
 * personal data, in English at UTC and in Chinese at Taipei's time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCommerce } from '../../../bench/generate.ts';
import { resources } from '../../../resources/index.ts';
import type { TResource } from '../../../resources/define.ts';
import { CSV_BOM, csvCell, csvHeader, csvValue, type TCsvReader } from '../../../server/csv/csv.ts';
import { serverFieldType } from '../../../server/db/fieldTypes.ts';
import { toSnake } from '../../../server/lib/casing.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ prepare: (db) => generateCommerce(db, { users: 40, subscriptions: 60 }, Date.UTC(2026, 10, 1)) });
});
afterAll(() => t.close());

/** A cell as the rules say, from the record the API answers (masked already when the caller may not see it). */
const expectedCell = (resource: TResource, record: Record<string, unknown>, column: string, reader: TCsvReader) => {
  const field = resource.fields[column];
  const wire = record[toSnake(column)];
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
  let file = `${CSV_BOM}${columns.map((c) => csvCell(csvHeader(resource.name, c, reader.locale))).join(',')}\r\n`;
  for (const id of ids) {
    const record = (await t.call(tokenOf, { url: `${API}/${resource.name}/${id}` })).json() as Record<string, unknown>;
    file += `${columns.map((c) => expectedCell(resource, record, c, reader)).join(',')}\r\n`;
  }
  return { file, rows: ids.length };
};

describe('the CSV export', () => {
  for (const name of ['users', 'orders']) {
    it(`writes the ${name} byte for byte as each cell's rules do, masked or not, in each language and zone`, async () => {
      const resource = resources.find((r) => r.name === name)!;
      const isPersonal = Object.values(resource.fields).some((field) => field.personal);
      const masked = await t.createAdmin([`list-${name}`, `export-${name}`]);
      const whole = await t.createAdmin([`list-${name}`, `export-${name}`, ...(isPersonal ? [`view-contact-${name}`] : [])]);
      const readers: [TCsvReader, string][] = [
        [{ locale: 'en', timeZone: 'UTC', origin: 'http://localhost:80' }, 'en'],
        [{ locale: 'zh-TW', timeZone: 'Asia/Taipei', origin: 'http://localhost:80' }, 'zh-TW'],
      ];
      for (const caller of [masked, whole]) {
        for (const [reader, language] of readers) {
          const { file, rows } = await expectedFile(resource, caller.token, reader);
          expect(rows).toBeGreaterThan(30);
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
