/**
 * The first step of a list: react-admin's simple REST query (`sort`, `range`, `filter`, JSON in
 * the query string, snake_case) read into a typed query, validated against the declaration and
 * converted to camelCase once. No SQL here: `listSql.ts` builds it from what this returns.
 */
import { fieldOf as declaredField, type TField, type TResource } from '../../resources/define.ts';
import { TEXT_TYPES } from '../db/derive.ts';
import { serverFieldType } from '../db/fieldTypes.ts';
import { toCamel, toSnake } from '../lib/casing.ts';
import { badRequest } from '../lib/errors.ts';

export const MAX_PAGE_SIZE = 500;
const DEFAULT_PAGE_SIZE = 25;
const ALWAYS_SORTABLE = ['id', 'createdAt', 'updatedAt'];

/** One condition of a list's filter, as typed values. */
export type TListCondition =
  | { kind: 'search'; text: string }
  | { kind: 'ids'; ids: number[] }
  | { kind: 'bound'; field: string; bound: 'gte' | 'lte'; value: unknown }
  | { kind: 'linked'; field: string; ids: number[] }
  | { kind: 'oneOf'; field: string; values: unknown[] }
  | { kind: 'contains'; field: string; text: string }
  | { kind: 'equals'; field: string; value: unknown }
  /** A filter the resource declares beyond its fields (an admin's role), by one record id. */
  | { kind: 'extra'; name: string; id: number };

export type TListQuery = {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  conditions: TListCondition[];
  /** The filter as given, without empty values, for the audit of an export. */
  filter: Record<string, unknown>;
  /** A stable key of the filter alone, for a cached total. */
  filterKey: string;
  /** Where the previous page ended, when the client pages forward: the page is sought from there, not counted off. */
  after?: { value: unknown; id: number };
};

/** What a list accepts beyond the declaration's fields. */
export type TListWireOptions = {
  /** Filters by one record id that are no field (the admins' `roles`). */
  extraFilters?: readonly string[];
  /** Sortable fields that some table lacks (the audit log has no updated_at). */
  hasColumn?: (field: string) => boolean;
};

const parseJson = (raw: string | undefined): unknown => {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('errors.bad_request');
  }
};

export const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= 2147483647;

const idList = (value: unknown): number[] => {
  const ids = [value].flat();
  if (ids.length === 0 || ids.length > MAX_PAGE_SIZE || !ids.every(isId)) throw badRequest('errors.bad_request');
  return ids;
};

/** PostgreSQL's dates run from 4713 BC to 294276 AD, JavaScript's ISO output past 9999 is not one it reads: years 1 to 9999 only. */
const inDateRange = (date: Date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999;

/** A calendar date that exists (no 2024-02-30, no year 0). */
const isCalendarDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return inDateRange(date) && date.toISOString().startsWith(value);
};

/** A filter value must fit the field's type, or the query is refused before it reaches SQL. */
export const filterValue = (field: TField | undefined, value: unknown): unknown => {
  const type = field?.type ?? 'integer';
  switch (type) {
    case 'integer':
    case 'reference':
      if (typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= 2147483647) return value;
      break;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      break;
    case 'date':
      if (typeof value === 'string' && isCalendarDate(value)) return value;
      break;
    case 'datetime':
      if (typeof value === 'string' && value.length <= 64 && inDateRange(new Date(value))) return new Date(value);
      break;
    case 'money':
    case 'currency':
    case 'basisPoints': {
      const kind = serverFieldType(field!);
      if (kind.filterable(value)) return kind.filterParameter ? kind.filterParameter(value) : value;
      break;
    }
    default:
      if (typeof value === 'string' && value.length <= 1000 && !value.includes('\u0000')) return value;
  }
  throw badRequest('errors.bad_request');
};

