/**
 * A site's intake key: the secret its servers send to the public API (`X-Site-Key`). It is shown
 * once, when issued; the database keeps its SHA-256 (a random 192-bit key needs no slow hash)
 * and its first characters, so that staff can tell which key a site holds without seeing it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { deriveTable } from '../../server/db/derive.ts';
import type { TDb } from '../../server/db/index.ts';
import { sites } from './schema.ts';

export const KEY_PREFIX = 'srk_';
/** What of a key is kept in clear: the prefix and a few characters. */
const SHOWN_LENGTH = KEY_PREFIX.length + 6;

/** The sites table, derived here so that a key can name its site and go with it. */
export const sitesTable = deriveTable(sites);

/** One key per site; a rotation replaces it, and the old one stops working at once. */
export const siteKeys = pgTable('site_keys', {
  siteId: integer()
    .primaryKey()
    .references(() => sitesTable.id, { onDelete: 'cascade' }),
  keyHash: varchar({ length: 64 }).notNull().unique('site_keys_key_hash_unique'),
  keyPrefix: varchar({ length: 20 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Issues a new key for the site, replacing any previous one; the key itself is returned, once. */
export const issueKey = async (tx: TDb, siteId: number): Promise<string> => {
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const row = { siteId, keyHash: hashOf(key), keyPrefix: key.slice(0, SHOWN_LENGTH), createdAt: new Date() };
  await tx.insert(siteKeys).values(row).onConflictDoUpdate({ target: siteKeys.siteId, set: row });
  return key;
};

/** The enabled site a key belongs to, or null. */
export const siteOfKey = async (db: TDb, key: string): Promise<{ id: number } | null> => {
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) return null;
  const [site] = await db
    .select({ id: sitesTable.id })
    .from(siteKeys)
    .innerJoin(sitesTable, eq(sitesTable.id, siteKeys.siteId))
    .where(and(eq(siteKeys.keyHash, hashOf(key)), eq(sitesTable.status, 'enabled')));
  return site ?? null;
};
