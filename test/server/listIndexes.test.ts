/**
 * Every declared sort and filter is served by an index, so that no list of a large table scans
 * it: a sort by (field, id), an equality or range by an index led by the field, a part of a text
 * by trigrams, a linked record by the join table's (target, owner) index, and sorted by any
 * declared sort by the join table's (target, copy of the sort's field, owner) index.
 */
import { describe, expect, it } from 'vitest';
import { getTableColumns, type Column } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { resources } from '../../resources/index.ts';
import { linkSortFields, TEXT_TYPES, type TAnyTable } from '../../server/db/derive.ts';
import { searchIndexName, searchSets, searchedAlone } from '../../server/db/searchText.ts';
import { toSnake } from '../../server/lib/casing.ts';
import { serverResource } from '../../server/registry.ts';

// Derived columns are named by their key and converted to snake_case when queried.
const nameOf = (column: { name?: string }) => toSnake(column.name ?? '');

/** For each column, how indexes lead with it: 'btree' or 'trgm'. */
const leadingIndexes = (table: TAnyTable) => {
  const config = getTableConfig(table);
  const leading = new Map<string, Set<string>>();
  const add = (column: string, kind: string) => leading.set(column, (leading.get(column) ?? new Set()).add(kind));
  for (const index of config.indexes) {
    const first = index.config.columns[0];
    // An index on an expression (lower(username)) serves no plain sort or filter.
    if (first && 'name' in first) add(nameOf(first as { name?: string }), index.config.method === 'gin' ? 'trgm' : 'btree');
  }
  for (const unique of config.uniqueConstraints) add(nameOf(unique.columns[0]!), 'btree');
  for (const column of Object.values(getTableColumns(table)) as Column[]) if (column.primary || column.isUnique) add(nameOf(column), 'btree');
  for (const key of config.primaryKeys) add(nameOf(key.columns[0]!), 'btree');
  return leading;
};

describe('every declared sort and filter', () => {
  for (const resource of resources) {
    it(`of ${resource.name} has an index`, () => {
      const entry = serverResource(resource);
      const leading = leadingIndexes(entry.table);
      const columns = getTableColumns(entry.table);
      const missing: string[] = [];
      const needs = (field: string, kind: 'btree' | 'trgm') => {
        const column = columns[field];
        if (!column || resource.fields[field]?.computed) return;
        if (!leading.get(nameOf(column))?.has(kind)) missing.push(`${field} (${kind})`);
      };
      for (const field of [...((resource.sortable ?? []) as string[]), String(resource.sort.field)]) needs(field, 'btree');
      for (const field of (resource.filters ?? []) as string[]) {
        const declared = resource.fields[field];
        if (declared?.type === 'references') {
          const join = entry.joins[field]!.table;
          if (!leadingIndexes(join).get('target_id')?.has('btree')) missing.push(`${field} (join table)`);
          // Sorted by any declared sort, a list filtered by one linked record reads (target, the sort's copy, owner).
          const copies = getTableColumns(join);
          const served = new Set(getTableConfig(join).indexes.map((index) => index.config.columns.map((column) => nameOf(column as { name?: string })).join(',')));
          for (const sort of (resource.sortable ?? []) as string[]) {
            if (sort === 'id' || resource.fields[sort]?.computed) continue;
            const key = linkSortFields(resource, field).find((copy) => copy.field === sort)?.key;
            const copy = key ? copies[key] : undefined;
            if (!copy || !served.has(`target_id,${nameOf(copy)},owner_id`)) missing.push(`${field} sorted by ${sort} (join table)`);
          }
        } else needs(field, declared && TEXT_TYPES.has(declared.type) ? 'trgm' : 'btree');
      }
      // `q`: each set of fields a caller searches has its text's trigram index; a field searched alone, its own.
      for (const field of searchedAlone(resource)) needs(field, 'trgm');
      const gin = new Set(getTableConfig(entry.table).indexes.filter((index) => index.config.method === 'gin').map((index) => index.config.name));
      for (const set of searchSets(resource)) if (!gin.has(searchIndexName(resource, set))) missing.push(`q over ${set.join(', ')} (trgm)`);
      expect(missing).toEqual([]);
    });
  }
});
