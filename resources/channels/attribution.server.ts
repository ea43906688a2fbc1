/**
 * The attribution rule (attribution.ts) against the channels and campaigns as stored: what a
 * sign-up or the analytics' ingestion calls with the landing URL a visitor arrived on.
 */
import { eq, inArray } from 'drizzle-orm';
import type { TAnyTable } from '../../server/db/derive.ts';
import type { TDb } from '../../server/db/index.ts';
import { attribute, readUtm, type TAttribution } from './attribution.ts';
import { campaigns } from './tables.server.ts';

/**
 * The channel and campaign of a landing URL (or its query), or null. Only the channels of the
 * link's source are read: a channel always declares its source, so no other could match.
 */
export const attributionOf = async (db: TDb, channelTable: TAnyTable, landing: string): Promise<TAttribution | null> => {
  const { utmSource } = readUtm(landing);
  if (!utmSource) return null;
  const candidates = await db.select().from(channelTable).where(eq(channelTable.utmSource, utmSource));
  if (!candidates.length) return null;
  const ids = candidates.map((c) => c.id as number);
  const theirCampaigns = await db
    .select({ id: campaigns.id, channelId: campaigns.channelId, utmCampaign: campaigns.utmCampaign })
    .from(campaigns)
    .where(inArray(campaigns.channelId, ids));
  return attribute(landing, candidates as never, theirCampaigns);
};
