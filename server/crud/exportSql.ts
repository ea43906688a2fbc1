/**
 * A CSV line written by the database: each cell's SQL applies the rules that `csvLineOf` applies in
 * the API (`csvValue`, `csvCell`, a type's own cell, masking), so that an export reads one text per
 * row instead of every column, and the driver, the decoders and the cell writers of the API do not
 * run for each of a million cells. The words of enumerations and yes/no are the API's own, written
 * once per export and handed to the statement as parameters.
 *
 * Undefined when a column's type has no SQL writer here (JSON, a gallery, a secret) or the reader's
 * zone is one the database does not know: the export then writes its lines in the API, as before.
 */
import { Column, is, sql, SQL } from 'drizzle-orm';
import type { TField, TResource } from '../../resources/define.ts';
import { isCurrency, minorDigits } from '../../resources/money.ts';
import { csvCell, csvValue, FORMULA_START, type TCsvReader } from '../csv/csv.ts';

/** A selected column or expression, as Drizzle's select takes it. */
type TSelected = unknown;

/** The first characters that make a spreadsheet read a cell as a formula, as `csvCell` knows them. */
const FORMULA_CODES = sql.raw([...FORMULA_START].join(', '));

/** `csvCell` of a text: empty when null, a `'` before a formula's first character, quoted when it holds `"` `,` CR or LF. */
const textCell = (e: SQL): SQL => {
  const guarded = sql`case when ascii(${e}) in (${FORMULA_CODES}) then '''' || ${e} else ${e} end`;
  return sql`case when ${e} is null then '' when strpos(${e}, '"') > 0 or strpos(${e}, ',') > 0 or strpos(${e}, chr(13)) > 0 or strpos(${e}, chr(10)) > 0
    then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end`;
};

/** A word the API wrote (an enumeration's label, yes or no), as a parameter. */
const word = (text: string): SQL => sql`${text}::text`;

/** Minor units as the decimal of `toDecimal`: numeric keeps every digit and the scale (`5` → `0.05`). */
const decimal = (e: SQL, digits: number): SQL => (digits ? sql`(${e}::numeric * ${sql.raw(`0.${'0'.repeat(digits - 1)}1`)})::text` : sql`${e}::text`);

/** The known currencies by their minor digits, written into the statement (each is three capital letters). */
let currenciesByDigits: Map<number, string[]> | undefined;
const knownCurrencies = () => {
  if (!currenciesByDigits) {
    currenciesByDigits = new Map();
    for (const code of Intl.supportedValuesOf('currency').filter(isCurrency).sort()) {
      const digits = minorDigits(code);
      currenciesByDigits.set(digits, [...(currenciesByDigits.get(digits) ?? []), code]);
    }
  }
  return currenciesByDigits;
};

/** Money in its record's currency: the decimal of a known currency, else the integer as it is (as the API writes it). */
const moneyCell = (e: SQL, currency: SQL): SQL => {
  const known = [...knownCurrencies()].sort(([, a], [, b]) => b.length - a.length);
  const branches = known.map(([digits, codes]) => sql`when ${currency} in (${sql.raw(codes.map((c) => `'${c}'`).join(', '))}) then ${decimal(e, digits)}`);
  return sql`case when ${e} is null then '' ${sql.join(branches, sql` `)} else ${e}::text end`;
};

/** What `maskValue` makes of a text: `j***@example.com`, or `***` and the last two characters. */
const masked = (e: SQL, field: TField): SQL =>
  field.type === 'email'
    ? sql`case when ${e} is null or ${e} = '' then ${e} when strpos(substr(${e}, 2), '@') > 0 then left(${e}, 1) || '***' || substring(${e} from '@[^@]*$') else '***' end`
    : sql`case when ${e} is null or ${e} = '' then ${e} else '***' || case when length(${e}) > 4 then right(${e}, 2) else '' end end`;

const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'url', 'email', 'file', 'currency', 'references']);

