/**
 * Secret fields at rest (`type: 'secret'`, a payment setting's postback secret): sealed with
 * AES-256-GCM (auth/secretBox.ts) under the server's secrets key, bound to their resource and field,
 * so that a copy of the database alone reveals none of them. The key is TOTP_ENCRYPTION_KEY when set,
 * else one made on first use and kept in system_settings (the one that seals TOTP secrets).
 * The kernel seals what creates and updates write; code that needs a secret's value opens it.
 */
import { randomBytes } from 'node:crypto';
import { eq, like, not } from 'drizzle-orm';
import type { TResource } from '../../resources/define.ts';
import { seal, unseal } from '../auth/secretBox.ts';
import type { TAnyTable } from '../db/derive.ts';
import type { TDb } from '../db/index.ts';
import { encryptionKey } from '../config.ts';
import { settingOrCreate } from '../db/settings.ts';

const SEALED_PREFIX = 'v1.';

/** The server's secrets key: the configured one (TOTP_ENCRYPTION_KEY), or the one kept in the database (made on first use). */
export const secretsKey = async (db: TDb, configured: Buffer | undefined = encryptionKey(process.env.TOTP_ENCRYPTION_KEY?.trim())): Promise<Buffer> =>
  configured ?? Buffer.from(await settingOrCreate(db, 'totp_encryption_key', () => randomBytes(32).toString('base64')), 'base64');

const contextOf = (resource: TResource, field: string) => `${resource.name}.${field}`;

export const secretFields = (resource: TResource): string[] =>
  Object.entries(resource.fields).filter(([, field]) => field.type === 'secret').map(([name]) => name);

/** The row to write with each secret it carries sealed. */
export const sealSecrets = (key: Buffer, resource: TResource, row: Record<string, unknown>): Record<string, unknown> => {
  const sealed = { ...row };
  for (const name of secretFields(resource)) if (typeof sealed[name] === 'string') sealed[name] = seal(key, sealed[name], contextOf(resource, name));
  return sealed;
};

/** A stored secret's value. One kept before secrets were sealed is read as it is, until `sealStoredSecrets` seals it. */
export const openSecret = (key: Buffer, resource: TResource, field: string, stored: string): string =>
  stored.startsWith(SEALED_PREFIX) ? unseal(key, stored, contextOf(resource, field)) : stored;

/** Seals the secrets still stored in clear (written before they were sealed); answers how many. Run at start. */
export const sealStoredSecrets = async (db: TDb, key: Buffer, tables: { resource: TResource; table: TAnyTable }[]): Promise<number> => {
  let count = 0;
  for (const { resource, table } of tables) {
    for (const name of secretFields(resource)) {
      const column = table[name]!;
      const rows = (await db.select({ id: table.id!, value: column }).from(table).where(not(like(column, `${SEALED_PREFIX}%`)))) as { id: number; value: string | null }[];
      for (const row of rows) {
        if (row.value === null) continue;
        await db.update(table).set({ [name]: seal(key, row.value, contextOf(resource, name)) }).where(eq(table.id!, row.id));
        count++;
      }
    }
  }
  return count;
};
