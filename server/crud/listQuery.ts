/**
 * Parses react-admin's simple REST list query (`sort`, `range`, `filter`, as JSON in the query
 * string, snake_case on the wire) into a Drizzle where clause, order and page. Only declared
 * fields may be sorted or filtered; values are always parameters.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TField } from '../../resources/define.ts';
import { toCamel, toSnake } from '../lib/casing.ts';
import { serverFieldType } from '../db/fieldTypes.ts';
import { badRequest } from '../lib/errors.ts';
import type { TServerResource } from './resource.ts';
import { joinedField } from './records.ts';

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
  const type = serverFieldType(field ?? { type: 'integer' });
  if (!type.filterable(value)) throw badRequest('errors.bad_request');
  return type.filterParameter ? type.filterParameter(value) : value;
};

export type TListQuery = {
  where: SQL | undefined;
  orderBy: SQL[];
  /** The same order backwards, to read a page near the end from the end. */
  reverse: SQL[];
  limit: number;
  offset: number;
  /** A stable key of the filter, for the cached total. */
  filterKey: string;
  filter: Record<string, unknown>;
};

/** Owners linked to any of these targets, through the field's join table (its target index). */
const linkedTo = (entry: TServerResource, name: string, ids: unknown[]): SQL => {
  const joinName = sql.raw(`"${entry.resource.name}_${toSnake(name)}"`);
  return sql`exists (select 1 from ${joinName} j where j.owner_id = ${sql.raw(`"${entry.resource.name}"."id"`)} and j.target_id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
};

export const parseListQuery = (entry: TServerResource, query: { sort?: string; range?: string; filter?: string }): TListQuery => {
  const { resource, table } = entry;
  const fieldOf = (name: string): TField | undefined => resource.fields[name];
  const columnOf = (name: string) => (fieldOf(name)?.computed ? joinedField(entry, name)! : table[name]);
  const pinned = resource.pinned ? [String(resource.pinned)] : [];

  const sort = parseJson(query.sort);
  let sortField: string;
  let sortOrder: 'ASC' | 'DESC';
  if (sort === undefined) {
    sortField = String(resource.sort.field);
    sortOrder = resource.sort.order;
  } else {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC', 'asc', 'desc'].includes(sort[1])) {
      throw badRequest('errors.bad_request');
    }
    sortField = toCamel(sort[0]);
    const sortable = [...ALWAYS_SORTABLE, ...((resource.sortable ?? []) as string[])];
    if (!sortable.includes(sortField)) throw badRequest('errors.bad_request');
    // A table without the column (the audit log has no updated_at) cannot be sorted by it.
    if (!columnOf(sortField)) throw badRequest('errors.bad_request');
    sortOrder = String(sort[1]).toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  }
  // Ties break on the id in the same direction, so that one (field, id) index serves the order both ways.
  const direction = (ascending: boolean) => (ascending ? asc : desc);
  const ordered = (flip: boolean) => [
    ...pinned.map((name) => direction(flip)(table[name])),
    direction((sortOrder === 'ASC') !== flip)(columnOf(sortField)),
    direction((sortOrder === 'ASC') !== flip)(table.id),
  ];
  const orderBy = ordered(false);
  const reverse = ordered(true);

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
    if (bound && filterable.has(bound[1]!) && serverFieldType(fieldOf(bound[1]!)!).ranged) {
      const v = filterValue(fieldOf(bound[1]!), value);
      conditions.push(bound[2] === 'Gte' ? gte(table[bound[1]!], v) : lte(table[bound[1]!], v));
      continue;
    }
    if (!filterable.has(key)) throw badRequest('errors.bad_request');
    const field = fieldOf(key);
    if (field?.type === 'references') {
      const ids = [value].flat();
      if (ids.length === 0 || ids.length > MAX_PAGE_SIZE || !ids.every(isId)) throw badRequest('errors.bad_request');
      conditions.push(linkedTo(entry, key, ids));
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length === 0 || value.length > MAX_PAGE_SIZE) throw badRequest('errors.bad_request');
      conditions.push(inArray(table[key], value.map((v) => filterValue(field, v))));
    } else if (field && ['string', 'text', 'richtext', 'email', 'url'].includes(field.type)) {
      // Text filters match a part, as staff expect of a filter box.
      conditions.push(ilike(table[key], `%${escapeLike(String(filterValue(field, value)))}%`));
    } else {
      // A computed field (a banner's expired) filters by its SQL.
      conditions.push(eq(columnOf(key), filterValue(field, value)));
    }
  }
  const kept = Object.fromEntries(Object.entries(filter as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const filterKey = JSON.stringify(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
  return { where: conditions.length ? and(...conditions) : undefined, orderBy, reverse, limit, offset, filterKey, filter: kept };
};
