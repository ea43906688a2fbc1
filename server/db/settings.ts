/**
 * A value kept in system_settings, made on first use. Apart from the bootstrap (which reads the
 * registry) so that modules the registry's server sides import (secrets.ts) can use it without an
 * import cycle through the registry's top-level await.
 */
import { eq } from 'drizzle-orm';
import type { TDb } from './index.ts';
import { systemSettings } from './system.ts';

export const settingOrCreate = async (db: TDb, key: string, create: () => string): Promise<string> => {
  await db.insert(systemSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  return row!.value;
};
