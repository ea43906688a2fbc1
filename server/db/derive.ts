/**
 * Derives the Drizzle tables of a resource from its field declarations: its own table, and a
 * join table for each many-to-many field (`references`) and gallery.
 */
import { index, integer, pgTable, primaryKey, timestamp, varchar, type PgColumnBuilderBase, type PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { TField, TResource } from '../../resources/define.ts';
import { toSnake } from '../lib/casing.ts';
import { serverFieldType } from './fieldTypes.ts';

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

export const deriveTable = (resource: TResource): TAnyTable => {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
  };
  const indexed: string[] = [];
  const searched: string[] = [];
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!hasColumn(field)) continue;
    const built = column(field.type === 'boolean' && field.default === undefined ? { ...field, default: false } : field);
    columns[name] = field.unique
      ? (built as ReturnType<typeof varchar>).unique(`${resource.name}_${toSnake(name)}_unique`)
      : built;
    if (field.indexed === 'search') searched.push(name);
    else if (field.indexed) indexed.push(name);
  }
  columns.createdAt = timestamp({ withTimezone: true }).notNull().defaultNow();
  columns.updatedAt = timestamp({ withTimezone: true }).notNull().defaultNow();
  // (field, id): the list sorts by the field and then by id, so that one index serves both.
  return pgTable(resource.name, columns, (t) => [
    ...indexed.map((name) => index(`${resource.name}_${toSnake(name)}_idx`).on(t[name]!, t.id!)),
    // `ilike '%part%'` reads a trigram index instead of every row.
    ...searched.map((name) => index(`${resource.name}_${toSnake(name)}_trgm_idx`).using('gin', t[name]!.op('gin_trgm_ops'))),
  ]);
};

/**
 * The join table of a many-to-many field: `<resource>_<field>` with the owner, the target and
 * its position in the owner's list. Rows go with either side; filtering owners by a target
 * reads the (target, owner) index.
 */
export const deriveJoinTable = (resource: TResource, fieldName: string, owner: TAnyTable, target: TAnyTable): TAnyTable => {
  const name = `${resource.name}_${toSnake(fieldName)}`;
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
    },
    (t) => [primaryKey({ name: `${name}_pk`, columns: [t.ownerId, t.targetId] }), index(`${name}_target_idx`).on(t.targetId, t.ownerId)],
  );
};
