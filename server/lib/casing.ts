/** Key-case conversion at the API boundary; inside, everything is camelCase. */
import { badRequest } from './errors.ts';

/**
 * Keys are few and repeat on every row of every answer: each is converted once. The caches stop
 * growing at a size no schema reaches, so that keys a client invents cannot fill the memory.
 */
const memo = (convert: (key: string) => string) => {
  const cache = new Map<string, string>();
  return (key: string): string => {
    let converted = cache.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (cache.size < 10_000) cache.set(key, converted);
    }
    return converted;
  };
};

export const toSnake = memo((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
export const toCamel = memo((key) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));

/** No record nests this deep; the cap keeps a hostile body from exhausting the stack. */
const MAX_DEPTH = 64;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const convertKeys = (value: unknown, convert: (key: string) => string, depth = 0): unknown => {
  if (depth > MAX_DEPTH) throw badRequest('errors.bad_request');
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert, depth + 1));
  if (!isPlainObject(value)) return value;
  const converted: Record<string, unknown> = {};
  for (const key in value) converted[convert(key)] = convertKeys(value[key], convert, depth + 1);
  return converted;
};

export const snakeKeys = <T>(value: T): unknown => convertKeys(value, toSnake);
export const camelKeys = <T>(value: T): unknown => convertKeys(value, toCamel);
