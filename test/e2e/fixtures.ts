/**
 * Data the journeys need before the server starts (it then owns the embedded database):
 * an admin whose only role holds the tag permissions.
 */
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { resources } from '../../resources/index.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { seedDemo } from '../../server/setup/demo.ts';
import { openDatabase } from '../../server/db/index.ts';
import { diskStorage } from '../../server/files/storage.ts';
import { prepareDatabase } from '../../server/setup/prepare.ts';
import { adminRoles, admins, permissions, rolePermissions, roles } from '../../server/db/system.ts';

export const TAG_EDITOR = { username: 'tag.editor', password: 'Tag-editor-1' };

export const prepareE2eDatabase = async (dataDir: string, adminPassword: string): Promise<void> => {
  const database = await openDatabase({ dataDir });
  await prepareDatabase(database, { resources, adminPassword });
  await seedDemo(database.db, diskStorage(join(dataDir, 'storage')));
  const db = database.db;
  const [role] = await db.insert(roles).values({ name: 'Tag editors' }).returning();
  const granted = await db
    .select()
    .from(permissions)
    .where(inArray(permissions.name, ['list-tags', 'create-tags', 'edit-tags', 'delete-tags']));
  await db.insert(rolePermissions).values(granted.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  const [admin] = await db
    .insert(admins)
    .values({ username: TAG_EDITOR.username, name: 'Tag Editor', passwordHash: await hashPassword(TAG_EDITOR.password) })
    .returning();
  await db.insert(adminRoles).values({ adminId: admin!.id, roleId: role!.id });
  await database.close();
};
