/**
 * A list page as JSON, the way Fastify serialises a response schema: the selection is keyed by
 * the wire's snake_case names once per resource (the database hands rows back already named as
 * the client reads them), and a serialiser compiled by fast-json-stringify from the columns'
 * types writes them, with no conversion per key per row. A value of no simple type (a computed
 * field, a JSON column, a gallery's images) is written as JSON.stringify would, its keys in
 * snake_case as every answer of the API has them.
 */
import fastJson from 'fast-json-stringify';
import { Column, is, type SQL } from 'drizzle-orm';
import { snakeKeys, toSnake } from '../lib/casing.ts';

type TSelected = Record<string, unknown>;

/** The schema of one selected value: typed where the column says what it holds, anything otherwise. */
const schemaOf = (selected: unknown): Record<string, unknown> => {
  if (!is(selected, Column)) return {};
  const typed = (type: string) => (selected.notNull ? { type } : { type: [type, 'null'] });
  switch (selected.dataType) {
    case 'string':
      return typed('string');
    case 'number':
      return typed('number');
    case 'boolean':
      return typed('boolean');
    default:
      // Dates, bigints (text from one driver, numbers from the other), JSON, arrays: as JSON.stringify writes them.
      return {};
  }
};

/** Values that may nest objects whose keys are camelCase: converted before writing. */
const mayNest = (selected: unknown) => !is(selected, Column) || !['string', 'number', 'boolean', 'date'].includes(selected.dataType);

export type TListJson = {
  /** The selection, keyed by wire names. */
  columns: Record<string, SQL | Column>;
  /** The page's rows, as read with `columns`, as JSON. */
  stringify: (rows: TSelected[]) => string;
};

export const listJson = (columns: Record<string, unknown>): TListJson => {
  const wire = Object.fromEntries(Object.entries(columns).map(([key, selected]) => [toSnake(key), selected])) as Record<string, SQL | Column>;
  const properties = Object.fromEntries(Object.entries(wire).map(([key, selected]) => [key, schemaOf(selected)]));
  const nesting = Object.entries(wire)
    .filter(([, selected]) => mayNest(selected))
    .map(([key]) => key);
  const write = fastJson({ type: 'array', items: { type: 'object', properties } });
  return {
    columns: wire,
    stringify: (rows) => {
      if (nesting.length) {
        for (const row of rows) {
          for (const key of nesting) {
            const value = row[key];
            if (value !== null && typeof value === 'object' && !(value instanceof Date)) row[key] = snakeKeys(value);
          }
        }
      }
      return write(rows);
    },
  };
};
