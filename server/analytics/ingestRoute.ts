/**
 * `POST /api/v1/public/events`: a site's server sends its visitors' page views and sign-ups in
 * batches (docs/analytics-ingestion.md). The same door as the public intake (its key, counted per
 * address and per key, 401 and 429 as there), a body of at most BATCH_BODY_BYTES (413), a batch
 * validated whole (422 naming the event and the field, nothing written); 202 with the counts.
 */
import type { FastifyInstance } from 'fastify';
import { admitCaller, PUBLIC_PREFIX } from '../crud/intake.ts';
import type { TPublicCaller } from '../crud/resource.ts';
import { BATCH_BODY_BYTES, ingestBatch, MAX_BATCH } from './ingest.ts';

export type TEventsLimits = { perIp: number; perCaller: number; retentionMonths: number };

export const registerEventsRoute = async (app: FastifyInstance, options: { caller: TPublicCaller | undefined; limits: TEventsLimits }): Promise<void> => {
  const { caller, limits } = options;
  if (!caller) return;
  await app.register(async (scope) => {
    scope.post(
      `${PUBLIC_PREFIX}/events`,
      {
        bodyLimit: BATCH_BODY_BYTES,
        onRequest: async (request) => {
          (request as { siteId?: number }).siteId = await admitCaller(scope.db, request, caller, { perIp: limits.perIp, perCaller: limits.perCaller, counter: 'events' });
        },
        schema: {
          tags: ['public'],
          summary: `Send up to ${MAX_BATCH} visit events of the site (X-Site-Key); answers 202 with how many were accepted, already received, and dropped as robots`,
          security: [],
          operationId: 'submitEvents',
        },
        config: { public: true },
      },
      async (request, reply) => {
        const siteId = (request as { siteId?: number }).siteId!;
        const result = await ingestBatch(scope.db, siteId, request.body, { retentionMonths: limits.retentionMonths });
        return reply.status(202).header('cache-control', 'no-store').send(result);
      },
    );
  });
};
