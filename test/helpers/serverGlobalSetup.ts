/**
 * Migrates one template database before the server tests: a PGlite data dump that each test
 * file loads in a fraction of the time a migration takes, or, with TEST_DATABASE_URL, a
 * PostgreSQL template database that each test file copies into a database of its own. The server
 * projects of one run share it: it is made once, and dropped after the last of them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { resources } from '../../resources/index.ts';
import { openDatabase, PGLITE_EXTENSIONS } from '../../server/db/index.ts';
import { prepareDatabase } from '../../server/setup/prepare.ts';
import { templateDb, TEST_ADMIN_PASSWORD } from './constants.ts';

const prepareTemplate = async (): Promise<() => Promise<void>> => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = templateDb();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ url: target.toString() });
    await prepareDatabase(database, { resources, adminPassword: TEST_ADMIN_PASSWORD, jwtSecret: 'test-secret' });
    await database.close();
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${template} with (force)`);
      await client.end();
    };
  }
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite: client });
  await prepareDatabase(database, { resources, adminPassword: TEST_ADMIN_PASSWORD, jwtSecret: 'test-secret' });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'showrunner-test-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = file;
  return async () => {};
};

type TShared = { ready: Promise<() => Promise<void>>; users: number };
const shared = globalThis as { showrunnerTestTemplate?: TShared };

export default async function setup(): Promise<() => Promise<void>> {
  const template = (shared.showrunnerTestTemplate ??= { ready: prepareTemplate(), users: 0 });
  template.users += 1;
  const drop = await template.ready;
  return async () => {
    template.users -= 1;
    if (template.users === 0) await drop();
  };
}
