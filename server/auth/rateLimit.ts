/**
 * Attempt counting in the database, so that every API instance shares it and parallel requests
 * cannot slip past: the counter is incremented atomically before the attempt is judged.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';

export const WINDOW_SECONDS = 60;

/** Counts one attempt under the key, atomically; the count in the window and the seconds it has left. */
const bump = async (db: TDb, key: string): Promise<{ count: number; retry: number }> => {
  const result = await db.execute<{ count: number; retry: number }>(sql`
    insert into rate_limits (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_started_at < now() - make_interval(secs => ${WINDOW_SECONDS})
                   then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at < now() - make_interval(secs => ${WINDOW_SECONDS})
                   then now() else rate_limits.window_started_at end
    returning count,
      ceil(extract(epoch from (window_started_at + make_interval(secs => ${WINDOW_SECONDS}) - now())))::int as retry`);
  const row = (result as unknown as { rows: { count: number; retry: number }[] }).rows[0]!;
  return { count: Number(row.count), retry: Number(row.retry) };
};

/** Counts one attempt for each key; throws 429 with Retry-After when any key is over its limit. */
export const countAttempt = async (db: TDb, limits: { key: string; max: number }[]): Promise<void> => {
  for (const { key, max } of limits) {
    const { count, retry } = await bump(db, key);
    if (count > max) {
      throw new HttpError(429, 'errors.too_many_attempts', undefined, { 'Retry-After': String(Math.max(1, retry)) });
    }
  }
};

/** Counts one attempt under the key; says whether it is over the limit, without refusing it. */
export const isOverLimit = async (db: TDb, key: string, max: number): Promise<boolean> => (await bump(db, key)).count > max;

export const clearAttempts = async (db: TDb, key: string): Promise<void> => {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
};
