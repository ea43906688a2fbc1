/**
 * Stored objects no record points at: a file whose row was deleted while its bytes could not be
 * (a bucket that failed for a moment), a crash between writing an object and committing its row,
 * objects a restore left behind. A recurring job lists the store (disk or bucket) page by page
 * and deletes each object that is older than a grace period and that no `files` row names as its
 * file or its thumbnail. The grace period keeps every upload in progress: its object is written
 * moments before its row is committed, far inside a day. It runs on one instance at a time (the
 * job runner's lock), stops between pages when the instance shuts down, and with
 * `UNREFERENCED_SWEEP_DRY_RUN=1` only counts.
 */
import { inArray } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { auditLog } from '../db/system.ts';
import { MEDIA_KEY, type TStorage } from './storage.ts';
import { files } from './table.ts';

/** How many keys are named in the audit row and the log line (the count is always whole). */
export const UNREFERENCED_NAMED_KEYS = 100;

/** What a sweep found: how many, and the first keys of them. */
export type TUnreferencedSweep = { dryRun: boolean; count: number; keys: string[] };

/** Which of `keys` a `files` row names, as its file or as its thumbnail. */
const referencedOf = async (db: TDb, keys: string[]): Promise<Set<string>> => {
  const thumbs = keys.filter((key) => key.startsWith('thumbs/'));
  const others = keys.filter((key) => !key.startsWith('thumbs/'));
  const [byFile, byThumb] = await Promise.all([
    others.length ? db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, others)) : [],
    thumbs.length ? db.select({ key: files.thumbKey }).from(files).where(inArray(files.thumbKey, thumbs)) : [],
  ]);
  return new Set([...byFile, ...byThumb].map((row) => row.key!));
};

/**
 * Deletes (or with `dryRun` only counts) the objects no record references and not written for
 * `graceMs`; keys the server never makes (anything else in a shared bucket) are left alone.
 */
export const sweepUnreferenced = async (options: {
  db: TDb;
  storage: TStorage;
  graceMs: number;
  dryRun?: boolean;
  signal?: AbortSignal;
  now?: number;
}): Promise<TUnreferencedSweep> => {
  const { db, storage, graceMs, dryRun = false, signal, now = Date.now() } = options;
  // Page by page, so that a bucket of any size is swept in bounded memory and a shutdown stops it between pages.
  let count = 0;
  const named: string[] = [];
  for await (const page of storage.objects()) {
    if (signal?.aborted) break;
    const old = page.filter((object) => MEDIA_KEY.test(object.key) && now - object.modifiedMs >= graceMs).map((object) => object.key);
    if (!old.length) continue;
    const referenced = await referencedOf(db, old);
    for (const key of old.filter((k) => !referenced.has(k))) {
      // Checked again just before: a row may have come since the page was read.
      if (!dryRun && (await referencedOf(db, [key])).size) continue;
      if (!dryRun) await storage.remove(key);
      count += 1;
      if (named.length < UNREFERENCED_NAMED_KEYS) named.push(key);
    }
  }
  if (count) {
    await db.insert(auditLog).values({ action: dryRun ? 'unreferenced_files_found' : 'unreferenced_files_deleted', resource: 'files', after: { count, keys: named } });
  }
  return { dryRun, count, keys: named };
};
