/**
 * Backups that restore: a backup taken from the running server while staff write, restored into
 * a new directory, holds exactly the rows of the moment it was taken (every table) and every
 * stored file with its checksum. The embedded database only: PostgreSQL is backed up by pg_dump.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../../server/db/backup.ts';
import { PGLITE_EXTENSIONS } from '../../../server/db/index.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { multipart, pngBytes } from '../helpers/images.ts';

/** The tables the write load below adds rows to (and their row counts); every other table is the same before and after. */
const WRITTEN = new Set(['tags', 'files', 'audit_log']);

let t: TTestApp;
let token: string;
const work = mkdtempSync(join(tmpdir(), 'showrunner-restore-'));
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const upload = async (n: number) => {
  const res = await t.call(token, { method: 'POST', url: `${API}/files/images`, ...multipart([{ filename: `b${n}.png`, content: await pngBytes(20, 10 + n, '#0a0b0c'), type: 'image/png' }]) });
  return res.statusCode === 201 ? (res.json() as { id: number }).id : undefined;
};

type TRows = Map<string, string[]>;
const tableRows = async (query: (text: string) => Promise<Record<string, unknown>[]>): Promise<TRows> => {
  const tables = await query(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const result: TRows = new Map();
  for (const { table_name: table } of tables) {
    const rows = await query(`select to_jsonb(t)::text as row from "${String(table)}" t`);
    result.set(String(table), rows.map((r) => String(r.row)).sort());
  }
  return result;
};

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('db:backup and db:restore (embedded database)', () => {
  it('a backup taken under write load restores every row and every file of its moment', async () => {
    for (let n = 0; n < 3; n++) expect(await upload(n)).toBeDefined();
    const acknowledged: number[] = [];
    let writing = true;
    let n = 100;
    const writer = async () => {
      while (writing) {
        const i = ++n;
        const res = await t.call(token, { method: 'POST', url: `${API}/tags`, payload: { name: `backup-${i}`, sort: 1 } });
        if (res.statusCode === 201) acknowledged.push(res.json().id as number);
        if (i % 5 === 0) await upload(i);
      }
    };
    const writers = [writer(), writer(), writer()];
    await new Promise((r) => setTimeout(r, 300));
    const before = [...acknowledged];
    const backup = await t.call(token, { url: `${API}/backup` });
    writing = false;
    await Promise.all(writers);
    expect(backup.statusCode, backup.body).toBe(200);
    expect(backup.headers['content-type']).toBe('application/gzip');
    expect(acknowledged.length).toBeGreaterThan(before.length);

    const file = join(work, 'backup.tar.gz');
    writeFileSync(file, backup.rawPayload);
    const dataDir = join(work, 'data');
    const storageDir = join(work, 'data', 'storage');
    await restoreBackup(file, dataDir, storageDir);

    const restored = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
    try {
      const copy = await tableRows(async (text) => (await restored.query<Record<string, unknown>>(text)).rows);
      const live = await tableRows(async (text) => ((await t.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows);
      expect([...copy.keys()]).toEqual([...live.keys()]);
      for (const [table, rows] of copy) {
        // The counts of the written tables moved since; they are checked against the copy's own rows below.
        if (table === 'row_counts') continue;
        const now = new Set(live.get(table));
        // Every restored row is as it is now: nothing the load did not touch changed.
        expect(rows.filter((row) => !now.has(row)), table).toEqual([]);
        if (!WRITTEN.has(table)) expect(rows.length, table).toBe(now.size);
      }
      // The copy's row counts are its tables' rows, as of the same moment.
      const kept = (await restored.query<{ table_name: string; n: string }>(`select table_name, sum(n)::text as n from row_counts where field = '' group by 1`)).rows;
      expect(kept.map((row) => row.table_name)).toEqual(expect.arrayContaining(['tags', 'audit_log', 'admins']));
      for (const { table_name: table, n } of kept) expect(Number(n), table).toBe(copy.get(table)!.length);
      const tagIds = new Set(copy.get('tags')!.map((row) => (JSON.parse(row) as { id: number }).id));
      expect(before.filter((id) => !tagIds.has(id))).toEqual([]);
      // Taken in the middle of the load: some writes acknowledged after it are not in it.
      expect(acknowledged.some((id) => !tagIds.has(id))).toBe(true);

      const files = (await restored.query<{ storage_key: string; sha256: string }>('select storage_key, sha256 from files')).rows;
      expect(files.length).toBeGreaterThanOrEqual(3);
      for (const row of files) expect(createHash('sha256').update(readFileSync(join(storageDir, row.storage_key))).digest('hex'), row.storage_key).toBe(row.sha256);
    } finally {
      await restored.close();
    }
  });

  it('restores only into an empty directory', async () => {
    const full = join(work, 'full');
    mkdirSync(full, { recursive: true });
    writeFileSync(join(full, 'keep.txt'), 'x');
    await expect(restoreBackup(join(work, 'backup.tar.gz'), full, join(full, 'storage'))).rejects.toThrow(/is not empty/);
    expect(readFileSync(join(full, 'keep.txt'), 'utf8')).toBe('x');
  });

  it('is refused to an admin who is not a super admin', async () => {
    const { token: editor } = await t.createAdmin(['list-tags', 'edit-admins']);
    expect((await t.call(editor, { url: `${API}/backup` })).statusCode).toBe(403);
    expect((await t.call(undefined, { url: `${API}/backup` })).statusCode).toBe(401);
  });
});
