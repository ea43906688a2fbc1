/**
 * Fills a migrated database with a catalogue of realistic size in a few statements that the
 * database runs itself (generate_series), so that 100,000 videos take seconds, not minutes:
 * 60 tags, 300 directors, 5,000 models, 100,000 videos with 3 tags, 1–2 models and a director each.
 * `videoFacts` says in JavaScript what the statements write for video g, so that a mix knows how
 * many rows each of its filters matches (and so its last page) without asking the database.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../server/db/index.ts';

export type TVolume = { videos: number; models: number; tags: number; directors: number };
export const VOLUME: TVolume = { videos: 100_000, models: 5_000, tags: 60, directors: 300 };

export const TITLE_FIRST = ['Midnight', 'Golden', 'Silent', 'Velvet', 'Northern', 'Paper', 'Neon', 'Blue', 'Last', 'Quiet', 'Summer', 'Winter', 'Hidden', 'Wild', 'Secret', 'Lost', 'Crimson', 'Electric', 'Gentle', 'Distant'];
export const TITLE_SECOND = ['Harbour', 'Hour', 'Storm', 'Room', 'Lights', 'Moon', 'Garden', 'Coast', 'Train', 'Letters', 'Dance', 'City', 'River', 'Affair', 'Morning', 'Island', 'Hotel', 'Road', 'Mirror', 'Window', 'Festival', 'Studio', 'Dream', 'Valley', 'Balcony'];
/** A video's status by the last digit of its number: seven in ten published. */
export const STATUS_BY_LAST_DIGIT = ['published', 'published', 'published', 'published', 'published', 'published', 'published', 'scheduled', 'draft', 'hidden'] as const;
/** Each video's three tags are these offsets apart (distinct modulo any tag count above 26). */
const TAG_STEPS = [0, 13, 26];

export type TVideoFacts = { serialNumber: string; title: string; status: string; tags: number[] };

/** What generateCatalogue writes for video g (its id: the table is empty before, ids follow g). */
export const videoFacts = (g: number, volume: TVolume): TVideoFacts => ({
  serialNumber: `BV-${String(g).padStart(6, '0')}`,
  title: `${TITLE_FIRST[g % TITLE_FIRST.length]} ${TITLE_SECOND[Math.floor(g / TITLE_FIRST.length) % TITLE_SECOND.length]} ${g}`,
  status: STATUS_BY_LAST_DIGIT[g % 10]!,
  tags: TAG_STEPS.map((step) => 1 + ((g * 7 + step) % volume.tags)),
});

const words = (list: readonly string[]) => sql.raw(`array[${list.map((w) => `'${w}'`).join(',')}]`);

export const generateCatalogue = async (db: TDb, volume: TVolume = VOLUME): Promise<void> => {
  await db.execute(sql`insert into tags (name, sort) select 'Tag ' || g, g from generate_series(1, ${volume.tags}) g`);
  await db.execute(sql`insert into directors (name) select 'Director ' || g from generate_series(1, ${volume.directors}) g`);
  await db.execute(sql`insert into models (name, gender, is_popular, birthday, birth_place, height_feet, height_inches, weight, chest, waist, hips)
    select 'Model ' || g, (array['female','male','transgender','nonbinary'])[1 + g % 4], g % 10 = 0, date '1980-01-01' + (g * 7) % 9000,
      'City ' || (g % 90), 5, g % 12, 100 + g % 90, 30 + g % 10, 22 + g % 8, 32 + g % 10
    from generate_series(1, ${volume.models}) g`);
  await db.execute(sql`insert into videos (serial_number, title, cover, video, video_duration, status, published_at, is_free, is_main,
      views, original_views, likes, dislikes, source, tooltips, description)
    select 'BV-' || lpad(g::text, 6, '0'),
      (${words(TITLE_FIRST)})[1 + g % ${TITLE_FIRST.length}] || ' ' || (${words(TITLE_SECOND)})[1 + (g / ${TITLE_FIRST.length}) % ${TITLE_SECOND.length}] || ' ' || g,
      '/media/images/' || substr(md5(g::text), 1, 2) || '/' || md5(g::text) || '.jpg',
      '/media/videos/' || substr(md5('v' || g), 1, 2) || '/' || md5('v' || g) || '.mp4',
      600 + (g * 37) % 7200,
      (${words(STATUS_BY_LAST_DIGIT)})[1 + g % 10],
      case when g % 10 = 8 then null when g % 10 = 7 then now() + (g || ' minutes')::interval else now() - (g || ' minutes')::interval end,
      g % 7 = 0, g % 50 = 0, (g * 7919) % 100000, (g::bigint * 104729) % 50000, (g * 31) % 5000, (g * 17) % 300, 'Studio ' || (g % 12), null,
      '<p>Episode ' || g || ' of the catalogue, with a description of ordinary length for a video page.</p>'
    from generate_series(1, ${volume.videos}) g order by g`);
  await db.execute(sql`insert into videos_tags (owner_id, target_id, position)
    select v.id, 1 + (v.id * 7 + (${sql.raw(`array[${TAG_STEPS.join(',')}]`)})[1 + j]) % ${volume.tags}, j from videos v, generate_series(0, 2) j`);
  await db.execute(sql`insert into videos_models (owner_id, target_id, position)
    select v.id, 1 + (v.id * 31 + j * 977) % ${volume.models}, j from videos v, generate_series(0, 1) j where j = 0 or v.id % 3 = 0`);
  await db.execute(sql`insert into videos_directors (owner_id, target_id, position) select v.id, 1 + v.id % ${volume.directors}, 0 from videos v`);
  // Planner statistics and the visibility map (index-only scans), as autovacuum would leave them.
  await db.execute(sql`vacuum analyze`);
};
