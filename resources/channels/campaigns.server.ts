/**
 * A channel's campaigns, nested under it: `GET`/`POST /channels/{id}/campaigns`,
 * `GET`/`PUT`/`DELETE /channels/{id}/campaigns/{campaignId}`. Read with the channels' list right,
 * written with their edit right; a channel the caller does not see, or a campaign of another
 * channel, answers 404.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId, ZIdParams } from '../../server/crud/params.ts';
import type { TServerResource } from '../../server/crud/resource.ts';
import { scopeWhere } from '../../server/crud/scope.ts';
import type { TDb } from '../../server/db/index.ts';
import { audit } from '../../server/lib/audit.ts';
import { notFound } from '../../server/lib/errors.ts';
import { ZCampaign } from './campaigns.ts';
import { campaigns } from './tables.server.ts';

const ZCampaignParams = z.object({ id: ZId, campaignId: ZId });

export const registerCampaigns = (app: FastifyInstance, channels: TServerResource): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/admin/channels/:id/campaigns';
  const tags = ['channels'];

  /** The channel, when the caller sees it; 404 otherwise, as for a missing one. */
  const assertChannel = async (db: TDb, request: FastifyRequest, id: number) => {
    const [found] = await db.select({ id: channels.table.id }).from(channels.table).where(and(eq(channels.table.id, id), scopeWhere(channels, request.scope)));
    if (!found) throw notFound();
  };
  const ofChannel = (id: number, campaignId: number) => and(eq(campaigns.id, campaignId), eq(campaigns.channelId, id));

  api.get(base, { schema: { tags, summary: 'The campaigns of a channel, by start', params: ZIdParams, operationId: 'listChannelCampaigns' }, config: { permission: ['list-channels', 'edit-channels'] } }, async (request) => {
    await assertChannel(app.db, request, request.params.id);
    return app.db.select().from(campaigns).where(eq(campaigns.channelId, request.params.id)).orderBy(asc(campaigns.startDate), asc(campaigns.id));
  });

  api.get(`${base}/:campaignId`, { schema: { tags, summary: 'One campaign of a channel', params: ZCampaignParams, operationId: 'getChannelCampaign' }, config: { permission: ['list-channels', 'edit-channels'] } }, async (request) => {
    const { id, campaignId } = request.params;
    await assertChannel(app.db, request, id);
    const [row] = await app.db.select().from(campaigns).where(ofChannel(id, campaignId));
    if (!row) throw notFound();
    return row;
  });

  api.post(
    base,
    {
      schema: { tags, summary: 'Plan a campaign under a channel', description: 'Its utm_campaign is unique within the channel (409 otherwise); it ends on or after the day it starts (422).', params: ZIdParams, body: ZCampaign, operationId: 'createChannelCampaign' },
      config: { permission: 'edit-channels' },
    },
    async (request, reply) => {
      const { id } = request.params;
      const created = await app.db.transaction(async (txn) => {
        const tx = txn as unknown as TDb;
        await assertChannel(tx, request, id);
        const [row] = await tx.insert(campaigns).values({ ...request.body, channelId: id }).returning();
        await audit(tx, request, { action: 'create_campaign', resource: 'channels', recordId: id, after: row });
        return row;
      });
      return reply.status(201).send(created);
    },
  );

  api.put(
    `${base}/:campaignId`,
    { schema: { tags, summary: 'Change a campaign of a channel', params: ZCampaignParams, body: ZCampaign, operationId: 'updateChannelCampaign' }, config: { permission: 'edit-channels' } },
    async (request) => {
      const { id, campaignId } = request.params;
      return app.db.transaction(async (txn) => {
        const tx = txn as unknown as TDb;
        await assertChannel(tx, request, id);
        const [before] = await tx.select().from(campaigns).where(ofChannel(id, campaignId)).for('update');
        if (!before) throw notFound();
        const [after] = await tx.update(campaigns).set({ ...request.body, updatedAt: new Date() }).where(ofChannel(id, campaignId)).returning();
        await audit(tx, request, { action: 'update_campaign', resource: 'channels', recordId: id, before, after });
        return after;
      });
    },
  );

  api.delete(`${base}/:campaignId`, { schema: { tags, summary: 'Delete a campaign of a channel', params: ZCampaignParams, operationId: 'deleteChannelCampaign' }, config: { permission: 'edit-channels' } }, async (request) => {
    const { id, campaignId } = request.params;
    return app.db.transaction(async (txn) => {
      const tx = txn as unknown as TDb;
      await assertChannel(tx, request, id);
      const [before] = await tx.delete(campaigns).where(ofChannel(id, campaignId)).returning();
      if (!before) throw notFound();
      await audit(tx, request, { action: 'delete_campaign', resource: 'channels', recordId: id, before });
      return before;
    });
  });
};
