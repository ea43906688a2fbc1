/**
 * A filter that is not a column of the resource (the admins' role): taken out of the list
 * query before the generic parser, which refuses unknown keys, sees the rest.
 */
import { badRequest } from '../lib/errors.ts';

export const takeIdFilter = (raw: string | undefined, key: string): { id?: number; rest: string | undefined } => {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    // Malformed JSON is the generic parser's to refuse.
    return { rest: raw };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !(key in parsed)) return { rest: raw };
  const { [key]: value, ...rest } = parsed as Record<string, unknown>;
  const restJson = JSON.stringify(rest);
  if (value === null || value === '') return { rest: restJson };
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > 2147483647) throw badRequest('errors.bad_request');
  return { id: value, rest: restJson };
};
