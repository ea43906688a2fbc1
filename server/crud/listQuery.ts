/**
 * Parses react-admin's simple REST list query (`sort`, `range`, `filter`, as JSON in the query
 * string, snake_case on the wire) into a Drizzle where clause, order and page. Only declared
 * fields may be sorted or filtered; values are always parameters.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { TField, TResource } from '../../resources/define.ts';
import type { TAnyTable } from '../db/derive.ts';
import { toCamel } from '../lib/casing.ts';
import { badRequest } from '../lib/errors.ts';

export const MAX_PAGE_SIZE = 500;
const DEFAULT_PAGE_SIZE = 25;
const ALWAYS_SORTABLE = ['id', 'createdAt', 'updatedAt'];

const parseJson = (raw: string | undefined): unknown => {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('errors.bad_request');
  }
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= 2147483647;

/** A filter value must fit the field's type, or the query is refused before it reaches SQL. */
const filterValue = (field: TField | undefined, value: unknown): unknown => {
  const type = field?.type ?? 'integer';
  const ok = (() => {
    switch (type) {
      case 'integer':
      case 'reference':
        return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= 2147483647;
      case 'boolean':
        return typeof value === 'boolean';
      case 'date':
        return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
      case 'datetime':
        return typeof value === 'string' && !Number.isNaN(Date.parse(value));
      default:
        return typeof value === 'string' && value.length <= 1000 && !value.includes('\u0000');
    }
  })();
  if (!ok) throw badRequest('errors.bad_request');
  return type === 'datetime' ? new Date(value as string) : value;
};

export type TListQuery = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

export const parseListQuery = (
  resource: TResource,
  table: TAnyTable,
  query: { sort?: string; range?: string; filter?: string },
): TListQuery => {
  const fieldOf = (name: string): TField | undefined => resource.fields[name];

  const sort = parseJson(query.sort);
  let orderBy: SQL[];
  if (sort === undefined) {
    const col = table[resource.sort.field as string];
    orderBy = [resource.sort.order === 'DESC' ? desc(col) : asc(col), asc(table.id)];
  } else {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC', 'asc', 'desc'].includes(sort[1])) {
      throw badRequest('errors.bad_request');
    }
    const field = toCamel(sort[0]);
    const sortable = [...ALWAYS_SORTABLE, ...((resource.sortable ?? []) as string[])];
    if (!sortable.includes(field)) throw badRequest('errors.bad_request');
    const col = table[field];
    // A table without the column (the audit log has no updated_at) cannot be sorted by it.
    if (!col) throw badRequest('errors.bad_request');
    orderBy = [String(sort[1]).toUpperCase() === 'DESC' ? desc(col) : asc(col), asc(table.id)];
  }

  const range = parseJson(query.range);
  let limit = DEFAULT_PAGE_SIZE;
  let offset = 0;
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
      throw badRequest('errors.bad_request');
    }
    offset = range[0];
    limit = range[1] - range[0] + 1;
    if (limit > MAX_PAGE_SIZE) throw badRequest('errors.bad_request');
  }

  const filter = parseJson(query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw badRequest('errors.bad_request');
  const conditions: SQL[] = [];
  const filterable = new Set((resource.filters ?? []) as string[]);
  for (const [wireKey, value] of Object.entries(filter as Record<string, unknown>)) {
    const key = toCamel(wireKey);
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') {
      if (typeof value !== 'string' || value.length > 200 || value.includes('\u0000')) throw badRequest('errors.bad_request');
      const pattern = `%${escapeLike(value.trim())}%`;
      const searched = ((resource.search ?? []) as string[]).map((f) => ilike(table[f], pattern));
      if (searched.length === 0) throw badRequest('errors.bad_request');
      conditions.push(or(...searched)!);
      continue;
    }
    if (key === 'id') {
      const ids = [value].flat();
      if (ids.length === 0 || ids.length > MAX_PAGE_SIZE || !ids.every(isId)) throw badRequest('errors.bad_request');
      conditions.push(inArray(table.id, ids));
      continue;
    }
    const bound = /^(.*)(Gte|Lte)$/.exec(key);
    if (bound && filterable.has(bound[1]!) && ['integer', 'date', 'datetime'].includes(fieldOf(bound[1]!)!.type)) {
      const v = filterValue(fieldOf(bound[1]!), value);
      conditions.push(bound[2] === 'Gte' ? gte(table[bound[1]!], v) : lte(table[bound[1]!], v));
      continue;
    }
    if (!filterable.has(key)) throw badRequest('errors.bad_request');
    const field = fieldOf(key);
    if (Array.isArray(value)) {
      if (value.length === 0 || value.length > MAX_PAGE_SIZE) throw badRequest('errors.bad_request');
      conditions.push(inArray(table[key], value.map((v) => filterValue(field, v))));
    } else if (field && ['string', 'text', 'richtext', 'email', 'url'].includes(field.type)) {
      // Text filters match a part, as staff expect of a filter box.
      conditions.push(ilike(table[key], `%${escapeLike(String(filterValue(field, value)))}%`));
    } else {
      conditions.push(eq(table[key], filterValue(field, value)));
    }
  }
  return { where: conditions.length ? and(...conditions) : undefined, orderBy, limit, offset };
};
