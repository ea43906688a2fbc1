/**
 * A CSV line from a row read as an array (`TDatabase.readArrays`), with each column's cell built by
 * a function made once per export: the field's type, its masking, its currency and the reader are
 * looked at then, not at each of a million cells. Every cell is what `csvValue` and `csvCell` make
 * of the value Drizzle would have read; the common types only skip the questions whose answers are
 * known from the declaration.
 */
import { Column, is, SQL, type DriverValueDecoder } from 'drizzle-orm';
import type { TResource } from '../../resources/define.ts';
import { isCurrency, minorDigits, toDecimal } from '../../resources/money.ts';
import { csvCell, csvDateTime, csvDateTimeOfText, csvValue, type TCsvReader } from '../csv/csv.ts';
import { serverFieldType } from '../db/fieldTypes.ts';
import { maskValue } from './personal.ts';

/** A selected column or expression, as Drizzle's select takes it. */
type TSelected = unknown;
type TDecode = (raw: unknown) => unknown;
type TCell = (row: unknown[]) => string;
type TDriverValueDecoder = DriverValueDecoder<unknown, unknown>;

const asItself: TDecode = (raw) => raw;

/** How Drizzle turns the driver's value of a selected column into the row's value (`mapResultRow`). */
const decoderOf = (selected: TSelected): TDecode => {
  // An expression's decoder is what its `mapWith` set; Drizzle keeps it unexported in its types.
  const decoderOfSql = (expression: SQL) => (expression as unknown as { decoder: TDriverValueDecoder }).decoder;
  const decoder = is(selected, Column) ? selected : is(selected, SQL) ? decoderOfSql(selected) : is(selected, SQL.Aliased) ? decoderOfSql(selected.sql) : undefined;
  return decoder ? (raw) => (raw === null ? null : decoder.mapFromDriverValue(raw)) : asItself;
};

/** The digits of a currency code, or undefined when it is not one; asked once per code and export. */
const currencyDigits = () => {
  const known = new Map<unknown, number | undefined>();
  return (code: unknown) => {
    if (!known.has(code)) known.set(code, isCurrency(code) ? minorDigits(code) : undefined);
    return known.get(code);
  };
};

/**
 * The line writer of an export: `selected` is the statement's selection in its order (the cells, the
 * currencies they are written in, the id and the sort key), `columns` the file's columns.
 */
export const csvLineOf = (resource: TResource, selected: Record<string, TSelected>, columns: readonly string[], masked: ReadonlySet<string>, reader: TCsvReader) => {
  const names = Object.keys(selected);
  const indexOf = (name: string) => names.indexOf(name);
  const decoders = names.map((name) => decoderOf(selected[name]));
  const valueAt = (index: number) => {
    const decode = decoders[index]!;
    return (row: unknown[]) => decode(row[index]);
  };

  const cellOf = (column: string): TCell => {
    const index = indexOf(column);
    const value = valueAt(index);
    const field = resource.fields[column];
    if (field && masked.has(column)) return (row) => csvCell(maskValue(value(row), field.type));
    const typeCell = field && serverFieldType(field).csvCell;
    const currency = field?.currencyField ? valueAt(indexOf(field.currencyField)) : () => undefined;
    const generic: TCell = (row) => {
      const read = value(row);
      return csvCell(csvValue(resource.name, column, field, typeCell ? typeCell(read, field, currency(row)) : read, reader));
    };
    if (!field) return generic;
    // A column of a few values writes each value's words once per export.
    if (field.type === 'enum' || field.type === 'boolean') {
      const written = new Map<unknown, string>();
      return (row) => {
        const raw = row[index];
        let text = written.get(raw);
        if (text === undefined) written.set(raw, (text = generic(row)));
        return text;
      };
    }
    if (field.type === 'money') {
      const digitsOf = currencyDigits();
      return (row) => {
        const amount = value(row);
        const digits = typeof amount === 'number' ? digitsOf(field.currency ?? currency(row)) : undefined;
        return digits === undefined ? generic(row) : csvCell(toDecimal(amount as number, digits));
      };
    }
    if (field.type === 'datetime') {
      return (row) => {
        // Read as PostgreSQL's text: written from it, without a Date, when it has the usual form.
        const raw = row[index];
        const text = typeof raw === 'string' ? csvDateTimeOfText(raw, reader.timeZone) : undefined;
        if (text !== undefined) return csvCell(text);
        const instant = value(row);
        return instant instanceof Date ? csvCell(csvDateTime(instant, reader.timeZone)) : generic(row);
      };
    }
    return generic;
  };

  const cells = columns.map(cellOf);
  if (!cells.length) return (): string => '\r\n';
  return (row: unknown[]): string => {
    let line = cells[0]!(row);
    for (let i = 1; i < cells.length; i++) line += `,${cells[i]!(row)}`;
    return `${line}\r\n`;
  };
};
