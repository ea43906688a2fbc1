/** Stored files (the media library) and the block list of taken-down content. */
import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const FILE_KINDS = ['image', 'video', 'file'] as const;
export type TFileKind = (typeof FILE_KINDS)[number];

export const files = pgTable(
  'files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar({ length: 10 }).notNull(),
    /** Where the bytes are in the storage: server-made, never from the client. */
    storageKey: varchar({ length: 200 }).notNull().unique('files_storage_key_unique'),
    thumbKey: varchar({ length: 200 }),
    /** The type the content was sniffed as, which is also what it is served as. */
    mime: varchar({ length: 100 }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    width: integer(),
    height: integer(),
    sha256: varchar({ length: 64 }).notNull(),
    /** The name on the uploader's disk, for search and display only. */
    originalName: varchar({ length: 255 }).notNull(),
    uploadedBy: integer(),
    /** When the file was copied to the delivery storage (CDN origin), and where it is there. */
    cloudCopiedAt: timestamp({ withTimezone: true }),
    cloudUrl: varchar({ length: 2048 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_sha256_idx').on(t.sha256),
    index('files_kind_idx').on(t.kind, t.id),
    index('files_original_name_idx').on(t.originalName),
    // The sweep of unreferenced objects asks, a page of keys at a time, which thumbnails are named.
    index('files_thumb_key_idx').on(t.thumbKey),
  ],
);

/** Hashes of content taken down (DMCA, consent withdrawn): never stored again. */
export const fileBlocklist = pgTable('file_blocklist', {
  sha256: varchar({ length: 64 }).primaryKey(),
  reason: varchar({ length: 500 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
