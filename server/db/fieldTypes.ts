/**
 * What each field type is on the server: its column, how a validated value is written to it, and
 * what a list filter may compare it with. The one place of the server that knows a type (its wire
 * shape is in `resources/define.ts`, its screens in `src/generic/fieldTypes.tsx`).
 */
import { bigint, boolean, date, integer, jsonb, text, timestamp, varchar, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import type { TField, TFieldType } from '../../resources/define.ts';
import { isCurrency, MAX_MINOR, minorDigits, toDecimal } from '../../resources/money.ts';
import { sanitizeRichText } from '../lib/richText.ts';

type TServerFieldType = {
  /** Undefined when the field lives in a join table of its own. */
  column?: (field: TField) => PgColumnBuilderBase;
  /** The column's value for a validated wire value; a string answers a validation message. */
  toColumn?: (value: unknown, field: TField) => unknown;
  /** Whether a list filter value fits the type; values go to SQL only as parameters. */
  filterable: (value: unknown) => boolean;
  /** A filter value's SQL parameter, when it differs from the wire value. */
  filterParameter?: (value: unknown) => unknown;
  /** `<field>Gte` and `<field>Lte` filters bound it. */
  ranged?: boolean;
  /** A filter matches a part of the text, as staff expect of a filter box. */
  partial?: boolean;
  /** A CSV cell, when it is not the stored value; `currency` is the record's, for money. */
  csvCell?: (value: unknown, field: TField, currency: unknown) => unknown;
};

/** Thrown by `toColumn` for a value that passed the wire schema but cannot be stored. */
export class FieldRefused extends Error {}

const isInt32 = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= 2147483647;
const isText = (value: unknown) => typeof value === 'string' && value.length <= 1000 && !value.includes('\u0000');
const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isInstant = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const toInstant = (value: unknown) => (typeof value === 'string' ? new Date(value) : value);

const textType = (column: (field: TField) => PgColumnBuilderBase): TServerFieldType => ({ column, filterable: isText, partial: true });
const stringColumn = (length: number) => () => varchar({ length });

export const SERVER_FIELD_TYPES: Record<TFieldType, TServerFieldType> = {
  string: textType((field) => varchar({ length: field.max ?? 255 })),
  text: textType(() => text()),
  richtext: {
    ...textType(() => text()),
    toColumn: (value, field) => {
      if (typeof value !== 'string') return value;
      const clean = sanitizeRichText(value);
      // Markup that sanitises to nothing (a lone script) leaves a required field empty.
      if (field.required && clean === '') throw new FieldRefused('validation.required');
      return clean;
    },
  },
  url: textType(stringColumn(2048)),
  email: textType(stringColumn(255)),
  image: { column: stringColumn(2048), filterable: isText },
  video: { column: stringColumn(2048), filterable: isText },
  file: { column: stringColumn(2048), filterable: isText },
  enum: { column: (field) => varchar({ length: field.max ?? 255 }), filterable: isText },
  integer: { column: () => integer(), filterable: isInt32, ranged: true },
  reference: { column: () => integer(), filterable: isInt32 },
  boolean: { column: () => boolean(), filterable: (value) => typeof value === 'boolean' },
  date: { column: () => date({ mode: 'string' }), filterable: isDate, ranged: true },
  datetime: {
    column: () => timestamp({ withTimezone: true }),
    toColumn: toInstant,
    filterable: isInstant,
    filterParameter: toInstant,
    ranged: true,
  },
  json: { column: () => jsonb(), filterable: isText },
  references: { filterable: isInt32 },
  gallery: { filterable: isInt32 },
  // A JavaScript number holds every safe amount exactly; bigint holds what integer cannot (a year of sales in cents).
  money: {
    column: () => bigint({ mode: 'number' }),
    filterable: (value) => typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_MINOR,
    ranged: true,
    // A spreadsheet reads major units; the decimal is exact, built from the integer.
    csvCell: (value, field, currency) => {
      const code = field.currency ?? currency;
      return typeof value === 'number' && isCurrency(code) ? toDecimal(value, minorDigits(code)) : value;
    },
  },
  currency: { column: stringColumn(3), filterable: isCurrency },
  basisPoints: { column: () => integer(), filterable: isInt32, ranged: true },
  // Kept as typed so that the server can sign with it; read only by the code that verifies (see records.ts for how it reads).
  secret: { column: () => varchar({ length: 255 }), filterable: () => false },
};

export const serverFieldType = (field: TField): TServerFieldType => SERVER_FIELD_TYPES[field.type];
