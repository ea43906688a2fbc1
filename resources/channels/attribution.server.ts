/**
 * The attribution rule (attribution.ts) against the channels and campaigns as stored: what a
 * sign-up or the analytics' ingestion calls with the landing URL a visitor arrived on.
 */
import { inArray } from 'drizzle-orm';
import type { TAnyTable } from '../../server/db/derive.ts';
import type { TDb } from '../../server/db/index.ts';
import { attribute, readUtm, type TAttribution } from './attribution.ts';
import { campaigns } from './tables.server.ts';

/**
 * The channel and campaign of each landing URL (or its query, or its UTM values as parameters),
 * or null, in the order given. Only the channels of the links' sources are read, in one query:
 * a channel always declares its source, so no other could match.
 */
export const attributionsOf = async (db: TDb, channelTable: TAnyTable, landings: readonly (string | URLSearchParams)[]): Promise<(TAttribution | null)[]> => {
  const sources = [...new Set(landings.map((landing) => readUtm(landing).utmSource).filter((source): source is string => Boolean(source)))];
  if (!sources.length) return landings.map(() => null);
  const candidates = await db.select().from(channelTable).where(inArray(channelTable.utmSource, sources));
  if (!candidates.length) return landings.map(() => null);
  const ids = candidates.map((c) => c.id as number);
  const theirCampaigns = await db
    .select({ id: campaigns.id, channelId: campaigns.channelId, utmCampaign: campaigns.utmCampaign })
    .from(campaigns)
    .where(inArray(campaigns.channelId, ids));
  return landings.map((landing) => attribute(landing, candidates as never, theirCampaigns));
};

/** The channel and campaign of a landing URL (or its query), or null. */
export const attributionOf = async (db: TDb, channelTable: TAnyTable, landing: string): Promise<TAttribution | null> =>
  (await attributionsOf(db, channelTable, [landing]))[0] ?? null;
