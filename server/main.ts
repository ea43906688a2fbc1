/** Runs the server: opens the database, migrates, bootstraps, serves, and shuts down cleanly. */
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { pathToFileURL } from 'node:url';
import { reports, resources } from '../resources/index.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { StorageUnavailableError } from './files/storage.ts';
import { seedDemo } from './setup/demo.ts';
import { injectSender } from './setup/paymentSimulator.ts';
import { PREPARE_LOCK, prepareDatabase } from './setup/prepare.ts';

/** How long requests in flight may take to finish once the instance is asked to stop. */
const DRAIN_MS = 10_000;
/** Connections left idle this long after the stop began are closed: their clients went quiet. */
const IDLE_GRACE_MS = 1_000;

/**
 * Stops taking connections and resolves once every open one has ended. Node's own http close
 * also drops idle kept-alive connections at once, which resets a request a client is sending on
 * one at that moment; here they stay until their next answer (which closes them) or the grace.
 */
const stopListening = (server: Server) => new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
import { translateMessage } from './lib/i18n.ts';

export const main = async (): Promise<void> => {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const { jwtSecret, generatedPassword, adminPasswordProblems } = await prepareDatabase(database, {
    resources,
    reports,
    adminPassword: config.adminPassword,
    jwtSecret: config.jwtSecret,
  });
  const app = await buildApp({ database, config, jwtSecret }).catch(async (error: unknown) => {
    if (!(error instanceof StorageUnavailableError)) throw error;
    console.error(`Showrunner cannot start: ${error.message}`);
    await database.close();
    process.exit(1);
  });
  // Into the configured store (disk or bucket); instances starting together take turns, so one seeds.
  const seeded = config.seedDemo && (await database.exclusive(PREPARE_LOCK, (db) => seedDemo(db, app.storage, injectSender(app))));
  if (seeded) console.log('Loaded the demo data set (SEED_DEMO=0 turns it off).');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // The balancer sees /readyz fail at once; no new connection is taken; requests in flight
    // finish (up to DRAIN_MS), jobs stop between items; then the database closes.
    app.drain();
    setTimeout(() => app.server.closeIdleConnections(), IDLE_GRACE_MS).unref();
    setTimeout(() => app.server.closeAllConnections(), DRAIN_MS).unref();
    try {
      await Promise.all([app.jobs.stop(), stopListening(app.server)]);
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'the shutdown did not complete cleanly');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  await app.jobs.start();
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
