/**
 * Backups of the embedded database: one tar.gz holding the database's files (taken by PGlite
 * between two queries, so no write is half in it) and then the stored files. The database is
 * copied first: a file is stored before its row is written, so every row's file is in the archive.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { PGLITE_EXTENSIONS } from './index.ts';

const DATABASE_ENTRY = 'database.tar.gz';
const STORAGE_ENTRY = 'storage';
/** Unfinished uploads are not part of any record. */
const UNFINISHED = /^storage\/tmp(\/|$)/;

const staging = (): string => mkdtempSync(join(tmpdir(), 'showrunner-backup-'));

/** Writes the archive to `file` from a database dump and the storage directory. */
export const writeBackup = async (dump: () => Promise<Blob>, storageDir: string, file: string): Promise<void> => {
  const dir = staging();
  try {
    writeFileSync(join(dir, DATABASE_ENTRY), new Uint8Array(await (await dump()).arrayBuffer()));
    const entries = [DATABASE_ENTRY];
    if (existsSync(storageDir)) {
      symlinkSync(storageDir, join(dir, STORAGE_ENTRY));
      entries.push(STORAGE_ENTRY);
    }
    await tar.create({ gzip: true, cwd: dir, file, follow: true, portable: true, filter: (path) => !UNFINISHED.test(path) }, entries);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** A backup of a data directory no server has open. */
export const backupClosed = async (dataDir: string, storageDir: string, file: string): Promise<void> => {
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    await writeBackup(() => client.dumpDataDir('gzip'), storageDir, file);
  } finally {
    await client.close();
  }
};

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Brings an archive back into an empty data directory (and storage directory); refuses one that holds anything. */
export const restoreBackup = async (file: string, dataDir: string, storageDir: string): Promise<void> => {
  for (const dir of new Set([dataDir, storageDir])) {
    if (!isEmpty(dir)) throw new Error(`${dir} is not empty: a backup is restored only into an empty directory.`);
  }
  const dir = staging();
  try {
    await tar.extract({ file, cwd: dir });
    if (!existsSync(join(dir, DATABASE_ENTRY))) throw new Error(`${file} is not a Showrunner backup (it has no ${DATABASE_ENTRY}).`);
    const dump = new Blob([new Uint8Array(readFileSync(join(dir, DATABASE_ENTRY)))], { type: 'application/x-gzip' });
    const client = await PGlite.create(dataDir, { loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
    await client.query('select 1');
    await client.close();
    if (existsSync(join(dir, STORAGE_ENTRY))) cpSync(join(dir, STORAGE_ENTRY), storageDir, { recursive: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
