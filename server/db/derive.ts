/**
 * Derives the Drizzle tables of a resource from its field declarations: its own table, and a
 * join table for each many-to-many field (`references`) and gallery.
 */
import { sql } from 'drizzle-orm';
import { foreignKey, index, type ExtraConfigColumn, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar, type PgColumnBuilderBase, type PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { TField, TResource } from '../../resources/define.ts';
import { toSnake } from '../lib/casing.ts';
import { serverFieldType } from './fieldTypes.ts';
import { searchIndexName, searchSets, searchText, searchedAlone } from './searchText.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnyTable = PgTableWithColumns<any>;

/** Fields kept in a table of their own, or not stored at all. */
export const hasColumn = (field: TField): boolean => !field.computed && serverFieldType(field).column !== undefined;

const column = (field: TField): PgColumnBuilderBase => {
  // Every column builder has `default` and `notNull`; the integer's type stands for them all.
  const base = serverFieldType(field).column?.(field) as ReturnType<typeof integer> | undefined;
  if (!base) throw new Error(`a ${field.type} field has no column`);
  let built = field.default === undefined ? base : base.default(field.default as never);
  if (field.required || field.type === 'boolean') built = built.notNull();
  return built;
};

/** Filters on these types match a part of the text (`ilike '%part%'`). */
export const TEXT_TYPES: ReadonlySet<string> = new Set(['string', 'text', 'richtext', 'email', 'url']);
/** Columns every table has, sortable when declared. */
const ALWAYS_SORTED = ['createdAt', 'updatedAt'];

/**
 * `targetOf`: the table of a resource by its name, asked for when the foreign keys of references
 * that declare one (`foreignKey`) are read, after every table is derived. Without it the table
 * serves queries only: reading its foreign keys (as the migrations do) throws.
 */
export const deriveTable = (resource: TResource, targetOf?: (name: string) => TAnyTable): TAnyTable => {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
  };
  const indexed = new Set<string>();
  const chosen: string[] = [];
  const searched = new Set<string>();
  const caseless: string[] = [];
  const sorted = new Set<string>([...((resource.sortable ?? []) as string[]), String(resource.sort.field)]);
  const filtered = new Set((resource.filters ?? []) as string[]);
  // `q` reads one text of its fields per set (searchText.ts); a field searched alone, its own index.
  const sets = searchSets(resource);
  const inSearch = new Set(searchedAlone(resource));
  // What ties a row to a scope is read by every list of a caller bound to one.
  const { scopedBy } = resource;
  const scopeField = typeof scopedBy === 'object' ? String(scopedBy.through) : scopedBy === undefined || scopedBy === 'id' ? undefined : String(scopedBy);
  const keyed: [string, NonNullable<TField['foreignKey']>, string][] = [];
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!hasColumn(field)) continue;
    const built = column(field.type === 'boolean' && field.default === undefined ? { ...field, default: false } : field);
    if (field.unique === 'caseInsensitive') caseless.push(name);
    columns[name] = field.unique === true
      ? (built as ReturnType<typeof varchar>).unique(`${resource.name}_${toSnake(name)}_unique`)
      : built;
    // Every declared sort and filter is served by an index: a part of a text by trigrams, anything else by (field, id).
    if (field.indexed === 'search' || inSearch.has(name) || (filtered.has(name) && TEXT_TYPES.has(field.type))) searched.add(name);
    if ((field.indexed && field.indexed !== 'search') || sorted.has(name) || (filtered.has(name) && !TEXT_TYPES.has(field.type)) || name === scopeField) indexed.add(name);
    if ((filtered.has(name) && field.type === 'enum') || field.indexed === 'sorted') chosen.push(name);
    if (field.type === 'reference' && field.foreignKey) keyed.push([name, field.foreignKey, field.reference!]);
  }
  // A list filtered by one of a few values and sorted by another field (published videos by title) reads
  // (value, field, id) in order; with (field, id) alone it would walk the rows of every other value.
  const sortedColumns = [...sorted].filter((name) => name !== 'id' && (ALWAYS_SORTED.includes(name) || (resource.fields[name] && hasColumn(resource.fields[name]))));
  const paired = chosen.flatMap((filter) => sortedColumns.filter((name) => name !== filter).map((name) => [filter, name] as const));
  // Raised by every write: a save based on an older version is refused (server/crud/versions.ts).
  if (resource.versioned) columns.version = integer().notNull().default(1);
  columns.createdAt = timestamp({ withTimezone: true }).notNull().defaultNow();
  columns.updatedAt = timestamp({ withTimezone: true }).notNull().defaultNow();
  // (field, id): the list sorts by the field and then by id, so that one index serves both.
  return pgTable(resource.name, columns, (t) => [
    ...[...indexed, ...ALWAYS_SORTED.filter((name) => sorted.has(name) || filtered.has(name))].map((name) => index(`${resource.name}_${toSnake(name)}_idx`).on(t[name]!, t.id!)),
    ...paired.map(([filter, name]) => index(`${resource.name}_${toSnake(filter)}_${toSnake(name)}_idx`).on(t[filter]!, t[name]!, t.id!)),
    // `ilike '%part%'` reads a trigram index instead of every row.
    ...[...searched].map((name) => index(`${resource.name}_${toSnake(name)}_trgm_idx`).using('gin', t[name]!.op('gin_trgm_ops'))),
    ...sets.map((set) => index(searchIndexName(resource, set)).using('gin', sql`${searchText(set.map((name) => t[name]))} gin_trgm_ops`)),
    // Named as a unique constraint is, so that a clash answers 409 on the field alike.
    ...caseless.map((name) => uniqueIndex(`${resource.name}_${toSnake(name)}_unique`).on(sql`lower(${t[name]!})`)),
    // Named `<table>_<column>_fk`, so that a missing target answers 422 on the field (plugins/errors.ts).
    // Read by the migrations only: a table derived elsewhere to query it (no `targetOf`) never asks for them.
    ...keyed.map(([name, onDelete, target]) => {
      if (!targetOf) throw new Error(`${resource.name}.${name} has a foreign key: its table is derived by the registry`);
      return foreignKey({ name: `${resource.name}_${toSnake(name)}_fk`, columns: [t[name]!], foreignColumns: [targetOf(target).id!] }).onDelete(onDelete);
    }),
  ]);
};

