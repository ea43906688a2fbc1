import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZEnforcement = z.object({
  enforced: z.boolean().describe('IP_WHITELIST=on: calls from outside the list are refused while it has entries'),
  ip: z.string().describe('the caller’s address as the server sees it (TRUST_PROXY decides whether X-Forwarded-For counts)'),
  allowed: z.boolean().describe('whether that address may call the API now'),
  entries: z.number().describe('how many entries the list holds (none: nothing is refused)'),
});

/** Beyond the generic CRUD: what the whitelist does for the caller right now, shown above the list. */
export const registerIpWhitelistRoutes = (app: FastifyInstance): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/ipwhitelists/enforcement',
    {
      schema: {
        tags: ['ipwhitelists'],
        summary: 'Whether the whitelist is enforced and admits the caller',
        description:
          'Enforcement is switched by configuration (IP_WHITELIST=on) and applies while the list has entries. Creating, editing or deleting an entry answers 409 when the caller’s own address would then be refused.',
        response: { 200: ZEnforcement },
      },
      config: { permission: 'list-ipwhitelists' },
    },
    async (request) => ({
      enforced: app.ipWhitelist.enforced,
      ip: request.ip,
      allowed: await app.ipWhitelist.admits(app.db, request.ip),
      entries: (await app.ipWhitelist.entries(app.db)).length,
    }),
  );
};
