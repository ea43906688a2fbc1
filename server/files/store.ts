/**
 * Stores one upload: streamed to a temporary file (never held whole in memory) while it is
 * sniffed, hashed and measured; refused with nothing left behind when it is too large (413),
 * not of an allowed type (415) or taken down (451); then moved under a random key, an image
 * measured and given a thumbnail, and recorded in `files`.
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

type TStreamOptions = { kind: TFileKind; source: AsyncIterable<Buffer>; maxBytes: number; isTruncated?: () => boolean };

/** Writes the stream to a temporary file; the caller owns the file afterwards. */
const receive = async (storage: TStorage, { kind, source, maxBytes, isTruncated }: TStreamOptions) => {
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

/** Measures an image and writes its thumbnail; a file that only looks like an image is refused. */
const imageDetails = async (storage: TStorage, path: string, storageKey: string) => {
  try {
    const meta = await sharp(path).metadata();
    const thumbKey = thumbKeyOf(storageKey);
    const thumb = await storage.tempFile();
    thumb.stream.end(await sharp(path).rotate().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer());
    await finished(thumb.stream);
    await storage.adopt(thumb.path, thumbKey);
    return { width: meta.width ?? null, height: meta.height ?? null, thumbKey };
  } catch {
    throw new HttpError(415, 'errors.file_type');
  }
};

/** Records a complete, sniffed file that sits at `path`, moving it under its key. */
export const adoptFile = async (
  db: TDb,
  storage: TStorage,
  file: { path: string; kind: TFileKind; size: number; sha256: string; sniffed: TSniffed; originalName?: string; uploadedBy: number | null },
): Promise<TStoredFile> => {
  try {
    await assertNotBlocked(db, file.sha256);
    const storageKey = newKey(FOLDERS[file.kind], file.sniffed.extension);
    const details = file.kind === 'image' ? await imageDetails(storage, file.path, storageKey) : { width: null, height: null, thumbKey: null };
    await storage.adopt(file.path, storageKey);
    const [row] = await db
      .insert(files)
      .values({ kind: file.kind, storageKey, ...details, mime: file.sniffed.mime, size: file.size, sha256: file.sha256, originalName: displayName(file.originalName), uploadedBy: file.uploadedBy })
      .returning();
    return row!;
  } finally {
    await storage.removeTemp(file.path);
  }
};

export const storeUpload = async (
  db: TDb,
  storage: TStorage,
  options: TStreamOptions & { originalName?: string; uploadedBy: number | null },
): Promise<TStoredFile> => {
  const received = await receive(storage, options);
  return adoptFile(db, storage, { ...received, kind: options.kind, originalName: options.originalName, uploadedBy: options.uploadedBy });
};
