/**
 * The copies of an owner's sort fields kept in the join tables its list is filtered by
 * (derive.ts's `linkSortFields`): a link takes its owner's values when it is written, and an
 * owner's new values go to its links in the same statement, by triggers, whoever writes (the API,
 * a job, a migration, SQL at a prompt). A list filtered by one tag, sorted by title, then reads its
 * page along the join table's (target, copy, owner) index (list.ts), exactly as the owners hold
 * their values in any snapshot.
 *
 * Triggers are ensured on every start (as the row counts are, rowCounts.ts): a join table that
 * lacks them, or whose copies changed, has its copies filled from the owners once, both tables
 * locked against writes meanwhile; `refill` fills every table given again (`npm run db:recount`,
 * after writes that bypassed the triggers).
 */
import { sql } from 'drizzle-orm';
import { triggerState } from './triggerState.ts';
import type { TDb } from './types.ts';

/** A join table whose rows keep copies of their owner's columns: each the owner's column and the copy's. */
export type TLinkCopies = { join: string; owner: string; copies: readonly { column: string; copy: string }[] };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** Each join table's two functions and triggers, named after it: one on the join table, one on its owner. */
const names = (join: string) => ({ onLink: `showrunner_link_keys_${join}`, onOwner: `showrunner_owner_keys_${join}` });

/** What a join table's triggers copy, kept as its owner function's description: other copies are made anew. */
const signatureOf = ({ owner, copies }: TLinkCopies) => `link sort keys from ${owner}: ${copies.map(({ column, copy }) => `${column}=${copy}`).join(', ')}`;

const statementsOf = (links: TLinkCopies): string[] => {
  const { onLink, onOwner } = names(links.join);
  const [join, owner] = [quoted(links.join), quoted(links.owner)];
  const columns = links.copies.map(({ column }) => quoted(column));
  const copies = links.copies.map(({ copy }) => quoted(copy));
  const row = (prefix: string, list: string[]) => `row(${list.map((name) => `${prefix}.${name}`).join(', ')})`;
  return [
    // A link written, or moved to another owner, takes its owner's values.
    `create or replace function ${quoted(onLink)}() returns trigger language plpgsql as $$
begin
  select ${columns.map((c) => `o.${c}`).join(', ')} into ${copies.map((c) => `new.${c}`).join(', ')} from ${owner} as o where o.id = new.owner_id;
  return new;
end $$`,
    // An owner's new values go to each of its links.
    `create or replace function ${quoted(onOwner)}() returns trigger language plpgsql as $$
begin
  update ${join} set ${links.copies.map(({ column, copy }) => `${quoted(copy)} = new.${quoted(column)}`).join(', ')} where owner_id = new.id;
  return null;
end $$`,
    `comment on function ${quoted(onOwner)}() is ${literal(signatureOf(links))}`,
    `drop trigger if exists ${quoted(onLink)} on ${join}`,
    `drop trigger if exists ${quoted(onOwner)} on ${owner}`,
    `create trigger ${quoted(onLink)} before insert or update of owner_id on ${join} for each row execute function ${quoted(onLink)}()`,
    `create trigger ${quoted(onOwner)} after update of ${columns.join(', ')} on ${owner} for each row
      when (${row('old', columns)} is distinct from ${row('new', columns)}) execute function ${quoted(onOwner)}()`,
    // The links written before: filled from their owners.
    `update ${join} as j set ${links.copies.map(({ column, copy }) => `${quoted(copy)} = o.${quoted(column)}`).join(', ')} from ${owner} as o
      where o.id = j.owner_id and ${row('j', copies)} is distinct from ${row('o', columns)}`,
  ];
};

/** Which of these join tables lack their triggers, or copy other columns. */
const unkept = async (db: TDb, tables: readonly TLinkCopies[]): Promise<string[]> => {
  const byName = new Map(tables.map((links) => [links.join, links]));
  const found = await triggerState(db, [...byName.keys()], { triggerPrefix: 'showrunner_link_keys_', functionPrefix: 'showrunner_owner_keys_' });
  return found.filter((row) => row.triggers !== 1 || row.signature !== signatureOf(byName.get(row.name)!)).map((row) => row.name);
};

/** Creates each join table's triggers where missing or copying other columns, and fills its copies from the owners; with `refill`, every one given. */
export const ensureLinkSortKeys = async (db: TDb, tables: readonly TLinkCopies[], { refill = false } = {}): Promise<void> => {
  const kept = tables.filter(({ copies }) => copies.length > 0);
  if (!kept.length) return;
  const stale = new Set(refill ? kept.map(({ join }) => join) : await unkept(db, kept));
  for (const links of kept.filter(({ join }) => stale.has(join))) {
    const filled = await db.transaction(async (tx) => {
      // No write to either side between the fill and the triggers.
      await tx.execute(sql.raw(`lock table ${quoted(links.owner)}, ${quoted(links.join)} in share row exclusive mode`));
      let result: unknown;
      for (const statement of statementsOf(links)) result = await tx.execute(sql.raw(statement));
      return affected(result);
    });
    // Rows filled leave their old versions and pages no longer all visible: the (target, copy, owner) indexes would read the table
    // behind each entry until autovacuum came by. Vacuumed now, as the table stands (a vacuum runs outside any transaction).
    if (filled > 0) await db.execute(sql.raw(`vacuum (analyze) ${quoted(links.join)}`));
  }
};

/** How many rows a statement wrote, as node-postgres (`rowCount`) and PGlite (`affectedRows`) say. */
const affected = (result: unknown): number => {
  const { rowCount, affectedRows } = (result ?? {}) as { rowCount?: number | null; affectedRows?: number };
  return Number(rowCount ?? affectedRows ?? 0);
};
