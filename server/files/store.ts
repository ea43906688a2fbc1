/**
 * Stores uploads in three steps, so that a refusal leaves nothing and no transaction waits on
 * the network: each file is received into a temporary file (never held whole in memory) while
 * it is sniffed, hashed and measured, and refused when too large (413) or not of an allowed
 * type (415); then placed in the storage under a random key (an image measured and given a
 * thumbnail; taken-down content refused, 451); then every file of the request is recorded in
 * `files` with its audit row, in one transaction. What fails on the way is removed.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { thumbKeyOf } from '../../resources/media.ts';
import type { TDb } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { sniff, SNIFF_BYTES, type TSniffed } from './sniff.ts';
import { newKey, type TStorage } from './storage.ts';
import { fileBlocklist, files, type TFileKind } from './table.ts';

export type TStoredFile = typeof files.$inferSelect;

const THUMB_SIZE = 320;
const FOLDERS = { image: 'images', video: 'videos', file: 'files' } as const;

/** The name shown in the library: the last path segment, printable, short. */
export const displayName = (name: string | undefined): string =>
  [...((name ?? '').split(/[\\/]/).pop() ?? '')].filter((c) => c.charCodeAt(0) > 31 && c.charCodeAt(0) !== 127).join('').trim().slice(0, 255) || 'upload';

export type TStreamOptions = { kind: TFileKind; source: AsyncIterable<Buffer>; maxBytes: number; isTruncated?: () => boolean };

/** Writes the stream to a temporary file; the caller owns the file afterwards. */
export const receiveUpload = async (storage: TStorage, { kind, source, maxBytes, isTruncated }: TStreamOptions) => {
  const temp = await storage.tempFile();
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let sniffed: TSniffed | undefined;
  try {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw new HttpError(413, 'errors.payload_too_large');
      if (!sniffed) {
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) continue;
        sniffed = sniff(kind, head);
        if (!sniffed) throw new HttpError(415, 'errors.file_type');
      }
      const data = head.length ? head : chunk;
      head = Buffer.alloc(0);
      hash.update(data);
      if (!temp.stream.write(data)) await once(temp.stream, 'drain');
    }
    if (!sniffed) {
      sniffed = head.length ? sniff(kind, head) : undefined;
      if (!sniffed) throw new HttpError(415, 'errors.file_type');
      hash.update(head);
      temp.stream.write(head);
    }
    if (isTruncated?.()) throw new HttpError(413, 'errors.payload_too_large');
    temp.stream.end();
    await finished(temp.stream);
    return { path: temp.path, size, sha256: hash.digest('hex'), sniffed };
  } catch (error) {
    // The file may still be opening: removed before it is closed, it would be created after all.
    if (!temp.stream.closed) {
      const closed = once(temp.stream, 'close').catch(() => undefined);
      temp.stream.destroy();
      await closed;
    }
    await storage.removeTemp(temp.path);
    throw error;
  }
};

/** Refuses content on the block list. */
export const assertNotBlocked = async (db: TDb, sha256: string) => {
  const [blocked] = await db.select().from(fileBlocklist).where(eq(fileBlocklist.sha256, sha256));
  if (blocked) throw new HttpError(451, 'errors.file_blocked');
};

/** A complete, sniffed file in a temporary file, and who sent it. */
export type TUpload = { path: string; kind: TFileKind; size: number; sha256: string; sniffed: TSniffed; originalName?: string; uploadedBy: number | null };
/** A file placed in the storage, not yet recorded. */
export type TPlaced = typeof files.$inferInsert;

/** Measures an image and places its thumbnail; a file that only looks like an image is refused. */
const imageDetails = async (storage: TStorage, path: string, storageKey: string) => {
  let thumbnail: { width: number | null; height: number | null; thumbPath: string };
  try {
    const meta = await sharp(path).metadata();
    const thumb = await storage.tempFile();
    thumb.stream.end(await sharp(path).rotate().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer());
    await finished(thumb.stream);
    thumbnail = { width: meta.width ?? null, height: meta.height ?? null, thumbPath: thumb.path };
  } catch {
    throw new HttpError(415, 'errors.file_type');
  }
  const thumbKey = thumbKeyOf(storageKey);
  try {
    await storage.adopt(thumbnail.thumbPath, thumbKey, 'image/webp');
  } finally {
    await storage.removeTemp(thumbnail.thumbPath);
  }
  return { width: thumbnail.width, height: thumbnail.height, thumbKey };
};

/** Best effort while an error is on its way to the client: that error is the one worth reporting. */
const removeQuietly = (storage: TStorage, key: string) => storage.remove(key).catch(() => undefined);

/** Removes placed files from the storage (a refused or failed request keeps nothing). */
export const discardPlaced = async (storage: TStorage, placed: TPlaced[]): Promise<void> => {
  const keys = placed.flatMap((file) => [file.storageKey, file.thumbKey].filter((key): key is string => Boolean(key)));
  await Promise.all(keys.map((key) => removeQuietly(storage, key)));
};

/** Places a received file under its key; its temporary file is gone afterwards, whatever happens. */
export const placeFile = async (db: TDb, storage: TStorage, file: TUpload): Promise<TPlaced> => {
  let thumbKey: string | null = null;
  try {
    await assertNotBlocked(db, file.sha256);
    const storageKey = newKey(FOLDERS[file.kind], file.sniffed.extension);
    const details = file.kind === 'image' ? await imageDetails(storage, file.path, storageKey) : { width: null, height: null, thumbKey: null };
    thumbKey = details.thumbKey;
    await storage.adopt(file.path, storageKey, file.sniffed.mime);
    return { kind: file.kind, storageKey, ...details, mime: file.sniffed.mime, size: file.size, sha256: file.sha256, originalName: displayName(file.originalName), uploadedBy: file.uploadedBy };
  } catch (error) {
    if (thumbKey) await removeQuietly(storage, thumbKey);
    throw error;
  } finally {
    await storage.removeTemp(file.path);
  }
};

/**
 * Records placed files, each with what `audit` writes in the same transaction (nothing for the
 * demo data set), then whatever `attach` writes with them (a gallery's links); when any of it
 * fails, nothing is kept and the files leave the storage too.
 */
export const recordFiles = async (
  db: TDb,
  storage: TStorage,
  placed: TPlaced[],
  audit?: (tx: TDb, file: TStoredFile) => Promise<unknown>,
  attach?: (tx: TDb, rows: TStoredFile[]) => Promise<unknown>,
): Promise<TStoredFile[]> => {
  try {
    return await db.transaction(async (raw) => {
      const tx = raw as unknown as TDb;
      const rows = await tx.insert(files).values(placed).returning();
      for (const row of rows) await audit?.(tx, row);
      await attach?.(tx, rows);
      return rows;
    });
  } catch (error) {
    await discardPlaced(storage, placed);
    throw error;
  }
};

/** Places one received file and records it. */
export const adoptFile = async (db: TDb, storage: TStorage, file: TUpload, audit?: (tx: TDb, file: TStoredFile) => Promise<unknown>): Promise<TStoredFile> => {
  const [row] = await recordFiles(db, storage, [await placeFile(db, storage, file)], audit);
  return row!;
};
