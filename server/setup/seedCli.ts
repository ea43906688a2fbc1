/** `npm run db:seed`: loads the demo data set into the configured database (if it has no content yet). */
import { reports, resources } from '../../resources/index.ts';
import { loadConfig } from '../config.ts';
import { useMediaBase } from '../files/present.ts';
import { openStorage } from '../files/stores.ts';
import { seedDemo } from './demo.ts';
import { openDatabase } from '../db/index.ts';
import { prepareDatabase } from './prepare.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
const { generatedPassword } = await prepareDatabase(database, { resources, reports, adminPassword: config.adminPassword });
if (generatedPassword) console.log(`First admin created. Username: admin   Password: ${generatedPassword}`);
useMediaBase(config.mediaBaseUrl);
const storage = openStorage(config);
await storage.check();
console.log((await seedDemo(database.db, storage)) ? 'Demo data loaded.' : 'The database already has content; nothing loaded.');
storage.close();
await database.close();
