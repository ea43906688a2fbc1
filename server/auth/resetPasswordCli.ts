/** `npm run admin:reset-password -- <username>`: prints a new password for that admin (see resetPassword.ts). */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { resetAdminPassword } from './resetPassword.ts';

const username = process.argv[2]?.trim();
if (!username) {
  console.error('Usage: npm run admin:reset-password -- <username>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
const password = await resetAdminPassword(database.db, username);
await database.close();
if (!password) {
  console.error(`No admin is called "${username}".`);
  process.exit(1);
}
console.log(`New password for ${username}: ${password}\nTheir sessions are signed out; they can choose their own password from the profile.`);
