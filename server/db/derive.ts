/** Derives the Drizzle table of a plain resource from its field declarations. */
import {
  boolean,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import type { TField, TResource } from '../../resources/define.ts';

const column = (field: TField): PgColumnBuilderBase => {
  const base = (() => {
    switch (field.type) {
      case 'string':
      case 'enum':
        return varchar({ length: field.max ?? 255 });
      case 'url':
        return varchar({ length: 2048 });
      case 'email':
        return varchar({ length: 255 });
      case 'text':
      case 'richtext':
        return text();
      case 'integer':
      case 'reference':
        return integer();
      case 'boolean':
        return boolean();
      case 'date':
        return date({ mode: 'string' });
      case 'datetime':
        return timestamp({ withTimezone: true });
    }
  })();
  let built = field.default === undefined ? base : base.default(field.default as never);
  if (field.required || field.type === 'boolean') built = built.notNull();
  return built;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnyTable = PgTableWithColumns<any>;

export const deriveTable = (resource: TResource): TAnyTable => {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
  };
  for (const [name, field] of Object.entries(resource.fields)) {
    const built = column(field.type === 'boolean' && field.default === undefined ? { ...field, default: false } : field);
    columns[name] = field.unique
      ? (built as ReturnType<typeof varchar>).unique(`${resource.name}_${snake(name)}_unique`)
      : built;
  }
  columns.createdAt = timestamp({ withTimezone: true }).notNull().defaultNow();
  columns.updatedAt = timestamp({ withTimezone: true }).notNull().defaultNow();
  return pgTable(resource.name, columns);
};

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
