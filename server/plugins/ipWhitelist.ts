/**
 * The IP whitelist: with IP_WHITELIST=on and at least one entry, every API call (login
 * included) from an address outside the list answers 403. The address is the socket's unless
 * TRUST_PROXY names the proxy that sent X-Forwarded-For (Fastify's trustProxy, set in app.ts).
 * The list is kept in memory until the next change to the database (plugins/changes.ts), so that
 * every API instance applies a change at once without reading the list on every call.
 */
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { forbidden } from '../lib/errors.ts';
import { isInRanges } from '../lib/ipRanges.ts';

export type TIpWhitelist = {
  enforced: boolean;
  /** The addresses and ranges listed now. */
  entries: (db: TDb) => Promise<string[]>;
  /** Whether the address may call the API with the list as the database holds it now. */
  admits: (db: TDb, address: string) => Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    ipWhitelist: TIpWhitelist;
  }
}

const entriesOf = async (db: TDb): Promise<string[]> => {
  const result = await db.execute<{ ip: string }>(sql`select ip from ipwhitelists`);
  return (result as unknown as { rows: { ip: string }[] }).rows.map((row) => row.ip);
};

export const ipWhitelistPlugin = fp(
  async (app, options: { enforced: boolean }) => {
    const listed = app.readCache<string[]>(1, (table) => table === 'ipwhitelists');
    const admits = async (db: TDb, address: string) => {
      if (!options.enforced) return true;
      // Inside a transaction (a guard checking a write before it commits) the list is read afresh.
      const entries = db === app.db ? await listed.get('entries', () => entriesOf(db)) : await entriesOf(db);
      return entries.length === 0 || isInRanges(entries, address);
    };
    app.decorate('ipWhitelist', { enforced: options.enforced, entries: entriesOf, admits });
    if (!options.enforced) return;
    app.addHook('onRequest', async (request) => {
      // The public intake is called by the customer-facing sites' servers, authenticated by their key, not by staff;
      // the card processor's postbacks by their signature, from the addresses its payment setting allows.
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/v1/public/') || request.url.startsWith('/api/v1/providers/')) return;
      if (!(await admits(app.db, request.ip))) throw forbidden(`errors.ip_not_allowed|${request.ip}`);
    });
  },
  { name: 'ipWhitelist', dependencies: ['db', 'changes'] },
);
