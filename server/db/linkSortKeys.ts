/**
 * The copies of an owner's sort fields kept in the join tables its list is filtered by
 * (derive.ts's `linkSortFields`): a link takes its owner's values when it is written, and an
 * owner's new values go to its links in the same statement, by triggers, whoever writes (the API,
 * a job, a migration, SQL at a prompt). A list filtered by one tag, sorted by title, then reads its
 * page along the join table's (target, copy, owner) index (list.ts), exactly as the owners hold
 * their values in any snapshot.
 *
 * Triggers are ensured on every start (as the row counts are, rowCounts.ts): a join table that
 * lacks them, or whose copies or triggers changed, has them made again and its copies filled from
 * the owners once, both tables locked against writes meanwhile; `refill` fills every table given again (`npm run db:recount`,
 * after writes that bypassed the triggers).
 */
import { createHash } from 'node:crypto';
import { remakeKept, triggerState } from './triggerState.ts';
import type { TDb } from './types.ts';

/** A join table whose rows keep copies of their owner's columns: each the owner's column and the copy's. */
export type TLinkCopies = { join: string; owner: string; copies: readonly { column: string; copy: string }[] };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A join table's names as SQL writes them: its two functions and triggers (one on it, one on its owner), its tables and the columns copied. */
const partsOf = (links: TLinkCopies) => ({
  onLink: quoted(`showrunner_link_keys_${links.join}`),
  onOwner: quoted(`showrunner_owner_keys_${links.join}`),
  join: quoted(links.join),
  owner: quoted(links.owner),
  columns: links.copies.map(({ column }) => quoted(column)),
  copies: links.copies.map(({ copy }) => quoted(copy)),
});
const row = (prefix: string, names: readonly string[]) => `row(${names.map((name) => `${prefix}.${name}`).join(', ')})`;

/**
 * What a join table's triggers copy, and how (a digest of their statements), kept as its owner
 * function's description: other copies, or triggers written otherwise, are made anew.
 */
const signatureOf = (links: TLinkCopies) =>
  `link sort keys from ${links.owner}: ${links.copies.map(({ column, copy }) => `${column}=${copy}`).join(', ')} (${createHash('sha256').update(triggerSql(links).join('\n')).digest('hex').slice(0, 12)})`;

/** The two functions and their triggers. */
const triggerSql = (links: TLinkCopies): string[] => {
  const { onLink, onOwner, join, owner, columns, copies } = partsOf(links);
  return [
    // A link written, or moved to another owner, takes its owner's values. The owner's row is locked against updates until the link
    // commits: an owner renamed meanwhile by another transaction is waited for and read as renamed (its own trigger, which updates
    // the links it sees, cannot see this one until it commits), and an owner renamed after waits for the link to be there to update.
    `create or replace function ${onLink}() returns trigger language plpgsql as $$
begin
  select ${columns.map((c) => `o.${c}`).join(', ')} into ${copies.map((c) => `new.${c}`).join(', ')} from ${owner} as o where o.id = new.owner_id for share;
  return new;
end $$`,
    // An owner's new values go to each of its links.
    `create or replace function ${onOwner}() returns trigger language plpgsql as $$
begin
  update ${join} set ${copies.map((copy, i) => `${copy} = new.${columns[i]}`).join(', ')} where owner_id = new.id;
  return null;
end $$`,
    `drop trigger if exists ${onLink} on ${join}`,
    `drop trigger if exists ${onOwner} on ${owner}`,
    `create trigger ${onLink} before insert or update of owner_id on ${join} for each row execute function ${onLink}()`,
    `create trigger ${onOwner} after update of ${columns.join(', ')} on ${owner} for each row
      when (${row('old', columns)} is distinct from ${row('new', columns)}) execute function ${onOwner}()`,
  ];
};

/** The triggers, their description, and the links written before filled from their owners. */
const statementsOf = (links: TLinkCopies): string[] => {
  const { onOwner, join, owner, columns, copies } = partsOf(links);
  return [
    ...triggerSql(links),
    `comment on function ${onOwner}() is ${literal(signatureOf(links))}`,
    // The links written before: filled from their owners.
    `update ${join} as j set ${copies.map((copy, i) => `${copy} = o.${columns[i]}`).join(', ')} from ${owner} as o
      where o.id = j.owner_id and ${row('j', copies)} is distinct from ${row('o', columns)}`,
  ];
};

/** Which of these join tables lack their triggers, or have triggers that copy other columns or copy them otherwise. */
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
  // Rows filled leave their old versions and pages no longer all visible: the (target, copy, owner) indexes would read the table
  // behind each entry until autovacuum came by, so the join table is vacuumed after.
  for (const links of kept.filter(({ join }) => stale.has(join))) await remakeKept(db, [links.owner, links.join], statementsOf(links), links.join);
};
