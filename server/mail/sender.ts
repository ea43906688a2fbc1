/**
 * Delivering the outbox: each turn of the `send-mails` job (one instance at a time) takes the
 * queued mails whose try has come, oldest first, and hands each to the SMTP server. A refusal or
 * a server that cannot be reached counts a try and waits longer before the next (1, 4, 16, 64
 * minutes); after the last try the mail is failed, for staff to resend. A mail is marked sent only
 * once the server accepted it, and only queued mails are taken, so none is sent twice by the job.
 * Without SMTP_URL nothing is delivered: the mails wait in the outbox.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { TDb } from '../db/index.ts';
import { mailOutbox, mailSecrets } from './tables.ts';
import { textToHtml } from './templates.ts';

export const MAX_TRIES = 5;
const FIRST_WAIT_MS = 60_000;
const BATCH = 50;

/** How long after its `tries`-th failed try a mail is tried again. */
export const retryDelayMs = (tries: number) => FIRST_WAIT_MS * 4 ** Math.max(0, tries - 1);

export type TOutgoingMail = { to: string; subject: string; text: string; html: string };
export type TMailer = { send: (mail: TOutgoingMail) => Promise<void>; close: () => void };

/** An SMTP client for `smtp://user:password@host:port` (`smtps://` for TLS from the start). */
export const createMailer = (smtpUrl: string, from: string): TMailer => {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** One turn: delivers the due mails; how many were sent. */
export const deliverDueMails = async (db: TDb, mailer: TMailer | undefined, options: { now?: Date; signal?: AbortSignal } = {}): Promise<number> => {
  if (!mailer) return 0;
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, body: mailOutbox.body, tries: mailOutbox.tries, secret: mailSecrets.text })
    .from(mailOutbox)
    .leftJoin(mailSecrets, eq(mailSecrets.mailId, mailOutbox.id))
    // Due by the database's clock, which stamped the mail: the process's is in milliseconds, so a
    // mail queued within the same millisecond would read as not yet due.
    .where(and(eq(mailOutbox.state, 'queued'), lte(mailOutbox.nextAttemptAt, options.now ?? sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH);
  let sent = 0;
  for (const mail of due) {
    if (options.signal?.aborted) break;
    const text = mail.secret ?? mail.body;
    const tries = mail.tries + 1;
    try {
      await mailer.send({ to: mail.to, subject: mail.subject, text, html: textToHtml(text) });
    } catch (error) {
      const isLast = tries >= MAX_TRIES;
      await db
        .update(mailOutbox)
        .set({
          tries,
          lastError: reasonOf(error),
          state: isLast ? 'failed' : 'queued',
          nextAttemptAt: isLast ? null : new Date(now.getTime() + retryDelayMs(tries)),
          updatedAt: new Date(),
        })
        .where(eq(mailOutbox.id, mail.id));
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.update(mailOutbox).set({ tries, state: 'sent', sentAt: sql`now()`, nextAttemptAt: null, lastError: null, updatedAt: new Date() }).where(eq(mailOutbox.id, mail.id));
      // The live link leaves the database with the mail.
      await tx.delete(mailSecrets).where(eq(mailSecrets.mailId, mail.id));
    });
    sent += 1;
  }
  return sent;
};