/**
 * The owner's fields a join table keeps a copy of, each with its key in the join table: every
 * field the owner's list sorts by, when the list is filtered by the field the join table holds. A
 * list filtered by one linked record (the videos of a tag) then reads its page along the join
 * table's (target, copy, owner) index, as an unfiltered list reads (field, id): at any depth,
 * without reading the owners it skips. The copies are kept by triggers (server/db/linkSortKeys.ts).
 * `id`, the owner's own, is the join table's owner and needs no copy.
 */
export const linkSortFields = (resource: TResource, fieldName: string): { field: string; key: string }[] =>
  ((resource.filters ?? []) as string[]).includes(fieldName) ? sortCopies(resource) : [];

/** Every field the resource's list sorts by that has a column, with the key of its copy (`sortTitle`); `id` needs none. */
export const sortCopies = (resource: TResource): { field: string; key: string }[] => {
  const sorted = new Set<string>([...((resource.sortable ?? []) as string[]), String(resource.sort.field)]);
  return [...sorted]
    .filter((name) => name !== 'id' && (ALWAYS_SORTED.includes(name) || (resource.fields[name] && hasColumn(resource.fields[name]))))
    .map((field) => ({ field, key: `sort${field[0]!.toUpperCase()}${field.slice(1)}` }));
};

/** A copy's column: the owner's type, without its default, null until the trigger fills it. */
const copyColumn = (resource: TResource, field: string): PgColumnBuilderBase =>
  ALWAYS_SORTED.includes(field) ? timestamp({ withTimezone: true }) : (serverFieldType(resource.fields[field]!).column!(resource.fields[field]!) as PgColumnBuilderBase);

/**
 * The search's texts (searchText.ts: each set of fields a caller may search, lower-cased as the
 * owner's trigram index holds them), each with its column in the search table: `text` for the
 * whole search, `textOpen` for the fields no permission masks.
 */
export const searchCopyTexts = (resource: TResource): { fields: string[]; key: string }[] =>
  searchSets(resource).map((fields, i) => ({ fields, key: i === 0 ? 'text' : 'textOpen' }));

/**
 * The narrow table of a resource declared `searchKept`: `<resource>_search`, a row per record (its
 * `id`), with the search's texts, each on a trigram index, and copies of the fields its list sorts
 * by (`sortCopies`), all kept by triggers (server/db/searchCopies.ts). A list searched by text alone
 * reads its matches here and sorts them, a tenth of the wide rows' pages for the videos.
 */
export const deriveSearchTable = (resource: TResource, owner: TAnyTable): TAnyTable | undefined => {
  if (!resource.searchKept) return undefined;
  const texts = searchCopyTexts(resource);
  // A single field searched alone is matched on its own trigram index: there is no text to keep.
  if (!texts.length) throw new Error(`${resource.name} declares searchKept, which needs a search of two fields or more`);
  const name = `${resource.name}_search`;
  return pgTable(
    name,
    {
      id: integer()
        .primaryKey()
        .references(() => owner.id, { onDelete: 'cascade' }),
      ...Object.fromEntries(texts.map(({ key }) => [key, text().notNull()])),
      ...Object.fromEntries(sortCopies(resource).map(({ field, key }) => [key, copyColumn(resource, field)])),
    },
    (t) => texts.map(({ key }) => index(`${name}_${toSnake(key)}_trgm_idx`).using('gin', (t as Record<string, ExtraConfigColumn>)[key]!.op('gin_trgm_ops'))),
  );
};

/**
 * The join table of a many-to-many field: `<resource>_<field>` with the owner, the target and
 * its position in the owner's list. Rows go with either side; filtering owners by a target
 * reads the (target, owner) index, and, sorted by another field, the (target, copy, owner) index
 * of that field's copy (`linkSortFields`).
 */
export const deriveJoinTable = (resource: TResource, fieldName: string, owner: TAnyTable, target: TAnyTable): TAnyTable => {
  const name = `${resource.name}_${toSnake(fieldName)}`;
  const copies = linkSortFields(resource, fieldName);
  return pgTable(
    name,
    {
      ownerId: integer()
        .notNull()
        .references(() => owner.id, { onDelete: 'cascade' }),
      targetId: integer()
        .notNull()
        .references(() => target.id, { onDelete: 'cascade' }),
      position: integer().notNull().default(0),
      ...Object.fromEntries(copies.map(({ field, key }) => [key, copyColumn(resource, field)])),
    },
    (t) => [
      primaryKey({ name: `${name}_pk`, columns: [t.ownerId, t.targetId] }),
      index(`${name}_target_idx`).on(t.targetId, t.ownerId),
      ...copies.map(({ field, key }) => index(`${name}_target_${toSnake(field)}_idx`).on(t.targetId, (t as Record<string, ExtraConfigColumn>)[key]!, t.ownerId)),
    ],
  );
};
