/**
 * The second step of a list: a typed query (`listWire.ts`) turned into Drizzle's where clause and
 * order. Columns and join tables come from the resource's entry, never from names put together;
 * values are always parameters.
 */
import { and, asc, desc, eq, getTableName, gte, ilike, inArray, lte, or, Param, sql, type SQL } from 'drizzle-orm';
import type { TServerResource } from './resource.ts';
import type { TListCondition, TListQuery } from './listWire.ts';
import { EXACT_TOTAL_CAP, SEARCH_TOTAL_CAP } from './listTotal.ts';
import { joinedField } from './records.ts';
import { scopeWhere, type TScope } from './scope.ts';
import { isShortText, PLANNED_EACH } from '../db/plannedEach.ts';
import { searchSetOf, searchText } from '../db/searchText.ts';
import { valueCountSql, type TCountedTable } from '../db/rowCounts.ts';
import type { TPositionedField, TPositionedTable } from '../db/positions.ts';
import { linkSortFields, searchCopyTexts, sortCopies } from '../db/derive.ts';
import type { TLinkCopies } from '../db/linkSortKeys.ts';
import { toSnake } from '../lib/casing.ts';

/**
 * How a value enters the SQL: as itself (a parameter of this query), or as a named placeholder
 * whose value is given when a statement prepared once per list shape is run (list.ts). `encoder`
 * is the column the value is compared with, which writes it as the driver takes it.
 */
export type TBind = (value: unknown, encoder?: unknown) => unknown;
const asItself: TBind = (value) => value;

