/**
 * The login challenge: what POST /login answers instead of a token when the admin must give a
 * TOTP code. Random, kept only as its SHA-256, good for 5 minutes, for the two 2FA calls only
 * (it is no JWT, so no other route accepts it), and deleted by the verification it serves.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { admins, loginChallenges } from '../db/system.ts';
import { unauthorized } from '../lib/errors.ts';

const LIFETIME_SECONDS = 300;

const digest = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

export const issueChallenge = async (db: TDb, admin: { id: number; tokenVersion: number }): Promise<string> => {
  const challenge = randomBytes(32).toString('base64url');
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, sql`now()`));
  await db.insert(loginChallenges).values({
    id: digest(challenge),
    adminId: admin.id,
    tokenVersion: admin.tokenVersion,
    expiresAt: sql`now() + make_interval(secs => ${LIFETIME_SECONDS})`,
  });
  return challenge;
};

export type TChallenged = typeof admins.$inferSelect;

/** The admin a current challenge was issued to; expired, used or unknown challenges, and disabled or signed-out admins, answer 401. */
export const challengedAdmin = async (db: TDb, challenge: string): Promise<TChallenged> => {
  const [row] = await db
    .select({ admin: admins, tokenVersion: loginChallenges.tokenVersion })
    .from(loginChallenges)
    .innerJoin(admins, eq(admins.id, loginChallenges.adminId))
    .where(and(eq(loginChallenges.id, digest(challenge)), gt(loginChallenges.expiresAt, sql`now()`)));
  if (!row || row.admin.status !== 'enabled' || row.admin.tokenVersion !== row.tokenVersion) throw unauthorized('errors.challenge_invalid');
  return row.admin;
};

/** Deletes the challenge; false when another request used it first. */
export const consumeChallenge = async (db: TDb, challenge: string): Promise<boolean> =>
  (await db.delete(loginChallenges).where(eq(loginChallenges.id, digest(challenge))).returning({ id: loginChallenges.id })).length === 1;
