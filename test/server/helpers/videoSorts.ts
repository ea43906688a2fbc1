/** Every sort of the videos' list, each field with its column as the tests' own SQL orders by it. */
import { sql } from 'drizzle-orm';

export const VIDEO_SORTS = [
  ['title', sql`title`],
  ['serialNumber', sql`serial_number`],
  ['videoDuration', sql`video_duration`],
  ['views', sql`views`],
  ['likes', sql`likes`],
  ['publishedAt', sql`published_at`],
  ['id', sql`id`],
] as const;
