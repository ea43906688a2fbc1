/** Runs the server: opens the database, migrates, bootstraps, serves, and shuts down cleanly. */
import { pathToFileURL } from 'node:url';
import { resources } from '../resources/index.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startScheduler } from './content/scheduler.ts';
import { seedDemo } from './db/demo.ts';
import { openDatabase } from './db/index.ts';
import { prepareDatabase } from './db/prepare.ts';
import { translateMessage } from './lib/i18n.ts';

export const main = async (): Promise<void> => {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const { jwtSecret, generatedPassword, adminPasswordProblems } = await prepareDatabase(database, {
    resources,
    adminPassword: config.adminPassword,
    jwtSecret: config.jwtSecret,
  });
  if (config.seedDemo && (await seedDemo(database.db, config.storageDir))) console.log('Loaded the demo data set (SEED_DEMO=0 turns it off).');

  const app = await buildApp({ database, config, jwtSecret });
  const stopScheduler = startScheduler(database.db, (error) => app.log.error({ err: error }, 'scheduled publishing failed'));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stops accepting connections and waits for the requests in flight, then closes the database.
    stopScheduler();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const where = `http://${config.host}:${config.port}`;
  console.log(`\nShowrunner is running at ${where} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}).`);
  if (generatedPassword) {
    console.log(`\n  First admin created. Username: admin   Password: ${generatedPassword}\n  This password is shown only once: keep it, then change it under Profile.\n`);
  }
  if (adminPasswordProblems) {
    console.warn(`\n  Warning: ADMIN_PASSWORD is easy to guess (${adminPasswordProblems.map((problem) => translateMessage(problem, 'en')).join(' ')}). The first admin can log in with it: change it under Profile now.\n`);
  }
};

// `node --import tsx server/main.ts` runs the server; `npm start` imports main() after building the app.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
