/** Key-case conversion at the API boundary; inside, everything is camelCase. */
import { badRequest } from './errors.ts';

export const toSnake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const toCamel = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** No record nests this deep; the cap keeps a hostile body from exhausting the stack. */
const MAX_DEPTH = 64;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const convertKeys = (value: unknown, convert: (key: string) => string, depth = 0): unknown => {
  if (depth > MAX_DEPTH) throw badRequest('errors.bad_request');
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [convert(key), convertKeys(item, convert, depth + 1)]));
};

export const snakeKeys = <T>(value: T): unknown => convertKeys(value, toSnake);
export const camelKeys = <T>(value: T): unknown => convertKeys(value, toCamel);
