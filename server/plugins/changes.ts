/**
 * Hears every change to the database and hands out caches that forget what a change may have
 * touched (see lib/readCache.ts). A write through this instance is heard before its response
 * leaves, so that the caller's next request cannot be answered from what the write replaced;
 * another instance's commit is heard when PostgreSQL delivers its announcement, a moment later.
 */
import fp from 'fastify-plugin';
import { createChanges, createReadCache, type TChanges, type TReadCache } from '../lib/readCache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    changes: TChanges;
    /** A cache of its own, emptied by every change; at most `maxEntries` values. */
    readCache: <V>(maxEntries: number) => TReadCache<V>;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changesPlugin = fp(
  async (app, options: { ttlMs: number }) => {
    const changes = createChanges();
    app.decorate('changes', changes);
    app.decorate('readCache', <V>(maxEntries: number) => createReadCache<V>(changes, { ttlMs: options.ttlMs, maxEntries }));
    const stop = await app.database.listen({ changed: () => changes.changed(), live: (live) => changes.setLive(live) });
    app.addHook('onClose', async () => stop());
    app.addHook('onSend', async (request) => {
      if (!READS.has(request.method)) changes.changed();
    });
  },
  { name: 'changes', dependencies: ['db'] },
);
