import { inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { TResource } from '../../resources/define.ts';
import type { TAnyTable } from '../db/derive.ts';

/**
 * Which rows a caller may see. An unrestricted admin sees everything; a channel admin sees the
 * rows of their channels only. A resource declares what ties its rows to a scope (`scopedBy`): a
 * column, or a reference to a scoped resource whose records own its rows. Every answer kept in
 * memory is keyed by the scope it was read under, so that two callers with different scopes never
 * share a page or a total.
 */
export type TScope = { readonly all: true; readonly key: '*' } | { readonly all: false; readonly key: string; readonly ids: readonly number[] };

export const UNRESTRICTED: TScope = Object.freeze({ all: true, key: '*' });

/** The scope of the records with these ids (a channel admin's channels). */
export const restrictedTo = (ids: readonly number[]): TScope => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return Object.freeze({ all: false, key: sorted.join(','), ids: sorted });
};

/** The columns of a table, as far as a scope needs them, and the entry owning its rows when it is scoped through a reference (the registry sets it). */
export type TScopedEntry = { resource: Pick<TResource, 'name' | 'scopedBy'>; table: TAnyTable; scopeOwner?: TScopedEntry };

/** How a channel id enters the SQL: as itself, or as a placeholder of a statement prepared once per shape (listSql.ts). */
export type TScopeBind = (value: unknown, encoder?: unknown) => unknown;

/**
 * The condition a scoped resource's rows meet for this scope (undefined when it sees them all):
 * the same for lists, records, counts, exports, actions and the inbox, so that no route remembers
 * it alone. A row scoped through a reference belongs to the scope of the record it names, read
 * with that record's own condition (`user in (select id from users where channel in (…))`, on the
 * reference's index and the owner's); a row naming none belongs to no scope.
 */
export const scopeWhere = (entry: TScopedEntry, scope: TScope | null | undefined, bind: TScopeBind = (value) => value): SQL | undefined => {
  const { scopedBy } = entry.resource;
  if (!scope || scope.all || scopedBy === undefined) return undefined;
  if (scope.ids.length === 0) return sql`false`;
  if (typeof scopedBy === 'object') {
    const owner = entry.scopeOwner;
    if (!owner) throw new Error(`${entry.resource.name} is scoped through ${String(scopedBy.through)}, but its entry names no owner`);
    const { table } = owner;
    return sql`${entry.table[String(scopedBy.through)]} in (select ${table.id} from ${table} where ${scopeWhere(owner, scope, bind)})`;
  }
  const column: Column = entry.table[String(scopedBy)];
  return inArray(column, scope.ids.map((id) => bind(id, column)) as never);
};

/** Whether a caller of this scope may see the rows of this channel. */
export const seesChannel = (scope: TScope | null | undefined, channelId: number): boolean => !scope || scope.all || scope.ids.includes(channelId);