/** The type of a column that is not a declared field (`id`, `createdAt`), from its Drizzle column. */
const COLUMN_TYPES: Record<string, TField['type']> = { PgInteger: 'integer', PgSerial: 'integer', PgVarchar: 'string', PgText: 'string', PgBoolean: 'boolean', PgDate: 'date' };
const typeOfColumn = (column: Column): TField['type'] | undefined =>
  COLUMN_TYPES[column.columnType] ??
  (column.columnType === 'PgTimestamp' && (column as unknown as { withTimezone: boolean }).withTimezone ? 'datetime' : undefined);

/**
 * The SQL of a line (the cells of `columns` joined by commas, then CRLF), or undefined when a column
 * cannot be written by the database. `selected` holds each column's SQL as the export reads it.
 */
export const csvLineSql = (resource: TResource, selected: Record<string, TSelected>, columns: readonly string[], maskedNames: ReadonlySet<string>, reader: TCsvReader): SQL | undefined => {
  const apiWords = (column: string, field: TField | undefined, value: unknown) => csvCell(csvValue(resource.name, column, field, value, reader));

  const cellOf = (column: string): SQL | undefined => {
    const source = selected[column];
    if (!is(source, Column) && !is(source, SQL)) return undefined;
    const field = resource.fields[column];
    const type = field ? field.type : is(source, Column) ? typeOfColumn(source) : undefined;
    if (!type) return undefined;
    const cell = (e: SQL): SQL | undefined => {
      if (field && maskedNames.has(column)) return TEXT_TYPES.has(type) ? textCell(masked(e, field)) : undefined;
      if (TEXT_TYPES.has(type)) return textCell(e);
      switch (type) {
        case 'enum': {
          const branches = (field?.values ?? []).map((value) => sql`when ${word(value)} then ${word(apiWords(column, field, value))}`);
          return sql`case ${e} ${sql.join(branches, sql` `)} else ${textCell(e)} end`;
        }
        case 'boolean':
          return sql`case when ${e} then ${word(apiWords(column, field, true))} when not ${e} then ${word(apiWords(column, field, false))} else '' end`;
        case 'integer':
        case 'reference':
        case 'basisPoints':
          if (!field?.isDuration) return sql`coalesce(${e}::text, '')`;
          return sql`case when ${e} is null then '' else (greatest(${e}, 0) / 3600)::text || ':' || lpad((greatest(${e}, 0) % 3600 / 60)::text, 2, '0') || ':' || lpad((greatest(${e}, 0) % 60)::text, 2, '0') end`;
        case 'date':
          // As the driver reads it, which is what the API writes.
          return sql`coalesce(${e}::text, '')`;
        case 'datetime':
          return sql`coalesce(to_char(${e} at time zone ${reader.timeZone}::text, 'YYYY-MM-DD HH24:MI:SS'), '')`;
        case 'image':
        case 'video':
          return textCell(sql`case when left(${e}, 1) = '/' and left(${e}, 2) <> '//' then ${reader.origin}::text || ${e} else ${e} end`);
        case 'money': {
          if (field?.currency) return isCurrency(field.currency) ? sql`coalesce(${decimal(e, minorDigits(field.currency))}, '')` : sql`coalesce(${e}::text, '')`;
          const currency = field?.currencyField && selected[field.currencyField];
          return is(currency, Column) ? moneyCell(e, sql`${currency}`) : undefined;
        }
        default:
          return undefined;
      }
    };
    // A column is read as itself; an expression (a join, a computed field) is read once per row, however many times its cell names it.
    if (is(source, Column)) return cell(sql`${source}`);
    const value = sql.identifier('v');
    const written = cell(sql`${value}`);
    return written && sql`(select ${written} from (select ${source} as ${value} offset 0) as ${sql.identifier('export_cell')})`;
  };

  if (!columns.length) return sql`chr(13) || chr(10)`;
  const cells: SQL[] = [];
  for (const column of columns) {
    const cell = cellOf(column);
    if (!cell) return undefined;
    cells.push(cell);
  }
  // One call joins the cells (every cell is text, never null), where `||` would copy the line once per cell.
  return sql`concat_ws(',', ${sql.join(cells, sql`, `)}) || chr(13) || chr(10)`;
};
