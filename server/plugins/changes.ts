/**
 * Hears every change to the database and hands out caches that forget what a change may have
 * touched (see lib/readCache.ts). A write through this instance is heard before its response
 * leaves, so that the caller's next request cannot be answered from what the write replaced;
 * another instance's commit is heard when PostgreSQL delivers its announcement, a moment later.
 */
import fp from 'fastify-plugin';
import { createChanges, createReadCache, type TChanges, type TReadCache, type TReadCacheOptions } from '../lib/readCache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False for a route whose caller never reads this API back (a provider's notifications): its
     * writes are heard from the database's announcement, a moment later, as another instance's
     * are, and do not empty every cache of this instance on their way out.
     */
    callerReadsBack?: boolean;
  }
  interface FastifyInstance {
    changes: TChanges;
    /** A cache of its own, emptied by every change to a table it reads from; at most `maxEntries` values, kept `ttlMs` at most (CACHE_TTL_MS unless given). */
    readCache: <V>(maxEntries: number, readsFrom?: TReadCacheOptions['readsFrom'], ttlMs?: number) => TReadCache<V>;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changesPlugin = fp(
  async (app, options: { ttlMs: number }) => {
    const changes = createChanges();
    app.decorate('changes', changes);
    app.decorate('readCache', <V>(maxEntries: number, readsFrom?: TReadCacheOptions['readsFrom'], ttlMs = options.ttlMs) =>
      createReadCache<V>(changes, { ttlMs, maxEntries, readsFrom }),
    );
    const stop = await app.database.listen({ changed: (table) => changes.changed(table), live: (live) => changes.setLive(live) });
    app.addHook('onClose', async () => stop());
    // A refused request wrote nothing that matters here (what it did write, a failed login's trace,
    // is announced by the database): refused traffic, however much, does not empty the caches.
    app.addHook('onSend', async (request, reply) => {
      if (!READS.has(request.method) && reply.statusCode < 400 && request.routeOptions.config.callerReadsBack !== false) changes.changed();
    });
  },
  { name: 'changes', dependencies: ['db'] },
);
