/**
 * The links mailed to a customer: e-mail verification (24 h) and password reset (1 h), each a
 * single-use token on the domain of the customer's site, queued in the outbox in the caller's
 * transaction. Staff may ask for one a minute and five a day per customer and kind.
 */
import { and, count, eq, gt, inArray, max, min } from 'drizzle-orm';
import type { TAnyTable } from '../../server/db/derive.ts';
import type { TDb } from '../../server/db/index.ts';
import { HttpError } from '../../server/lib/errors.ts';
import { issueLinkToken, type TLinkPurpose } from '../../server/customers/linkTokens.ts';
import { enqueueMail } from '../../server/mail/outbox.ts';
import { mailOutbox } from '../../server/mail/tables.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3_600_000;
const PER_DAY = 5;

export const TEMPLATE_OF = { 'verify-email': 'email-verification', 'reset-password': 'reset-password' } as const;

/** Refuses (429, with Retry-After in seconds) a link asked for too soon after the last ones. */
export const assertMayMail = async (tx: TDb, userId: number, purpose: TLinkPurpose, now = Date.now()) => {
  const [sent] = await tx
    .select({ first: min(mailOutbox.createdAt), last: max(mailOutbox.createdAt), n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.user, userId), eq(mailOutbox.template, TEMPLATE_OF[purpose]), gt(mailOutbox.createdAt, new Date(now - DAY_MS))));
  const at = (value: unknown) => (value ? new Date(value as string | Date).getTime() : undefined);
  const first = at(sent?.first);
  const last = at(sent?.last);
  let waitMs = 0;
  if (Number(sent?.n ?? 0) >= PER_DAY && first !== undefined) waitMs = first + DAY_MS - now;
  else if (last !== undefined && now - last < MINUTE_MS) waitMs = last + MINUTE_MS - now;
  if (waitMs > 0) {
    throw new HttpError(429, 'resources.users.errors.too_soon', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) });
  }
};

type TUserRow = { id: number; username: string; email: string; language: string; site: number };

/** Issues the token and queues the mail holding its link; the link's page is on the customer's site. */
export const mailLink = async (tx: TDb, sites: TAnyTable, user: TUserRow, purpose: TLinkPurpose) => mailLinks(tx, sites, [user], purpose);

/** `mailLink` for several customers, their sites read once: a batch of new users each mailed a verification. */
export const mailLinks = async (tx: TDb, sites: TAnyTable, users: readonly TUserRow[], purpose: TLinkPurpose) => {
  const ids = [...new Set(users.map((user) => user.site))];
  if (ids.length === 0) return;
  const found = await tx.select({ id: sites.id, name: sites.name, domain: sites.domain }).from(sites).where(inArray(sites.id, ids));
  const siteOf = new Map(found.map((site) => [site.id as number, site]));
  for (const user of users) {
    const site = siteOf.get(user.site);
    if (!site) throw new HttpError(422, 'errors.validation', { site: ['validation.reference'] });
    await queueLink(tx, site as { name: string; domain: string }, user, purpose);
  }
};

const queueLink = async (tx: TDb, site: { name: string; domain: string }, user: TUserRow, purpose: TLinkPurpose) => {
  const token = await issueLinkToken(tx, purpose, user.id);
  const link = `https://${site.domain}/${purpose}?token=${token}`;
  await enqueueMail(tx, {
    to: user.email,
    locale: user.language,
    template: TEMPLATE_OF[purpose],
    data: { username: user.username, site: site.name, link },
    userId: user.id,
  });
};
