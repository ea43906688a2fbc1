/**
 * Stored objects no record references are swept by a recurring job, on the disk and in the
 * bucket alike (this suite runs on both stores): older than the grace period only, so that an
 * upload in progress keeps its object; a dry run counts and deletes nothing; each sweep that
 * finds something leaves an audit row, and referenced files keep being served.
 */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../../server/db/system.ts';
import { sweepUnreferenced } from '../../../server/files/unreferenced.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { multipart, pngBytes } from '../helpers/images.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  // A grace period of none: every object counts as old, as it will once a day has passed.
  t = await buildTestApp({ config: { unreferencedGraceHours: 0 } });
  token = await t.login();
});
afterAll(() => t.close());

/** Places bytes under a key no record names, as a crash between the write and the row would leave. */
const placeOrphan = async (folder: 'images' | 'thumbs', extension: string, key = `${folder}/${randomBytes(1).toString('hex')}/${randomBytes(16).toString('hex')}.${extension}`) => {
  const temp = await t.app.storage.tempFile();
  await new Promise<void>((resolve, reject) => temp.stream.end(Buffer.from('left behind'), () => resolve()).on('error', reject));
  await t.app.storage.adopt(temp.path, key, 'image/png');
  return key;
};

const lastAudit = async (action: string) => (await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

describe('the sweep of unreferenced stored files', () => {
  let kept: { url: string; keys: string[] };
  let orphans: string[];
  let foreign: string;

  beforeAll(async () => {
    const res = await t.call(token, { method: 'POST', url: `${API}/files/images`, ...multipart([{ filename: 'kept.png', content: await pngBytes(40, 30, '#22aa44') }]) });
    expect(res.statusCode).toBe(201);
    const url = res.json().url as string;
    const keys = (await t.app.storage.keys()).filter((key) => key.startsWith('images/') || key.startsWith('thumbs/'));
    expect(keys).toHaveLength(2);
    kept = { url, keys };
    orphans = [await placeOrphan('images', 'png'), await placeOrphan('thumbs', 'webp')].sort();
    // A key the server never makes (something else kept in a shared bucket) is never its to delete.
    foreign = await placeOrphan('images', 'txt', 'images/kept-by-someone-else.txt');
  });

  it('leaves objects younger than the grace period: an upload in progress keeps its bytes', async () => {
    const result = await sweepUnreferenced({ db: t.db, storage: t.app.storage, graceMs: 3_600_000 });
    expect(result.count).toBe(0);
    expect(await t.app.storage.keys()).toEqual(expect.arrayContaining([...kept.keys, ...orphans]));
  });

  it('a dry run counts the unreferenced objects, deletes none and says so in the audit trail', async () => {
    const result = await t.app.sweepUnreferenced({ dryRun: true });
    expect(result).toMatchObject({ dryRun: true, count: 2 });
    expect([...result.keys].sort()).toEqual(orphans);
    expect(await t.app.storage.keys()).toEqual(expect.arrayContaining(orphans));
    expect((await lastAudit('unreferenced_files_found'))?.after).toEqual({ count: 2, keys: expect.arrayContaining(orphans) });
  });

  it('the job deletes them, and only them; the referenced image and its thumbnail are still served', async () => {
    expect(await t.app.jobs.turn('sweep-unreferenced-files', { force: true })).toBe('ran');
    const left = await t.app.storage.keys();
    for (const key of orphans) expect(left).not.toContain(key);
    expect(left).toEqual(expect.arrayContaining([...kept.keys, foreign]));
    expect(kept.keys).toHaveLength(2);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.name, 'sweep-unreferenced-files'));
    expect(row).toMatchObject({ lastStatus: 'succeeded', lastItems: 2 });
    expect((await lastAudit('unreferenced_files_deleted'))?.after).toEqual({ count: 2, keys: expect.arrayContaining(orphans) });
    const served = await t.app.inject({ url: kept.url });
    expect(served.statusCode).toBe(200);
    for (const key of kept.keys) expect((await t.app.inject({ url: `/media/${key}` })).statusCode).toBe(200);
    for (const key of orphans) expect((await t.app.inject({ url: `/media/${key}` })).statusCode).toBe(404);
  });

  it('a second turn finds nothing and writes no audit row', async () => {
    const before = await lastAudit('unreferenced_files_deleted');
    expect((await t.app.sweepUnreferenced()).count).toBe(0);
    expect((await lastAudit('unreferenced_files_deleted'))?.id).toBe(before?.id);
  });
});
