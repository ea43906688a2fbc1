/** A system setting kept in the database, made on first use. Imports nothing of the registry, so an entity's server side may use it. */
import { eq } from 'drizzle-orm';
import type { TDb } from './index.ts';
import { systemSettings } from './system.ts';

export const settingOrCreate = async (db: TDb, key: string, create: () => string): Promise<string> => {
  await db.insert(systemSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  return row!.value;
};
