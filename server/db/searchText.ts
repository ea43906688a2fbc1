/**
 * What a list's `q` reads: one lower-cased text per row made of the resource's search fields, with
 * one trigram index on it, rather than an `ilike` per field OR-ed over an index per field. A broad
 * term's matches are then one bitmap and one cheap comparison a row (a byte match of text already
 * lower-cased) where five bitmaps were OR-ed and each row was case-folded five times; a term too
 * short for a trigram (`yu`) reads one text a row instead of five.
 *
 * A caller who reads some fields masked searches the others only (personal.ts), so the fields that
 * no permission masks have a text and an index of their own. Any other set of fields, and a single
 * field, is matched field by field, on the field's own index.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TResource } from '../../resources/define.ts';

/** Between two fields: no term a person types holds it, so no term matches across a field's end. */
const SEPARATOR = sql`chr(1)`;

/** What a caller who reads every field searches, and one who reads the personal fields masked. */
const callerSets = (resource: TResource): string[][] => {
  const all = (resource.search ?? []) as string[];
  const open = all.filter((name) => !resource.fields[name]?.personal);
  return open.length < all.length ? [all, open] : [all];
};

/** The sets of fields that have a text of their own, the whole search first: each of two fields or more. */
export const searchSets = (resource: TResource): string[][] => callerSets(resource).filter((set) => set.length >= 2);

/** The fields a caller's `q` may match alone, on their own trigram index. */
export const searchedAlone = (resource: TResource): string[] => callerSets(resource).filter((set) => set.length === 1).flat();

/** The set among `searchSets` that is exactly these fields, in their declared order. */
export const searchSetOf = (resource: TResource, fields: readonly string[]): string[] | undefined =>
  searchSets(resource).find((set) => set.length === fields.length && set.every((name, i) => name === fields[i]));

/**
 * The text of these columns, as the index holds it and as the list's condition reads it: one
 * builder for both, so that the planner sees one expression.
 */
export const searchText = (columns: readonly unknown[]): SQL =>
  sql`lower(${sql.join(
    columns.map((column) => sql`coalesce(${column}::text, '')`),
    sql` || ${SEPARATOR} || `,
  )})`;

/** The same text as SQL written out, of a row's columns (`new.title`), for the triggers that keep it (searchCopies.ts). */
export const searchTextOf = (columns: readonly string[]): string =>
  `lower(${columns.map((column) => `coalesce(${column}::text, '')`).join(' || chr(1) || ')})`;

/** The index's name for a set: the whole search's, or the one of the fields no permission masks. */
export const searchIndexName = (resource: TResource, set: readonly string[]): string =>
  `${resource.name}_${set.length === ((resource.search ?? []) as string[]).length ? 'search' : 'search_open'}_trgm_idx`;
