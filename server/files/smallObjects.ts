/**
 * Small stored objects (thumbnails, covers) kept in memory after their first read from the
 * bucket, so that a list page of thumbnails costs no round trip to it. Safe to keep: a key's
 * content never changes. Bounded by total bytes; the least recently read goes first.
 */
export type TCachedObject = { body: Buffer; etag?: string; lastModified?: Date };

/** Objects up to this size are kept: thumbnails are a few KB, a cover a few hundred. */
export const SMALL_OBJECT_BYTES = 512 * 1024;

export const smallObjectCache = (maxBytes = 64 * 1024 ** 2) => {
  const entries = new Map<string, TCachedObject>();
  let bytes = 0;
  return {
    get: (key: string): TCachedObject | undefined => {
      const found = entries.get(key);
      if (found) {
        // A Map keeps insertion order: re-inserting marks it the most recently read.
        entries.delete(key);
        entries.set(key, found);
      }
      return found;
    },
    set: (key: string, object: TCachedObject): void => {
      if (object.body.length > SMALL_OBJECT_BYTES || entries.has(key)) return;
      entries.set(key, object);
      bytes += object.body.length;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= value.body.length;
      }
    },
    delete: (key: string): void => {
      const found = entries.get(key);
      if (!found) return;
      entries.delete(key);
      bytes -= found.body.length;
    },
  };
};
