/**
 * The demo's marketing: a newsletter, an affiliate and an ad network, each with a campaign, and
 * the customers they brought (one in five by the newsletter, one in seven by the affiliate), as
 * the attribution rule would have set them at sign-up.
 */
import { sql } from 'drizzle-orm';
import { channels } from '../../resources/channels/schema.ts';
import { campaigns } from '../../resources/channels/tables.server.ts';
import { serverResource } from '../registry.ts';
import type { TDb } from '../db/index.ts';

const CHANNELS = [
  { utmSource: 'newsletter', utmMedium: 'email', type: 'email', profitSharing: 0, campaign: { name: 'Weekly picks', utmCampaign: 'weekly-picks', budget: 50000 } },
  { utmSource: 'partnerx', utmMedium: 'referral', type: 'affiliate', profitSharing: 2500, campaign: { name: 'Spring promotion', utmCampaign: 'spring', budget: 200000 } },
  { utmSource: 'adnet', utmMedium: 'cpc', type: 'paid_ads', profitSharing: 0, campaign: { name: 'Search ads', utmCampaign: 'search', budget: 500000 } },
] as const;

export const seedDemoChannels = async (db: TDb): Promise<void> => {
  const table = serverResource(channels).table;
  await db.transaction(async (raw) => {
    const tx = raw as unknown as TDb;
    const ids: number[] = [];
    for (const { campaign, ...channel } of CHANNELS) {
      const [row] = await tx.insert(table).values(channel).returning({ id: table.id });
      ids.push(row!.id as number);
      await tx.insert(campaigns).values({ ...campaign, channelId: row!.id as number, currency: 'USD', spend: Math.round(campaign.budget / 3), status: 'active' });
    }
    await tx.execute(sql`update users set channel = ${ids[0]} where id % 5 = 0`);
    await tx.execute(sql`update users set channel = ${ids[1]} where id % 7 = 0 and id % 5 <> 0`);
  });
};
