/** `npm run db:generate`: writes the migration that brings the database to the registry's tables. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { MIGRATIONS_DIR, readJournal } from './migrations.ts';
import { schemaTables } from '../setup/schema.ts';

type TPending = { statements: string[]; snapshot: DrizzleSnapshotJSON };

/** The statements still missing from the migrations for the tables given. */
export const pendingMigration = async (tables: Record<string, unknown> = schemaTables()): Promise<TPending> => {
  const journal = readJournal();
  const last = journal.entries.at(-1);
  const previous = last
    ? (JSON.parse(
        readFileSync(`${MIGRATIONS_DIR}/meta/${String(last.idx).padStart(4, '0')}_snapshot.json`, 'utf8'),
      ) as DrizzleSnapshotJSON)
    : generateDrizzleJson({}, undefined, undefined, 'snake_case');
  const snapshot = generateDrizzleJson(tables, previous.id, undefined, 'snake_case');
  return { statements: await generateMigration(previous, snapshot), snapshot };
};

/** The SQL that creates the given tables from nothing (a test's fixture entity). */
export const createTablesSql = async (tables: Record<string, unknown>): Promise<string[]> =>
  generateMigration(
    generateDrizzleJson({}, undefined, undefined, 'snake_case'),
    generateDrizzleJson(tables, undefined, undefined, 'snake_case'),
  );

export const writeMigration = async (): Promise<void> => {
  const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  const { statements, snapshot } = await pendingMigration();
  if (statements.length === 0) {
    console.log('The migrations are up to date.');
    return;
  }
  const journal = readJournal();
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, '0')}_${name}`;
  mkdirSync(`${MIGRATIONS_DIR}/meta`, { recursive: true });
  writeFileSync(`${MIGRATIONS_DIR}/${tag}.sql`, statements.join('\n--> statement-breakpoint\n') + '\n');
  writeFileSync(`${MIGRATIONS_DIR}/meta/${String(idx).padStart(4, '0')}_snapshot.json`, JSON.stringify(snapshot, null, 2));
  journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
  writeFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, JSON.stringify(journal, null, 2));
  console.log(`Wrote ${tag}.sql with ${statements.length} statements.`);
};
