/**
 * The second step of a list: a typed query (`listWire.ts`) turned into Drizzle's where clause and
 * order. Columns and join tables come from the resource's entry, never from names put together;
 * values are always parameters.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TServerResource } from './resource.ts';
import type { TListCondition, TListQuery } from './listWire.ts';
import { joinedField } from './records.ts';
import type { TScope } from './scope.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Columns every table fills. */
const NOT_NULL = new Set(['id', 'createdAt', 'updatedAt']);

export type TListSql = {
  where: SQL | undefined;
  orderBy: SQL[];
  /** The same order backwards, to read a page near the end from the end. */
  reverse: SQL[];
  /** The rows after the previous page's last, in the list's order (keyset pagination). */
  seek?: SQL;
};

/**
 * The rows after (value, id) in the order (column, id), both ascending or both descending, as an
 * index condition on (column, id). PostgreSQL puts nulls last going up and first going down, and a
 * row comparison with a null is unknown: where the column may hold nulls they are placed by hand
 * (going up past a value, at the cost of the index condition).
 */
const after = (column: SQL | TServerResource['table'][string], id: TServerResource['table'][string], last: { value: unknown; id: number }, ascending: boolean, nullable: boolean): SQL => {
  if (last.value === null) return ascending ? sql`(${column} is null and ${id} > ${last.id})` : sql`(${column} is not null or ${id} < ${last.id})`;
  if (!ascending) return sql`(${column}, ${id}) < (${last.value}, ${last.id})`;
  return nullable ? sql`((${column}, ${id}) > (${last.value}, ${last.id}) or ${column} is null)` : sql`(${column}, ${id}) > (${last.value}, ${last.id})`;
};

/** A field's column, or the SQL of a field kept elsewhere (a computed count). */
const columnOf = (entry: TServerResource, name: string) => (entry.resource.fields[name]?.computed ? joinedField(entry, name)! : entry.table[name]);

/** Owners linked to any of these targets, through the field's join table (its target index). */
const linkedTo = (entry: TServerResource, field: string, ids: number[]): SQL => {
  const join = entry.joins[field]!.table;
  return sql`exists (select 1 from ${join} where ${join.ownerId} = ${entry.table.id} and ${inArray(join.targetId, ids)})`;
};

const conditionSql = (entry: TServerResource, condition: TListCondition): SQL => {
  const { resource, table } = entry;
  switch (condition.kind) {
    case 'search': {
      const pattern = `%${escapeLike(condition.text)}%`;
      return or(...((resource.search ?? []) as string[]).map((f) => ilike(table[f], pattern)))!;
    }
    case 'ids':
      return inArray(table.id, condition.ids);
    case 'bound':
      return (condition.bound === 'gte' ? gte : lte)(columnOf(entry, condition.field), condition.value);
    case 'linked':
      return linkedTo(entry, condition.field, condition.ids);
    case 'oneOf':
      return inArray(columnOf(entry, condition.field), condition.values);
    case 'contains':
      return ilike(columnOf(entry, condition.field), `%${escapeLike(condition.text)}%`);
    case 'equals':
      // A computed field (a banner's expired) filters by its SQL.
      return eq(columnOf(entry, condition.field), condition.value);
    case 'extra':
      return entry.extension.list!.filters![condition.name]!(condition.id);
  }
};

/** Where the page ends, as the cursor of the next one: an instant to the microsecond, as PostgreSQL keeps it. */
export const sortKeyOf = (entry: TServerResource, field: string): SQL => {
  const column = columnOf(entry, field);
  const isInstant = field === 'createdAt' || field === 'updatedAt' || entry.resource.fields[field]?.type === 'datetime';
  return isInstant ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql`${column}`;
};

export const listSql = (entry: TServerResource, query: TListQuery, scope?: TScope): TListSql => {
  const { resource, table } = entry;
  const pinned = resource.pinned ? [String(resource.pinned)] : [];
  const { field, order } = query.sort;
  // Ties break on the id in the same direction, so that one (field, id) index serves the order both ways.
  const direction = (ascending: boolean) => (ascending ? asc : desc);
  const ordered = (flip: boolean) => [
    ...pinned.map((name) => direction(flip)(table[name])),
    direction((order === 'ASC') !== flip)(columnOf(entry, field)),
    direction((order === 'ASC') !== flip)(table.id),
  ];
  const conditions = query.conditions.map((c) => conditionSql(entry, c));
  // A caller bound to a scope sees the rows of a scoped resource that belong to it, and nothing else.
  const scopedBy = resource.scopedBy === undefined ? undefined : table[String(resource.scopedBy)];
  const scoped = scope && scopedBy && !scope.all ? (scope.ids.length ? inArray(scopedBy, [...scope.ids]) : sql`false`) : undefined;
  // A pinned field (sticky posts) orders before the sort: such lists are paged by offset.
  const seekable = query.after && pinned.length === 0 && !resource.fields[field]?.computed;
  return {
    where: and(...conditions, entry.extension.list?.where, scoped),
    orderBy: ordered(false),
    reverse: ordered(true),
    ...(seekable ? { seek: after(columnOf(entry, field), table.id, query.after!, order === 'ASC', !NOT_NULL.has(field) && !resource.fields[field]?.required) } : {}),
  };
};
