import { inArray, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * Which rows a caller may see. Every admin sees everything today; a channel admin will see the
 * rows of their channels only. A resource declares the column that ties its rows to a scope
 * (`scopedBy`), and every answer kept in memory is keyed by the scope it was read under, so that
 * two callers with different scopes never share a page or a total.
 */
export type TScope = { readonly all: true; readonly key: '*' } | { readonly all: false; readonly key: string; readonly ids: readonly number[] };

export const UNRESTRICTED: TScope = Object.freeze({ all: true, key: '*' });

/** The scope of the records with these ids (a channel admin's channels). */
export const restrictedTo = (ids: readonly number[]): TScope => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return Object.freeze({ all: false, key: sorted.join(','), ids: sorted });
};

/** The columns of a table, as far as a scope needs them. */
type TScopedEntry = { resource: { scopedBy?: string | number | symbol }; table: Record<string, unknown> };

/**
 * The condition a scoped resource's rows meet for this scope (undefined when it sees them all):
 * the same for lists, records, counts, exports and actions, so that no route remembers it alone.
 */
export const scopeWhere = (entry: TScopedEntry, scope: TScope | null | undefined): SQL | undefined => {
  const { scopedBy } = entry.resource;
  if (!scope || scope.all || scopedBy === undefined) return undefined;
  const column = entry.table[String(scopedBy)] as Column;
  return scope.ids.length ? inArray(column, [...scope.ids]) : sql`false`;
};

/** Whether a caller of this scope may see the rows of this channel. */
export const seesChannel = (scope: TScope | null | undefined, channelId: number): boolean => !scope || scope.all || scope.ids.includes(channelId);
