/**
 * What a refused or cut-off upload leaves (SECURITY 26, 34, 38, 43): nothing of a refused
 * request stays, every stored file has its audit row written with it, resumable uploads answer
 * with the API's headers, and leftovers of a crash are swept.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/system.ts';
import { files } from '../../../server/files/table.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { createOne } from '../content/helpers.ts';
import { jpegBytes, mp4Bytes, multipart, pngBytes } from '../helpers/images.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ config: { maxImageBytes: 200_000 } });
  token = await t.login();
});
afterAll(() => t.close());

const fileRows = async () => Number((await t.db.select({ n: count() }).from(files))[0]!.n);
const uploadAudits = async () => Number((await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, 'upload'), eq(auditLog.resource, 'files'))))[0]!.n);
const snapshot = async () => ({ stored: await t.storedFiles(), rows: await fileRows(), audits: await uploadAudits() });
const oversized = async () => Buffer.concat([await jpegBytes(), Buffer.alloc(300_000, 9)]);

describe('a multi-file upload refused with 413 keeps nothing it received (26)', () => {
  it('POST /files/images with a second file', async () => {
    const before = await snapshot();
    const res = await t.call(token, { method: 'POST', url: `${API}/files/images`, ...multipart([{ filename: 'a.png', content: await pngBytes() }, { filename: 'b.png', content: await pngBytes(20, 20) }]) });
    expect(res.statusCode).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it.each(['videos', 'models'])('a gallery of %s whose last image is too large, or that has too many images', async (resource) => {
    const record = await createOne(t, token, resource, resource === 'videos' ? { serial_number: 'P26-1' } : { name: 'Refused model' });
    const before = await snapshot();
    const tooLarge = await t.call(token, {
      method: 'POST',
      url: `${API}/${resource}/${record.id}/photos`,
      ...multipart([{ filename: 'a.png', content: await pngBytes() }, { filename: 'b.jpg', content: await jpegBytes() }, { filename: 'huge.jpg', content: await oversized() }]),
    });
    expect(tooLarge.statusCode).toBe(413);
    const image = await pngBytes(8, 8);
    const tooMany = await t.call(token, { method: 'POST', url: `${API}/${resource}/${record.id}/photos`, ...multipart(Array.from({ length: 21 }, (_, i) => ({ filename: `${i}.png`, content: image }))) });
    expect(tooMany.statusCode).toBe(413);
    expect(await snapshot()).toEqual(before);
    expect((await t.call(token, { url: `${API}/${resource}/${record.id}` })).json().gallery).toEqual([]);
  });
});

describe('every stored file is audited, in the transaction that records it (34)', () => {
  it('a file row and its audit row are written together or not at all', async () => {
    const before = await snapshot();
    await t.db.execute(sql`create function refuse_upload_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_upload_audit before insert on audit_log for each row when (new.action = 'upload') execute function refuse_upload_audit()`);
    try {
      const res = await t.call(token, { method: 'POST', url: `${API}/files/images`, ...multipart([{ filename: 'a.png', content: await pngBytes() }]) });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_upload_audit on audit_log`);
      await t.db.execute(sql`drop function refuse_upload_audit()`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a finished resumable upload writes its audit row, as its sender', async () => {
    const admin = await t.createAdmin(['upload-files']);
    const video = mp4Bytes(10_000);
    const tus = { 'tus-resumable': '1.0.0' };
    const created = await t.call(admin.token, { method: 'POST', url: `${API}/files/tus`, headers: { ...tus, 'upload-length': String(video.length) } });
    const done = await t.call(admin.token, {
      method: 'PATCH',
      url: created.headers.location as string,
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: video,
    });
    expect(done.statusCode, done.body).toBe(204);
    const id = String(done.headers['upload-file-id']);
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'upload'), eq(auditLog.recordId, id)));
    expect(row).toMatchObject({ adminId: admin.id, resource: 'files', ip: '127.0.0.1' });
    expect((await t.db.select().from(files).where(eq(files.id, Number(id))))[0]?.uploadedBy).toBe(admin.id);
    expect(await fileRows()).toBe(await uploadAudits());
  });
});

describe('resumable upload answers carry the API’s headers (38)', () => {
  it('no CORS for an unlisted origin, a CSP, nosniff and no-store', async () => {
    const res = await t.call(token, {
      method: 'POST',
      url: `${API}/files/tus`,
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '100', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const head = await t.call(token, { method: 'HEAD', url: res.headers.location as string, headers: { 'tus-resumable': '1.0.0' } });
    expect(head.headers['cache-control']).toBe('no-store');
    expect(head.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('leftovers of a crash are swept, at start and on the hour (43)', () => {
  it('deletes temporary files nobody has written to for an hour, and keeps fresh ones', async () => {
    const storageDir = mkdtempSync(join(tmpdir(), 'showrunner-sweep-'));
    const tmp = join(storageDir, 'tmp');
    mkdirSync(tmp);
    const part = (name: string, ageMs: number) => {
      const path = join(tmp, `${name.repeat(32)}.part`);
      writeFileSync(path, 'half an upload');
      const when = new Date(Date.now() - ageMs);
      utimesSync(path, when, when);
      return path;
    };
    part('a', 2 * 3_600_000);
    const started = await buildTestApp({ config: { storageDir } });
    try {
      // The sweep's first turn is due as soon as the job runner starts, as main.ts starts it.
      await started.app.jobs.start();
      await expect.poll(async () => (await started.storedFiles()).filter((f) => f.startsWith('tmp/'))).toEqual([]);
      part('b', 3 * 3_600_000);
      part('c', 60_000);
      expect(await started.app.sweepUploads()).toBe(1);
      expect(await started.storedFiles()).toEqual([join('tmp', `${'c'.repeat(32)}.part`)]);
    } finally {
      await started.close();
      rmSync(storageDir, { recursive: true, force: true });
    }
  });
});
