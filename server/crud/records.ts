/**
 * How records are read and written beyond their own columns: many-to-many ids and galleries
 * from their join tables, computed fields, all in the one query that reads the rows (no query
 * per row); and join rows replaced in the write's transaction.
 */
import { count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { SECRET_MASK, type TResource } from '../../resources/define.ts';
import { hasColumn } from '../db/derive.ts';
import { FieldRefused, serverFieldType } from '../db/fieldTypes.ts';
import type { TDb } from '../db/index.ts';
import { mediaPrefix } from '../files/present.ts';
import { unprocessable } from '../lib/errors.ts';
import type { TServerResource } from './resource.ts';

const ident = (...parts: string[]) => sql.raw(parts.map((p) => `"${p}"`).join('.'));

/** The SQL that reads a field kept outside the row, for the row of `tableName`. */
export const joinedField = (entry: TServerResource, name: string): SQL | undefined => {
  const { resource, joins, extension } = entry;
  const owner = ident(resource.name, 'id');
  const field = resource.fields[name];
  const join = joins[name];
  // A secret is read as whether it is set, never as itself.
  if (field?.type === 'secret') return sql`case when ${entry.table[name]} is null then null else ${SECRET_MASK}::text end`;
  if (field?.computed) return extension.computed?.[name]?.(resource.name, entry.joinTableOf);
  if (!join) return undefined;
  const link = join.table;
  if (field?.type === 'gallery') {
    return sql`coalesce((select json_agg(json_build_object('id', f.id, 'url', ${mediaPrefix()}::text || f.storage_key,
      'thumbUrl', ${mediaPrefix()}::text || f.thumb_key, 'width', f.width, 'height', f.height) order by ${link.position}, ${link.targetId})
      from ${link} join "files" f on f.id = ${link.targetId} where ${link.ownerId} = ${owner}), '[]'::json)`;
  }
  return sql`coalesce((select array_agg(${link.targetId} order by ${link.position}, ${link.targetId}) from ${link} where ${link.ownerId} = ${owner}), '{}')`;
};

type TSelection = Record<string, SQL | ReturnType<typeof getTableColumns>[string]>;

const selections = new Map<TServerResource, { record: TSelection; list: TSelection }>();

/**
 * The columns a read returns, built once per resource. One record carries every field; a list
 * row carries what the list shows and what names the record (its title, its key, its pin, the
 * currency of its amounts), so that a page of a wide table stays small and reads no join it does
 * not show. Screens that need more read the record.
 */
export const selection = (entry: TServerResource, forList = false): TSelection => {
  let built = selections.get(entry);
  if (!built) {
    const { resource, table } = entry;
    const record: TSelection = { ...getTableColumns(table) };
    for (const [name, field] of Object.entries(resource.fields)) {
      // A computed amount is a bigint, which PostgreSQL's driver answers as text: money is read as the number it is.
      const read = field.type === 'money' ? (v: unknown) => (v === null || v === undefined ? v : Number(v)) : (v: unknown) => v;
      if (!hasColumn(field) || field.type === 'secret') record[name] = joinedField(entry, name)!.mapWith(read) as SQL;
    }
    const shown = new Set<string>(['id', 'createdAt', 'updatedAt', String(resource.title), ...resource.list.map(String)]);
    for (const extra of [resource.alternateKey, resource.pinned]) if (extra !== undefined) shown.add(String(extra));
    // A record opened from the list is edited with the version it was listed at until it is read again.
    if (resource.versioned) shown.add('version');
    // An amount is shown in its record's currency, listed or not.
    for (const name of resource.list) {
      const currencyField = resource.fields[String(name)]?.currencyField;
      if (currencyField) shown.add(currencyField);
    }
    const list = Object.fromEntries(Object.entries(record).filter(([name]) => shown.has(name)));
    built = { record, list };
    selections.set(entry, built);
  }
  return forList ? built.list : built.record;
};

/** The one row, as a client reads it. */
export const readRecord = async (db: TDb, entry: TServerResource, where: SQL) => {
  const [row] = await db.select(selection(entry) as never).from(entry.table).where(where);
  return row as Record<string, unknown> | undefined;
};

/** Splits a validated body into the row's columns and the join fields, each converted as its type says (rich text sanitised). */
export const toWrite = (resource: TResource, values: Record<string, unknown>) => {
  const row: Record<string, unknown> = {};
  const joined: Record<string, number[]> = {};
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const field = resource.fields[name];
    if (field?.type === 'references' || field?.type === 'gallery') {
      joined[name] = (value as number[] | null) ?? [];
    } else {
      const toColumn = field && serverFieldType(field).toColumn;
      try {
        row[name] = toColumn ? toColumn(value, field) : value;
      } catch (error) {
        if (!(error instanceof FieldRefused)) throw error;
        errors[name] = [error.message];
      }
    }
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  return { row, joined };
};

/** Replaces the join rows of each field given, in the order given; every id must exist (422 otherwise). */
export const writeJoins = async (tx: TDb, entry: TServerResource, ownerId: number, joined: Record<string, number[]>) => {
  const errors: Record<string, string[]> = {};
  for (const [name, ids] of Object.entries(joined)) {
    const join = entry.joins[name]!;
    if (ids.length) {
      // A gallery holds images only.
      const isImage = join.targetName === 'files' ? sql`and ${ident('files', 'kind')} = 'image'` : sql``;
      const [found] = await tx.select({ n: count() }).from(join.target).where(sql`${inArray(join.target.id, ids)} ${isImage}`);
      if (Number(found?.n) !== ids.length) {
        errors[name] = ['validation.reference'];
        continue;
      }
    }
    await tx.delete(join.table).where(eq(join.table.ownerId, ownerId));
    if (ids.length) await tx.insert(join.table).values(ids.map((targetId, position) => ({ ownerId, targetId, position })));
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
};
