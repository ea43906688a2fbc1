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

export const FIRST_NAMES = ['Anna', 'Ben', 'Chloe', 'David', 'Emma', 'Felix', 'Grace', 'Henry', 'Iris', 'Jack', 'Kate', 'Leo', 'Mia', 'Noah', 'Olivia', 'Paul', 'Ruby', 'Sam', 'Tina', 'Victor', 'Wen', 'Yu', 'Zoe', 'Hao'];
export const LAST_NAMES = ['Chen', 'Lin', 'Wang', 'Huang', 'Lee', 'Smith', 'Brown', 'Taylor', 'Wilson', 'Clark', 'Wu', 'Tsai', 'Liu', 'Yang', 'Chang', 'Kuo', 'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Moore', 'Lewis', 'Walker', 'Allen', 'Reed'];
export const MAIL_HOSTS = ['gmail.com', 'yahoo.com.tw', 'outlook.com', 'hotmail.com', 'qq.com', 'example.net', 'icloud.com'];
/** A user's status by the last digit of their number: seven in ten active, two unverified, one disabled. */
export const USER_STATUS_BY_LAST_DIGIT = ['active', 'active', 'active', 'active', 'active', 'active', 'active', 'unverified', 'unverified', 'disabled'] as const;
/** One sign-up every this many seconds, the newest (the highest number) a minute ago. */
const SIGN_UP_EVERY_S = 60;

export type TUserFacts = { username: string; email: string; firstName: string; lastName: string; phone: string; status: string; createdAt: Date };

/** What generateUsers writes for user g of `users` (its id: the table is empty before, ids follow g). */
export const userFacts = (g: number, users: number, now: number): TUserFacts => {
  const firstName = FIRST_NAMES[g % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[Math.floor(g / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const username = `${firstName.toLowerCase()}.${lastName.toLowerCase()}${g}`;
  return {
    username,
    email: `${username}@${MAIL_HOSTS[g % MAIL_HOSTS.length]}`,
    firstName,
    lastName,
    phone: `+886 9${String(10_000_000 + ((g * 7919) % 90_000_000)).padStart(8, '0')}`,
    status: USER_STATUS_BY_LAST_DIGIT[g % 10]!,
    createdAt: new Date(now - (users - g + 1) * SIGN_UP_EVERY_S * 1000),
  };
};

/**
 * `users` customers of one site, in one statement the database runs itself (a million in well
 * under a minute on PostgreSQL), as `userFacts` says, signed up one a minute up to `now`.
 */
export const generateUsers = async (db: TDb, users: number, now: number): Promise<void> => {
  await db.execute(sql`insert into sites (name, domain, default_language) values ('Bench', 'watch.bench.example', 'en')`);
  await db.execute(sql`insert into users (username, email, first_name, last_name, phone, status, site, language, email_verified_at, created_at, updated_at)
    select u.username, u.username || '@' || (${words(MAIL_HOSTS)})[1 + g % ${MAIL_HOSTS.length}], u.first, u.last,
      '+886 9' || lpad((10000000 + (g::bigint * 7919) % 90000000)::text, 8, '0'),
      (${words(USER_STATUS_BY_LAST_DIGIT)})[1 + g % 10],
      (select id from sites where domain = 'watch.bench.example'),
      (array['en','zh-TW','zh-CN'])[1 + g % 3],
      case when g % 10 < 7 then u.created + interval '1 hour' end,
      u.created, u.created
    from generate_series(1, ${users}) g,
      lateral (select (${words(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] as first,
        (${words(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last,
        to_timestamp(${now / 1000}::double precision - (${users} - g + 1) * ${SIGN_UP_EVERY_S}) as created) n,
      lateral (select lower(n.first) || '.' || lower(n.last) || g as username, n.first, n.last, n.created) u
    order by g`);
  await db.execute(sql`vacuum analyze users`);
};
