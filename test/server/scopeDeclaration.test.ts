/**
 * A resource scoped through a reference (`scopedBy: { through }`): checked when declared and when
 * the registry is built, and its condition nested through each owner, as far as the chain goes.
 */
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { defineResource, type TField, type TScopedBy } from '../../resources/define.ts';
import { resources } from '../../resources/index.ts';
import { restrictedTo, scopeWhere, UNRESTRICTED } from '../../server/crud/scope.ts';
import { loadServerRegistry, RESOURCES_DIR } from '../../server/registry.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

/** A resource of tests with one reference, scoped as asked. */
const owned = (name: string, fields: Record<string, TField>, scopedBy: TScopedBy) =>
  defineResource({ name, area: 'customers', path: `/${name}`, routes: { list: '' }, fields, operations: ['list'], list: ['id'], sort: { field: 'id', order: 'ASC' }, title: 'id', scopedBy });

describe('scoped through a reference', () => {
  it('is refused when declared on a field that is no reference, or on a reference to itself', () => {
    expect(() => owned('flags', { note: { type: 'string', max: 50 } }, { through: 'note' })).toThrow(/no reference field/);
    expect(() => owned('flags', { parent: { type: 'reference', reference: 'flags' } }, { through: 'parent' })).toThrow(/itself/);
  });

  it('is refused by the registry when the resource it names is not scoped, or when the references go round in a circle', async () => {
    const ofVideos = owned('flags', { video: { type: 'reference', reference: 'videos' } }, { through: 'video' });
    await expect(loadServerRegistry([...resources, ofVideos], [RESOURCES_DIR], [])).rejects.toThrow(/declares no scopedBy/);
    const hens = owned('hens', { egg: { type: 'reference', reference: 'eggs' } }, { through: 'egg' });
    const eggs = owned('eggs', { hen: { type: 'reference', reference: 'hens' } }, { through: 'hen' });
    await expect(loadServerRegistry([...resources, hens, eggs], [RESOURCES_DIR], [])).rejects.toThrow(/circle/);
  });

  it('nests the condition through every owner down to the column that holds the channel', async () => {
    const memos = owned('memos', { user: { type: 'reference', reference: 'users' } }, { through: 'user' });
    const flags = owned('flags', { memo: { type: 'reference', reference: 'memos' } }, { through: 'memo' });
    const registry = await loadServerRegistry([...resources, memos, flags], [RESOURCES_DIR], []);
    const entry = registry.entry(flags);
    expect(scopeWhere(entry, UNRESTRICTED)).toBeUndefined();
    const built = dialect.sqlToQuery(scopeWhere(entry, restrictedTo([7, 2]))!);
    expect(built.sql).toBe('"flags"."memo" in (select "memos"."id" from "memos" where "memos"."user" in (select "users"."id" from "users" where "users"."channel" in ($1, $2)))');
    expect(built.params).toEqual([2, 7]);
    // The reference is indexed, declared a filter or not: every list of a channel admin reads it.
    const indexes = getTableConfig(entry.table).indexes.map((index) => index.config.columns.map((column) => ('name' in column ? column.name : '')).join(','));
    expect(indexes).toContain('memo,id');
  });
});
