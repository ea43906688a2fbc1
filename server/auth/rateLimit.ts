/**
 * Attempt counting in the database, so that every API instance shares it and parallel requests
 * cannot slip past: the counter is incremented atomically before the attempt is judged.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';

const WINDOW_SECONDS = 60;

/** Counts one attempt for each key; throws 429 with Retry-After when any key is over its limit. */
export const countAttempt = async (db: TDb, limits: { key: string; max: number }[]): Promise<void> => {
  for (const { key, max } of limits) {
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
    if (Number(row.count) > max) {
      throw new HttpError(429, 'errors.too_many_attempts', undefined, { 'Retry-After': String(Math.max(1, Number(row.retry))) });
    }
  }
};

export const clearAttempts = async (db: TDb, key: string): Promise<void> => {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
};
