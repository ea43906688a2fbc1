/** The demo home page: a row of the newest videos, a row of models, an ad slot, and two banners (one expired). */
import { asc, desc, eq } from 'drizzle-orm';
import { advertisements } from '../../resources/advertisements/schema.ts';
import { banners } from '../../resources/banners/schema.ts';
import { blocks } from '../../resources/blocks/schema.ts';
import { models } from '../../resources/models/schema.ts';
import { videos } from '../../resources/videos/schema.ts';
import { writeJoins } from '../crud/records.ts';
import { serverResource } from '../registry.ts';
import type { TDb } from '../db/index.ts';

export const seedDemoHome = async (db: TDb): Promise<void> => {
  const videoTable = serverResource(videos).table;
  const modelTable = serverResource(models).table;
  const adTable = serverResource(advertisements).table;
  const blockEntry = serverResource(blocks);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as TDb;
    const newest = await tx.select({ id: videoTable.id, cover: videoTable.cover }).from(videoTable).orderBy(desc(videoTable.id)).limit(6);
    const modelRows = await tx.select({ id: modelTable.id }).from(modelTable).orderBy(asc(modelTable.id)).limit(6);
    const [ad] = await tx.select({ id: adTable.id }).from(adTable).where(eq(adTable.position, 'home_middle'));
    const rows: { title: string; type: string; page: string; sort: number; advertisement?: number; joined: Record<string, number[]> }[] = [
      { title: 'New this week', type: 'video_row', page: 'home', sort: 10, joined: { videos: newest.map((v) => v.id as number) } },
      { title: 'Our models', type: 'model_row', page: 'home', sort: 20, joined: { models: modelRows.map((m) => m.id as number) } },
      ...(ad ? [{ title: 'Partner offer', type: 'advertisement_slot', page: 'home', sort: 30, advertisement: ad.id as number, joined: {} }] : []),
    ];
    for (const { joined, ...values } of rows) {
      const [block] = await tx.insert(blockEntry.table).values(values).returning({ id: blockEntry.table.id });
      await writeJoins(tx, blockEntry, block!.id as number, joined);
    }
    const cover = (newest[0]?.cover as string | null | undefined) ?? null;
    await tx.insert(serverResource(banners).table).values([
      { name: 'Summer season', title: 'A summer of premieres', position: 'home_hero', sort: 10, type: 'image', cta: 'Watch now', image: cover, link: 'https://example.com/summer' },
      { name: 'Spring sale', title: 'Spring sale', position: 'home_hero', sort: 20, type: 'image', image: cover, expiredAt: new Date('2024-04-30T23:59:59Z') },
    ]);
  });
};
