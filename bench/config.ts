/**
 * The bench's settings from the environment. BENCH_QUICK=1 is a small run for trying the
 * harness (2,000 videos, a second per line, no bundle build) that writes bench/out/ rather than
 * bench/RESULTS.md; BENCH_VIDEOS and BENCH_SECONDS set the size and the length of any run;
 * BENCH_BUNDLE=0 leaves out the build of the two bundles; BENCH_PG_DATABASE names the database it creates.
 * BENCH_USERS sets how many users PostgreSQL gets for the users list (1,000,000; 5,000 quick);
 * BENCH_PARTS=users (or videos, orders, or ingest: the visit events' intake on PostgreSQL) runs one part alone, keeping the others' figures in the results.
 * The orders (1,000,000, with 300,000 subscriptions of 250,000 users) are generated once into their own
 * database (BENCH_ORDERS_DATABASE, kept between runs; BENCH_ORDERS_FILL=1 fills it anew);
 * BENCH_POSTBACK_RATE and BENCH_POSTBACK_SECONDS set the postbacks' line (1,000 a second for 5 s).
 */
import { COMMERCE_VOLUME, VOLUME, type TCommerceVolume, type TVolume } from './generate.ts';

export const DATABASES = ['postgres', 'pglite'] as const;
export type TDatabaseName = (typeof DATABASES)[number];

export const PARTS = ['videos', 'users', 'orders', 'ingest', 'analytics'] as const;
export type TBenchPart = (typeof PARTS)[number];

export type TBenchConfig = {
  isQuick: boolean;
  volume: TVolume;
  /** Users generated on PostgreSQL for the users list's line (not on PGlite: a million rows is a server's size). */
  users: number;
  parts: TBenchPart[];
  /** Customers and subscriptions of the orders' database (their payments: 10 in 3 subscriptions). */
  commerce: TCommerceVolume;
  ordersDatabase: string;
  refillOrders: boolean;
  postbacks: { rate: number; seconds: number };
  /** Length of each measured line; a warm-up of a second comes before. */
  seconds: number;
  /** Fixed, so that runs send the same requests and compare. */
  seed: number;
  pgUrl: string;
  databases: TDatabaseName[];
  /** Where the tables are written, relative to the project. */
  resultsPath: string;
};

const QUICK_VOLUME: TVolume = { videos: 2_000, models: 200, tags: 60, directors: 30 };

export const benchConfig = (env: Record<string, string | undefined> = process.env): TBenchConfig => {
  const isQuick = env.BENCH_QUICK === '1';
  const base = isQuick ? QUICK_VOLUME : VOLUME;
  const databases = (env.BENCH_DATABASES ?? DATABASES.join(',')).split(',').map((name) => name.trim());
  const unknown = databases.filter((name) => !(DATABASES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`BENCH_DATABASES: unknown ${unknown.join(', ')} (known: ${DATABASES.join(', ')})`);
  const parts = (env.BENCH_PARTS ?? PARTS.join(',')).split(',').map((name) => name.trim());
  const unknownParts = parts.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknownParts.length) throw new Error(`BENCH_PARTS: unknown ${unknownParts.join(', ')} (known: ${PARTS.join(', ')})`);
  return {
    isQuick,
    users: Number(env.BENCH_USERS ?? (isQuick ? 5_000 : 1_000_000)),
    parts: parts as TBenchPart[],
    commerce: isQuick ? { users: 2_500, subscriptions: 3_000 } : { users: Number(env.BENCH_ORDER_USERS ?? COMMERCE_VOLUME.users), subscriptions: Number(env.BENCH_SUBSCRIPTIONS ?? COMMERCE_VOLUME.subscriptions) },
    ordersDatabase: env.BENCH_ORDERS_DATABASE ?? (isQuick ? 'bench_orders_quick' : 'bench_orders'),
    refillOrders: env.BENCH_ORDERS_FILL === '1',
    postbacks: { rate: Number(env.BENCH_POSTBACK_RATE ?? 1000), seconds: Number(env.BENCH_POSTBACK_SECONDS ?? (isQuick ? 2 : 5)) },
    volume: { ...base, videos: Number(env.BENCH_VIDEOS ?? base.videos) },
    seconds: Number(env.BENCH_SECONDS ?? (isQuick ? 1 : 8)),
    seed: Number(env.BENCH_SEED ?? 20_261_123),
    pgUrl: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
    databases: databases as TDatabaseName[],
    resultsPath: isQuick ? 'bench/out/RESULTS.quick.md' : 'bench/RESULTS.md',
  };
};
