/**
 * Failed logins are limited so that nobody can lock an admin out (audit L4): a guesser is refused
 * per (username, address) and per address, while the per-username limit never refuses the right
 * password: past it, every attempt on the account is slowed down, and the account shows as
 * locked until the window passes or an admin with unlock-admins unlocks it.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { clearAttempts, countAttempt, isOverLimit, WINDOW_SECONDS } from './rateLimit.ts';

const PER_USER_AND_ADDRESS = 5;
const PER_ADDRESS = 30;
export const PER_USER = 10;
/** How long each attempt on a locked account takes: guesses from many addresses slow down. */
export const LOCKED_DELAY_MS = 1000;

const userKey = (username: string) => `login:user:${username}`;
const userAddressKey = (username: string, ip: string) => `login:user-ip:${username}|${ip}`;

/** Counts the attempt; 429 when this address tried too often; whether the account is locked. */
export const countLoginAttempt = async (db: TDb, username: string, ip: string): Promise<{ isLocked: boolean }> => {
  await countAttempt(db, [
    { key: userAddressKey(username, ip), max: PER_USER_AND_ADDRESS },
    { key: `login:ip:${ip}`, max: PER_ADDRESS },
  ]);
  return { isLocked: await isOverLimit(db, userKey(username), PER_USER) };
};

export const clearLoginAttempts = async (db: TDb, username: string, ip: string): Promise<void> => {
  await clearAttempts(db, userAddressKey(username, ip));
  await clearAttempts(db, userKey(username));
};

/** Unlocks the account from every address. */
export const unlockLogin = async (db: TDb, username: string): Promise<void> => {
  await db.execute(sql`delete from rate_limits where key = ${userKey(username)} or starts_with(key, ${`login:user-ip:${username}|`})`);
};

/** Until when a stored username is locked, as a column of the admin's record (null when it is not). */
export const lockedUntilColumn = sql<Date | null>`(select rl.window_started_at + make_interval(secs => ${WINDOW_SECONDS})
  from rate_limits rl where rl.key = 'login:user:' || lower(normalize("admins"."username", NFKC))
  and rl.count > ${PER_USER} and rl.window_started_at > now() - make_interval(secs => ${WINDOW_SECONDS}))`;
