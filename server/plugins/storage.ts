/**
 * The store of uploaded files (the disk or a bucket), checked before the server starts, so that
 * a missing or unreachable bucket stops the start with its reason instead of failing uploads
 * later; closed with the server.
 */
import fp from 'fastify-plugin';
import type { TStorage } from '../files/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where stored files live, for whatever reads or writes them. */
    storage: TStorage;
  }
}

export const storagePlugin = fp(
  async (app, options: { storage: TStorage }) => {
    await options.storage.check();
    app.decorate('storage', options.storage);
    app.addHook('onClose', async () => options.storage.close());
  },
  { name: 'storage' },
);
