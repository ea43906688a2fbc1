/**
 * `npm run db:backup [FILE]`: asks the running server (HOST, PORT) for a backup, signing in as
 * BACKUP_USERNAME (default admin) with BACKUP_PASSWORD, or with BACKUP_TOKEN; when no server runs on
 * DATA_DIR, copies it directly. `npm run db:restore FILE` restores into an empty DATA_DIR.
 * On PostgreSQL both are pg_dump / pg_restore and a copy of STORAGE_DIR (README).
 */
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../config.ts';
import { backupClosed, restoreBackup } from './backup.ts';

const API = '/api/v1/admin';
const config = loadConfig();
const [command, target] = process.argv.slice(2);

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (config.databaseUrl) fail('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore, and copy STORAGE_DIR (see the README).');

const serverRuns = async (base: string): Promise<boolean> => {
  try {
    await (await fetch(`${base}${API}/tags`)).body?.cancel();
    return true;
  } catch {
    // Nothing answers there: no server has the data directory open.
    return false;
  }
};

const askServer = async (base: string, file: string): Promise<boolean> => {
  if (!(await serverRuns(base))) return false;
  let token = process.env.BACKUP_TOKEN;
  if (!token) {
    const password = process.env.BACKUP_PASSWORD ?? fail('A server is running: set BACKUP_PASSWORD (and BACKUP_USERNAME, default admin) or BACKUP_TOKEN to ask it for the backup.');
    const answer = await fetch(`${base}${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: process.env.BACKUP_USERNAME ?? 'admin', password }) });
    if (answer.status !== 200) fail(`Signing in failed: ${answer.status} ${await answer.text()}`);
    token = ((await answer.json()) as { access_token: string }).access_token;
  }
  const answer = await fetch(`${base}${API}/backup`, { headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200 || !answer.body) fail(`The server refused the backup: ${answer.status} ${await answer.text()}`);
  await pipeline(Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream), createWriteStream(file));
  return true;
};

if (command === 'backup') {
  const file = resolve(target ?? `showrunner-backup-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.tar.gz`);
  if (await askServer(`http://${config.host}:${config.port}`, file)) console.log(`The running server wrote its backup to ${file}.`);
  else {
    await backupClosed(config.dataDir, config.storageDir, file);
    console.log(`No server is running: ${config.dataDir} was copied to ${file}.`);
  }
} else if (command === 'restore' && target) {
  await restoreBackup(resolve(target), config.dataDir, config.storageDir).catch((error: Error) => fail(error.message));
  console.log(`Restored ${target} into ${config.dataDir} (files in ${config.storageDir}).`);
} else fail('usage: npm run db:backup [FILE] | npm run db:restore FILE');
