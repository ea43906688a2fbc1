/**
 * Single-use link tokens: 32 random bytes (base64url) mailed in a link, stored as their SHA-256
 * with the purpose, the customer and an expiry. A new token of a purpose ends the customer's
 * older ones; consuming is one update, so a token works once however many times it is sent.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';
import { linkTokens } from './tables.ts';

export type TLinkPurpose = 'verify-email' | 'reset-password';

export const LINK_LIFETIME_MS: Record<TLinkPurpose, number> = {
  'verify-email': 24 * 3_600_000,
  'reset-password': 3_600_000,
};

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the customer (the plain one, for the link); their unused ones of this purpose stop working. */
export const issueLinkToken = async (tx: TDb, purpose: TLinkPurpose, userId: number): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await tx.update(linkTokens).set({ usedAt: sql`now()` }).where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)));
  await tx.insert(linkTokens).values({ purpose, userId, tokenHash: digest(token), expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[purpose]) });
  return token;
};

/** The customer of a valid token, which is used up by this call; undefined for an unknown, used or expired one. */
export const consumeLinkToken = async (tx: TDb, purpose: TLinkPurpose, token: string): Promise<number | undefined> => {
  const [row] = await tx
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(linkTokens.tokenHash, digest(token)), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt), gt(linkTokens.expiresAt, sql`now()`)))
    .returning({ userId: linkTokens.userId });
  return row?.userId;
};
