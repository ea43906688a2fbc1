/**
 * The narrow tables of resources declared `searchKept` (derive.ts's `deriveSearchTable`): a row per
 * record with its search's texts, lower-cased as the owner's trigram index holds them, and copies of
 * its sort fields. A record inserted, or updated in one of those fields, writes its row there in the
 * same statement, by triggers, whoever writes (the API, a job, a migration, SQL at a prompt); a
 * record deleted takes its row along (the foreign key). A list searched by text alone then reads
 * its matches there and sorts them (list.ts) without reading the owner's wide rows.
 *
 * Triggers are ensured on every start, as the join tables' sort keys are (linkSortKeys.ts): an owner
 * that lacks them, or whose texts or copies changed, has them made again and its table filled once,
 * the owner locked against writes meanwhile; `refill` fills every table again (`npm run
 * db:recount`, after writes that bypassed the triggers).
 */
import { createHash } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import type { TServerResource } from '../crud/resource.ts';
import { toSnake } from '../lib/casing.ts';
import { searchCopyTexts, sortCopies } from './derive.ts';
import { searchTextOf } from './searchText.ts';
import { remakeKept, triggerState } from './triggerState.ts';
import type { TDb } from './types.ts';

/** An owner's search table: each text with the owner's columns it is made of, and each copied column. */
export type TSearchCopy = { owner: string; table: string; texts: readonly { copy: string; columns: readonly string[] }[]; copies: readonly { column: string; copy: string }[] };

/** The search tables of these resources. */
export const searchCopies = (entries: readonly TServerResource[]): TSearchCopy[] =>
  entries.flatMap(({ resource, table, searched }) =>
    searched
      ? [
          {
            owner: getTableName(table),
            table: getTableName(searched),
            texts: searchCopyTexts(resource).map(({ fields, key }) => ({ copy: toSnake(key), columns: fields.map(toSnake) })),
            copies: sortCopies(resource).map(({ field, key }) => ({ column: toSnake(field), copy: toSnake(key) })),
          },
        ]
      : [],
  );

const PREFIX = 'showrunner_search_copy_';
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The names as SQL writes them, and each value of the search table made of a row of the owner (`new`, `o`). */
const partsOf = (copy: TSearchCopy) => {
  const columns = ['id', ...copy.texts.map((text) => text.copy), ...copy.copies.map(({ copy }) => copy)].map(quoted);
  const values = (row: string) => [
    `${row}.id`,
    ...copy.texts.map((text) => searchTextOf(text.columns.map((column) => `${row}.${quoted(column)}`))),
    ...copy.copies.map(({ column }) => `${row}.${quoted(column)}`),
  ];
  // Every owner column the table is made of: an update of any other leaves it as it is.
  const sources = [...new Set([...copy.texts.flatMap((text) => text.columns), ...copy.copies.map(({ column }) => column)])].map(quoted);
  return { fn: quoted(`${PREFIX}${copy.owner}`), inserted: quoted(`${PREFIX}${copy.owner}_inserted`), updated: quoted(`${PREFIX}${copy.owner}_updated`), owner: quoted(copy.owner), table: quoted(copy.table), columns, values, sources };
};

/** Writes the rows `select`ed, each replacing its record's row (a row the same as before is left alone). */
const upsert = (copy: TSearchCopy, select: string) => {
  const { table, columns } = partsOf(copy);
  const rest = columns.slice(1);
  return `insert into ${table} as s (${columns.join(', ')}) ${select}
    on conflict (id) do update set ${rest.map((column) => `${column} = excluded.${column}`).join(', ')}
    where row(${rest.map((column) => `s.${column}`).join(', ')}) is distinct from row(${rest.map((column) => `excluded.${column}`).join(', ')})`;
};

/** The function and its two triggers: a record inserted, and one whose searched or sorted fields changed. */
const triggerSql = (copy: TSearchCopy): string[] => {
  const { fn, inserted, updated, owner, values, sources } = partsOf(copy);
  const row = (prefix: string) => `row(${sources.map((column) => `${prefix}.${column}`).join(', ')})`;
  return [
    `create or replace function ${fn}() returns trigger language plpgsql as $$
begin
  ${upsert(copy, `values (${values('new').join(', ')})`)};
  return null;
end $$`,
    `drop trigger if exists ${inserted} on ${owner}`,
    `drop trigger if exists ${updated} on ${owner}`,
    `create trigger ${inserted} after insert on ${owner} for each row execute function ${fn}()`,
    `create trigger ${updated} after update of ${sources.join(', ')} on ${owner} for each row
      when (${row('old')} is distinct from ${row('new')}) execute function ${fn}()`,
  ];
};

/** What the triggers write, and how (a digest of their statements), kept as the function's description. */
const signatureOf = (copy: TSearchCopy) =>
  `search copy of ${copy.owner} in ${copy.table}: ${copy.texts.map((text) => `${text.copy}=${text.columns.join('+')}`).join(', ')}; ${copy.copies.map(({ column, copy }) => `${column}=${copy}`).join(', ')} (${createHash('sha256').update(triggerSql(copy).join('\n')).digest('hex').slice(0, 12)})`;

/** The triggers, their description, and the records written before copied. */
const statementsOf = (copy: TSearchCopy): string[] => {
  const { fn, owner, values } = partsOf(copy);
  return [...triggerSql(copy), `comment on function ${fn}() is ${literal(signatureOf(copy))}`, upsert(copy, `select ${values('o').join(', ')} from ${owner} as o`)];
};

/** Which of these owners lack their triggers, or have triggers that write other texts or copies, or write them otherwise. */
const unkept = async (db: TDb, copies: readonly TSearchCopy[]): Promise<string[]> => {
  const byOwner = new Map(copies.map((copy) => [copy.owner, copy]));
  const found = await triggerState(db, [...byOwner.keys()], { triggerPrefix: PREFIX, functionPrefix: PREFIX });
  return found.filter((row) => row.triggers !== 2 || row.signature !== signatureOf(byOwner.get(row.name)!)).map((row) => row.name);
};

/** Creates each owner's triggers where missing or writing otherwise, and fills its search table; with `refill`, every one given. */
export const ensureSearchCopies = async (db: TDb, copies: readonly TSearchCopy[], { refill = false } = {}): Promise<void> => {
  if (!copies.length) return;
  const stale = new Set(refill ? copies.map(({ owner }) => owner) : await unkept(db, copies));
  for (const copy of copies.filter(({ owner }) => stale.has(owner))) await remakeKept(db, [copy.owner, copy.table], statementsOf(copy), copy.table);
};
