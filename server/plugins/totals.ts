import fp from 'fastify-plugin';
import { createTotals, type TTotals } from '../crud/totals.ts';

declare module 'fastify' {
  interface FastifyInstance {
    totals: TTotals;
  }
}

/** The lists' cached totals, one cache per API instance. */
export const totalsPlugin = fp(
  async (app, options: { ttlMs: number }) => {
    app.decorate('totals', createTotals(options.ttlMs));
  },
  { name: 'totals' },
);