/** Binds values as placeholders named p0, p1… in the order asked; `values` holds what each stands for. */
export const placeholders = () => {
  const values: Record<string, unknown> = {};
  let next = 0;
  const bind: TBind = (value, encoder) => {
    const name = `p${next++}`;
    values[name] = value;
    const placeholder = sql.placeholder(name);
    return encoder && typeof (encoder as { mapToDriverValue?: unknown }).mapToDriverValue === 'function' ? new Param(placeholder, encoder as never) : placeholder;
  };
  return { bind, values };
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A text too short for a trigram marks its statement to be planned for its values at each run (plannedEach.ts). */
const plannedFor = (text: string, condition: SQL): SQL => (isShortText(text) ? sql`${condition} ${sql.raw(PLANNED_EACH)}` : condition);

/** Conditions no index on (filter, sort) can serve, and up to how many matches they are sorted after reading (see `sortMatchesUpTo`). */
const SORT_MATCHES_UP_TO: Partial<Record<TListCondition['kind'], number>> = {
  search: SEARCH_TOTAL_CAP,
  contains: SEARCH_TOTAL_CAP,
  linked: 1_000,
  extra: 1_000,
};

/** Conditions matched as text on a trigram index, each match checked again in its row: their totals are capped at SEARCH_TOTAL_CAP. */
const TEXT_KINDS = new Set<TListCondition['kind']>(['search', 'contains']);

/**
 * A range of another field than the sort (payments of a month, sorted by amount): its (field, id)
 * index finds the matches, but no index holds them in the sort's order, and walking the sort's
 * index meets them wherever that order puts them (orders of a month sorted by number lie together,
 * halfway along the table). They are read through their own index and sorted up to the cap of an
 * exact total; past it, the sort's index is walked only as far as is cheap (list.ts's `manyIds`).
 * A range of the sort's own field is read in order on its index.
 */
const BOUND_ELSEWHERE_UP_TO = EXACT_TOTAL_CAP;

/** Field types whose values are counted per value (rowCounts.ts) when the list is filtered by them: few values, compared whole. */
const COUNTED_TYPES = new Set(['enum', 'boolean']);

/**
 * The fields whose rows are counted per value: the list's filters of an enumeration, a yes/no or
 * a reference declared `counted`, kept in a column of the table. Filtered by one of them alone, a
 * list's total is exact without counting.
 */
export const countedFields = (entry: Pick<TServerResource, 'resource' | 'table'>): { field: string; column: string }[] =>
  ((entry.resource.filters ?? []) as string[])
    .filter((name) => {
      const field = entry.resource.fields[name];
      return field && !field.computed && (COUNTED_TYPES.has(field.type) || (field.type === 'reference' && field.counted)) && entry.table[name];
    })
    .map((field) => ({ field, column: toSnake(field) }));

/** The listed tables, each with the fields counted per value of every resource listed from it, and the join tables of their filters by reference (rowCounts.ts). */
export const countedTables = (entries: readonly TServerResource[]): TCountedTable[] => {
  const tables = new Map<string, Map<string, { field: string; column: string }>>();
  for (const entry of entries) {
    if (!(entry.resource.operations as readonly string[]).includes('list')) continue;
    const name = getTableName(entry.table);
    const fields = tables.get(name) ?? new Map();
    for (const counted of countedFields(entry)) fields.set(counted.field, counted);
    tables.set(name, fields);
    for (const link of linkCounts(entry)) tables.set(link.table, new Map(link.fields.map((field) => [field.field, field])));
  }
  return [...tables].map(([table, fields]) => ({ table, fields: [...fields.values()].sort((a, b) => a.field.localeCompare(b.field)) }));
};

/** The list's filters by reference: each a field kept in a join table. */
const joinFilters = (entry: Pick<TServerResource, 'resource' | 'joins'>): string[] => ((entry.resource.filters ?? []) as string[]).filter((name) => entry.joins[name]);

/**
 * The tables of resources declared `positionsKept`, each with its sort fields kept in columns (and
 * the id), so that a jump to any page of its unfiltered list walks one block (positions.ts).
 * Pinned lists order before the sort and are left out.
 */
export const positionedTables = (entries: readonly TServerResource[]): TPositionedTable[] =>
  entries.filter((entry) => entry.resource.positionsKept && !entry.resource.pinned).map((entry) => ({ table: getTableName(entry.table), fields: positionedFields(entry) }));

/**
 * A resource's sort fields whose positions are kept: its default sort and every sortable field
 * with a column of its own. The id, which any list may be sorted by, only when it is the default:
 * each field kept costs every insert a little (an order's payment notification four fields' worth).
 */
export const positionedFields = (entry: Pick<TServerResource, 'resource' | 'table'>): TPositionedField[] => {
  const { resource, table } = entry;
  const names = new Set([String(resource.sort.field), ...((resource.sortable ?? []) as string[])]);
  return [...names]
    .filter((name) => table[name] && !resource.fields[name]?.computed)
    .map((name) => ({ field: name, column: toSnake(name), type: (table[name] as unknown as { getSQLType: () => string }).getSQLType() }));
};

/** The join tables of the filters by reference, each with the copies of its owner's sort fields it keeps (linkSortKeys.ts). */
export const linkCopies = (entries: readonly TServerResource[]): TLinkCopies[] =>
  entries.flatMap((entry) =>
    joinFilters(entry).map((name) => ({
      join: getTableName(entry.joins[name]!.table),
      owner: getTableName(entry.table),
      copies: linkSortFields(entry.resource, name).map(({ field, key }) => ({ column: toSnake(field), copy: toSnake(key) })),
    })),
  );

/** The join tables of the filters by reference, each counted per target (a row per owner and target, every owner existing): a target's count is how many owners link to it. */
const linkCounts = (entry: Pick<TServerResource, 'resource' | 'joins'>): TCountedTable[] =>
  joinFilters(entry).map((name) => ({ table: getTableName(entry.joins[name]!.table), fields: [{ field: LINK_TARGET, column: 'target_id' }] }));
const LINK_TARGET = 'targetId';

/**
 * The exact total of a list filtered by one condition whose matches are counted (rowCounts.ts):
 * values of a counted field, or one target of a filter by reference (the count of its join
 * table's rows for it). None when anything else narrows the list (`narrowed`: a scope, a condition of the resource's own).
 */
const countedTotalOf = (entry: TServerResource, query: TListQuery, bind: TBind, narrowed: boolean): SQL | undefined => {
  const [only] = query.conditions;
  if (query.conditions.length !== 1 || narrowed || !only) return undefined;
  if (only.kind === 'linked')
    return only.ids.length === 1 && entry.joins[only.field] ? valueCountSql(getTableName(entry.joins[only.field]!.table), LINK_TARGET, [bind(String(only.ids[0]))]) : undefined;
  if (only.kind !== 'oneOf' && only.kind !== 'equals') return undefined;
  if (!countedFields(entry).some(({ field }) => field === only.field)) return undefined;
  const values = only.kind === 'oneOf' ? only.values : [only.value];
  return valueCountSql(getTableName(entry.table), only.field, values.map((value) => bind(String(value))));
};

/** The join table's column that holds the sort field's copy, when a list filtered by one linked record alone reads its page there. */
const linkedOrderOf = (entry: TServerResource, query: TListQuery, narrowed: boolean): { join: TServerResource['table']; target: number; column: TServerResource['table'][string] } | undefined => {
  const [only] = query.conditions;
  if (query.conditions.length !== 1 || narrowed || only?.kind !== 'linked' || only.ids.length !== 1) return undefined;
  const join = entry.joins[only.field]?.table;
  if (!join) return undefined;
  const { field } = query.sort;
  const key = field === 'id' ? 'ownerId' : linkSortFields(entry.resource, only.field).find((copy) => copy.field === field)?.key;
  return key && join[key] ? { join, target: only.ids[0]!, column: join[key] } : undefined;
};

/** Columns every table fills. */
const NOT_NULL = new Set(['id', 'createdAt', 'updatedAt']);

export type TListSql = {
  where: SQL | undefined;
  orderBy: SQL[];
  /** The same order backwards, to read a page near the end from the end. */
  reverse: SQL[];
  /** The order's terms (pins, the sort, the id), for a query that sorts what it has already read. */
  terms: { value: SQL | TServerResource['table'][string]; ascending: boolean }[];
  /**
   * Up to how many matches the rows are better read first and then sorted (0: never). A condition
   * no (filter, sort) index serves (a text search, a part of a text, a link through a join table)
   * leaves the sort's index to be walked until a page of matches is found, which is quick when
   * matches are spread evenly and may cover most of the table when they are not (a title word,
   * sorted by title). Text is matched on its trigram index, cheaply, up to the cap of an exact
   * total; a link costs a probe of its join table per match, worth it for fewer.
   */
  sortMatchesUpTo: number;
  /**
   * Up to how many matches a list of more than `sortMatchesUpTo` reads and sorts when walking the
   * sort's index to its page would cost more (list.ts's `adaptive`, which foresees how many there
   * are from the first ones read): a text search's total stops at SEARCH_TOTAL_CAP, but a walk to
   * page 100 of a common word checks a row for each of the thousands it passes, where reading its
   * matches checks only them. 0: never more than `sortMatchesUpTo`.
   */
  sortMatchesDeepUpTo: number;
  /** Up to how many matches the total is exact (listTotal.ts): SEARCH_TOTAL_CAP when the list is searched by text, else EXACT_TOTAL_CAP. */
  totalCap: number;
  /**
   * The rows after the previous page's last, in the list's order (keyset pagination): one
   * condition, or two read one after the other when the rows left span nulls and values (each
   * then an index condition on (column, id), where one condition with `or` would filter the
   * whole index).
   */
  seek?: [SQL] | [SQL, SQL];
  /**
   * The exact total read from the kept counts (rowCounts.ts), when the list is filtered by one
   * counted field, or one target of a reference, alone (no other condition, no scope, no
   * condition of the resource's own).
   */
  countedTotal?: SQL;
  /**
   * A list filtered by one linked record alone (one tag, no scope, no condition of the resource's
   * own, no pin), sorted by a field whose copy its join table keeps (derive.ts's `linkSortFields`),
   * or by the id: its page's ids are read along the join table's (target, copy, owner) index,
   * `skip` entries in, or sought after the cursor, as an unfiltered list reads (field, id).
   */
  linked?: { table: TServerResource['table']; where: SQL; orderBy: SQL[]; reverse: SQL[]; seek?: [SQL] | [SQL, SQL] };
  /**
   * A range of a field of few values (an amount: a handful of prices) that has an index on
   * (field, sort, id) for each sort (`indexed: 'sorted'`), sorted by another field, and nothing
   * else narrowing the list: its values in range are found by a few steps along the field's index,
   * and each value's rows are read in the sort's order from (field, sort, id) and merged (list.ts's
   * `manyIds`), where otherwise every match would be read and sorted.
   */
  spread?: { column: TServerResource['table'][string]; where: SQL; selected: TServerResource['table'][string][] };
  /**
   * A list searched by text alone (no other condition, no scope, no condition of the resource's
   * own, no pin) of a resource that keeps its search in a table of its own (`searchKept`), sorted
   * by a field copied there or by the id: its matches are read, counted and sorted in that narrow
   * table (`where` and `terms` name its columns), rather than in the resource's wide rows.
   */
  searched?: TSearchedSql;
};

/** The search table's condition and order terms for a list searched by text alone (`TListSql['searched']`). */
export type TSearchedSql = { table: TServerResource['table']; where: SQL; terms: TListSql['terms'] };

/**
 * The rows after (value, id) in the order (column, id), both ascending or both descending, as
 * index conditions on (column, id). PostgreSQL puts nulls last going up and first going down, and a
 * row comparison with a null is unknown: where the column may hold nulls, the rows left are read
 * in two parts, the rest of the values and then the nulls (going up), or the rest of the nulls and
 * then the values (going down), each sought through the index.
 */
const after = (
  column: SQL | TServerResource['table'][string],
  id: TServerResource['table'][string],
  last: { value: unknown; id: number },
  ascending: boolean,
  nullable: boolean,
  bind: TBind,
): [SQL] | [SQL, SQL] => {
  const lastId = bind(last.id);
  if (last.value === null) return ascending ? [sql`(${column} is null and ${id} > ${lastId})`] : [sql`(${column} is null and ${id} < ${lastId})`, sql`${column} is not null`];
  const value = bind(last.value);
  if (!ascending) return [sql`(${column}, ${id}) < (${value}, ${lastId})`];
  const values = sql`(${column}, ${id}) > (${value}, ${lastId})`;
  return nullable ? [values, sql`${column} is null`] : [values];
};

/** The page of a list filtered by one linked record, read along its join table's (target, copy, owner) index. */
const linkedSql = (
  { join, target, column }: NonNullable<ReturnType<typeof linkedOrderOf>>,
  ascending: boolean,
  last: TListQuery['after'],
  nullable: boolean,
  bind: TBind,
): NonNullable<TListSql['linked']> => {
  const ordered = (up: boolean) => (up ? [asc(column), asc(join.ownerId!)] : [desc(column), desc(join.ownerId!)]);
  return {
    table: join,
    where: eq(join.targetId!, bind(target, join.targetId) as never),
    orderBy: ordered(ascending),
    reverse: ordered(!ascending),
    // Sorted by the id, the copy is the owner itself.
    ...(last ? { seek: after(column, join.ownerId!, last, ascending, nullable && column !== join.ownerId, bind) } : {}),
  };
};

/** The search table's reading of a list searched by text alone, when the caller's fields have a text there and the sort a copy. */
const searchedOf = (entry: TServerResource, query: TListQuery, searched: readonly string[], bind: TBind, narrowed: boolean): TSearchedSql | undefined => {
  const [only] = query.conditions;
  const { searched: table, resource } = entry;
  if (!table || query.conditions.length !== 1 || only?.kind !== 'search' || narrowed || resource.pinned) return undefined;
  const text = searchCopyTexts(resource).find(({ fields }) => fields.length === searched.length && fields.every((name, i) => name === searched[i]));
  const { field, order } = query.sort;
  const key = field === 'id' ? 'id' : sortCopies(resource).find((copy) => copy.field === field)?.key;
  if (!text || !key || !table[key] || !table[text.key]) return undefined;
  const ascending = order === 'ASC';
  return {
    table,
    where: plannedFor(only.text, sql`${table[text.key]} like lower(${bind(`%${escapeLike(only.text)}%`)}::text)`),
    terms: [
      { value: table[key], ascending },
      { value: table.id!, ascending },
    ],
  };
};

/** A field's column, or the SQL of a field kept elsewhere (a computed count). */
const columnOf = (entry: TServerResource, name: string) => (entry.resource.fields[name]?.computed ? joinedField(entry, name)! : entry.table[name]);

/** Owners linked to any of these targets, through the field's join table (its target index). */
const linkedTo = (entry: TServerResource, field: string, ids: number[], bind: TBind): SQL => {
  const join = entry.joins[field]!.table;
  return sql`exists (select 1 from ${join} where ${join.ownerId} = ${entry.table.id} and ${inArray(join.targetId, ids.map((id) => bind(id, join.targetId)) as never)})`;
};

const conditionSql = (entry: TServerResource, condition: TListCondition, bind: TBind, searched: readonly string[]): SQL => {
  const { table } = entry;
  // Each value bound with the column it is compared with, as Drizzle's operators would.
  const to = (column: unknown, value: unknown) => bind(value, column) as never;
  switch (condition.kind) {
    case 'search': {
      const pattern = `%${escapeLike(condition.text)}%`;
      // The fields' one text where they have one (searchText.ts), lower-cased as the index holds it.
      const set = searchSetOf(entry.resource, searched);
      if (set) return plannedFor(condition.text, sql`${searchText(set.map((f) => table[f]))} like lower(${bind(pattern)}::text)`);
      return searched.length ? plannedFor(condition.text, or(...searched.map((f) => ilike(table[f], to(table[f], pattern))))!) : sql`false`;
    }
    case 'ids':
      return inArray(table.id, condition.ids.map((id) => to(table.id, id)));
    case 'bound': {
      const column = columnOf(entry, condition.field);
      return (condition.bound === 'gte' ? gte : lte)(column, to(column, condition.value));
    }
    case 'linked':
      return linkedTo(entry, condition.field, condition.ids, bind);
    case 'oneOf': {
      const column = columnOf(entry, condition.field);
      return inArray(column, condition.values.map((value) => to(column, value)));
    }
    case 'contains': {
      const column = columnOf(entry, condition.field);
      return plannedFor(condition.text, ilike(column, to(column, `%${escapeLike(condition.text)}%`)));
    }
    case 'equals': {
      // A computed field (a banner's expired) filters by its SQL.
      const column = columnOf(entry, condition.field);
      return eq(column, to(column, condition.value));
    }
    case 'extra':
      return entry.extension.list!.filters![condition.name]!(bind(condition.id) as number);
  }
};

/**
 * What makes two queries of a list one statement but for the values bound: the sort, each
 * condition's kind and field with how many values it has, and the scope's kind and size. Two
 * queries of one shape, bound through `placeholders`, build the same SQL text.
 */
export const shapeOf = (query: TListQuery, scope?: TScope): string =>
  JSON.stringify([
    query.sort.field,
    query.sort.order,
    query.after ? (query.after.value === null ? 'null' : 'after') : '',
    query.conditions.map((c) => {
      switch (c.kind) {
        case 'search':
          return [c.kind];
        case 'ids':
          return [c.kind, c.ids.length];
        case 'bound':
          return [c.kind, c.field, c.bound];
        case 'linked':
          return [c.kind, c.field, c.ids.length];
        case 'oneOf':
          return [c.kind, c.field, c.values.length];
        case 'extra':
          return [c.kind, c.name];
        default:
          return [c.kind, c.field];
      }
    }),
    scope ? (scope.all ? '*' : scope.ids.length) : '',
  ]);

/** Where the page ends, as the cursor of the next one: an instant to the microsecond, as PostgreSQL keeps it. */
export const sortKeyOf = (entry: TServerResource, field: string): SQL => {
  const column = columnOf(entry, field);
  const isInstant = field === 'createdAt' || field === 'updatedAt' || entry.resource.fields[field]?.type === 'datetime';
  return isInstant ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql`${column}`;
};

/**
 * `bind`: how values enter the statement (as placeholders for a prepared one, or as themselves).
 * `searched`: the fields `q` matches for this caller (personal.ts's `searchableFields`: personal
 * fields it reads masked are left out); all the resource's search fields when not given.
 */
export const listSql = (entry: TServerResource, query: TListQuery, scope?: TScope, bind: TBind = asItself, searched: readonly string[] = (entry.resource.search ?? []) as string[]): TListSql => {
  const { resource, table } = entry;
  const pinned = resource.pinned ? [String(resource.pinned)] : [];
  const { field, order } = query.sort;
  // Ties break on the id in the same direction, so that one (field, id) index serves the order both ways.
  const direction = (ascending: boolean) => (ascending ? asc : desc);
  const terms = [
    // Pinned rows (sticky: 1) first.
    ...pinned.map((name) => ({ value: table[name]!, ascending: false })),
    { value: columnOf(entry, field)!, ascending: order === 'ASC' },
    { value: table.id!, ascending: order === 'ASC' },
  ];
  const ordered = (flip: boolean) => terms.map((term) => direction(term.ascending !== flip)(term.value));
  const conditions = query.conditions.map((c) => conditionSql(entry, c, bind, searched));
  // A caller bound to a scope sees the rows of a scoped resource that belong to it, and nothing else.
  const scoped = scopeWhere(entry, scope, bind);
  // A pinned field (sticky posts) orders before the sort: such lists are paged by offset.
  const seekable = query.after && pinned.length === 0 && !resource.fields[field]?.computed;
  // A scope or a condition of the resource's own narrows the list past what its kept counts and join tables know.
  const narrowed = Boolean(entry.extension.list?.where || scoped);
  const countedTotal = countedTotalOf(entry, query, bind, narrowed);
  const nullable = !NOT_NULL.has(field) && !resource.fields[field]?.required;
  const linked = pinned.length === 0 ? linkedOrderOf(entry, query, narrowed) : undefined;
  const searchedSql = searchedOf(entry, query, searched, bind, narrowed);
  const byText = query.conditions.some((c) => TEXT_KINDS.has(c.kind));
  const totalCap = byText ? SEARCH_TOTAL_CAP : EXACT_TOTAL_CAP;
  const [first] = query.conditions;
  const spreads =
    first?.kind === 'bound' && first.field !== field && resource.fields[first.field]?.indexed === 'sorted' && !resource.fields[field]?.computed && table[first.field]
    && query.conditions.every((c) => c.kind === 'bound' && c.field === first.field) && pinned.length === 0 && !scoped && !entry.extension.list?.where;
  return {
    where: and(...conditions, entry.extension.list?.where, scoped),
    ...(countedTotal ? { countedTotal } : {}),
    orderBy: ordered(false),
    reverse: ordered(true),
    terms,
    ...(spreads ? { spread: { column: table[first.field]!, where: and(...conditions)!, selected: [...new Set([table.id!, columnOf(entry, field) as TServerResource['table'][string]])] } } : {}),
    // Never more than the total's cap: past it, the matches are not all read anyway.
    sortMatchesUpTo: Math.min(totalCap, Math.max(0, ...query.conditions.map((c) => (c.kind === 'bound' ? (c.field === field ? 0 : BOUND_ELSEWHERE_UP_TO) : (SORT_MATCHES_UP_TO[c.kind] ?? 0))))),
    totalCap,
    // A text search past its cap reads as many matches as any list's total counts, when walking to its page would cost more.
    sortMatchesDeepUpTo: byText ? EXACT_TOTAL_CAP : 0,
    ...(seekable ? { seek: after(columnOf(entry, field), table.id, query.after!, order === 'ASC', nullable, bind) } : {}),
    ...(linked ? { linked: linkedSql(linked, order === 'ASC', seekable ? query.after : undefined, nullable, bind) } : {}),
    ...(searchedSql ? { searched: searchedSql } : {}),
  };
};
