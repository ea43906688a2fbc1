import fp from 'fastify-plugin';
import type { TDatabase, TDb } from '../db/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: TDb;
    database: TDatabase;
  }
}

/** Makes the database available to routes; it is opened and closed by whoever builds the app. */
export const dbPlugin = fp(
  async (app, options: { database: TDatabase }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'db' },
);