const readSort = (resource: TResource, raw: unknown, options: TListWireOptions): TListQuery['sort'] => {
  if (raw === undefined) return { field: String(resource.sort.field), order: resource.sort.order };
  if (!Array.isArray(raw) || typeof raw[0] !== 'string' || !['ASC', 'DESC', 'asc', 'desc'].includes(raw[1])) throw badRequest('errors.bad_request');
  const field = toCamel(raw[0]);
  const sortable = [...ALWAYS_SORTABLE, ...((resource.sortable ?? []) as string[])];
  if (!sortable.includes(field) || options.hasColumn?.(field) === false) throw badRequest('errors.bad_request');
  return { field, order: String(raw[1]).toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
};

const readRange = (raw: unknown): { offset: number; limit: number } => {
  if (raw === undefined) return { offset: 0, limit: DEFAULT_PAGE_SIZE };
  if (!Array.isArray(raw) || raw.length !== 2 || !raw.every((n) => Number.isSafeInteger(n) && n >= 0) || raw[1] < raw[0]) throw badRequest('errors.bad_request');
  const limit = raw[1] - raw[0] + 1;
  if (limit > MAX_PAGE_SIZE) throw badRequest('errors.bad_request');
  return { offset: raw[0], limit };
};

const readCondition = (resource: TResource, key: string, value: unknown, options: TListWireOptions): TListCondition => {
  const fieldOf = (name: string): TField | undefined => declaredField(resource, name);
  const filterable = (name: string) => ((resource.filters ?? []) as string[]).includes(name);
  if (key === 'q') {
    if (typeof value !== 'string' || value.length > 200 || value.includes('\u0000') || !resource.search?.length) throw badRequest('errors.bad_request');
    return { kind: 'search', text: value.trim() };
  }
  if (key === 'id') return { kind: 'ids', ids: idList(value) };
  if (options.extraFilters?.includes(key)) {
    if (!isId(value)) throw badRequest('errors.bad_request');
    return { kind: 'extra', name: key, id: value };
  }
  const bound = /^(.*)(Gte|Lte)$/.exec(key);
  if (bound && filterable(bound[1]!) && serverFieldType(fieldOf(bound[1]!)!).ranged) {
    const field = bound[1]!;
    return { kind: 'bound', field, bound: bound[2] === 'Gte' ? 'gte' : 'lte', value: filterValue(fieldOf(field), value) };
  }
  if (!filterable(key)) throw badRequest('errors.bad_request');
  const field = fieldOf(key);
  if (field?.type === 'references') return { kind: 'linked', field: key, ids: idList(value) };
  if (Array.isArray(value)) {
    if (value.length === 0 || value.length > MAX_PAGE_SIZE) throw badRequest('errors.bad_request');
    return { kind: 'oneOf', field: key, values: value.map((v) => filterValue(field, v)) };
  }
  // Text filters match a part, as staff expect of a filter box.
  if (field && TEXT_TYPES.has(field.type)) return { kind: 'contains', field: key, text: String(filterValue(field, value)) };
  return { kind: 'equals', field: key, value: filterValue(field, value) };
};

/** The cursor a page hands to the next one: where it ended, and the offset the next page starts at. */
export const encodeCursor = (value: unknown, id: number, offset: number) => Buffer.from(JSON.stringify([value, id, offset])).toString('base64url');

/** A cursor that does not lead to this very page is refused: a client pages forward from the page it holds. */
const readCursor = (resource: TResource, raw: string | undefined, field: string, offset: number): TListQuery['after'] => {
  if (raw === undefined) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('errors.bad_request');
  }
  if (!Array.isArray(decoded) || decoded.length !== 3 || !isId(decoded[1]) || decoded[2] !== offset) throw badRequest('errors.bad_request');
  const type = field === 'id' ? 'integer' : field === 'createdAt' || field === 'updatedAt' ? 'datetime' : resource.fields[field]?.type;
  // A bigint sort key (an amount) comes as text from PostgreSQL's driver, as a number from PGlite.
  const key = type === 'money' && typeof decoded[0] === 'string' && /^-?\d{1,16}$/.test(decoded[0]) ? Number(decoded[0]) : decoded[0];
  const value = key === null ? null : filterValue(type ? ({ type } as TField) : undefined, key);
  // An instant stays the text it came as: PostgreSQL keeps microseconds, which a JavaScript date would drop.
  if (value instanceof Date) return { value: decoded[0], id: decoded[1] };
  return { value, id: decoded[1] };
};

export const parseListWire = (
  resource: TResource,
  wire: { sort?: string; range?: string; filter?: string; cursor?: string },
  options: TListWireOptions = {},
): TListQuery => {
  const sort = readSort(resource, parseJson(wire.sort), options);
  const { offset, limit } = readRange(parseJson(wire.range));
  const raw = parseJson(wire.filter) ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('errors.bad_request');
  const given = Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  // A declared default applies unless the query names the field (in either casing) or asks for records by id (references).
  const defaults = 'id' in given ? [] : Object.entries(resource.listDefaults ?? {}).filter(([name]) => !(name in given) && !(toSnake(name) in given));
  const filter = { ...Object.fromEntries(defaults), ...given };
  const conditions = Object.entries(filter).map(([key, value]) => readCondition(resource, toCamel(key), value, options));
  const filterKey = JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));
  const after = readCursor(resource, wire.cursor, sort.field, offset);
  return { sort, offset, limit, conditions, filter, filterKey, ...(after ? { after } : {}) };
};
