/**
 * Queueing a mail: `enqueueMail(tx, { to, locale, template, data, userId? })`, called inside the
 * transaction of what causes the mail (a reset link asked for, a ticket answered), so that the
 * mail exists exactly when that change does. The sender job (`sender.ts`) delivers it later.
 *
 *   await enqueueMail(tx, { to: 'ann@example.com', locale: 'zh-TW', template: 'message',
 *     data: { subject: 'Re: my order', text: 'Hello…' }, userId: 12 });
 *
 * `template` is one of `templates.ts` (add yours there, in the three languages); `data` fills its
 * `%{name}` placeholders; a `link` in it is a secret, kept apart from the outbox screen until sent.
 */
import type { TDb } from '../db/index.ts';
import { mailOutbox, mailSecrets } from './tables.ts';
import { renderMail, type TTemplateName } from './templates.ts';

export type TMailRequest = {
  to: string;
  /** en, zh-TW or zh-CN; any other falls back to English. */
  locale: string;
  template: TTemplateName;
  data: Record<string, string>;
  /** The customer it is about, shown on their page. */
  userId?: number | null;
};

/** Queues the mail in the caller's transaction; its id. */
export const enqueueMail = async (tx: TDb, request: TMailRequest): Promise<number> => {
  const mail = renderMail(request.template, request.locale, request.data);
  const [row] = await tx
    .insert(mailOutbox)
    .values({ to: request.to, subject: mail.subject, template: request.template, locale: mail.locale, user: request.userId ?? null, body: mail.shownText })
    .returning({ id: mailOutbox.id });
  if (mail.hasSecret) await tx.insert(mailSecrets).values({ mailId: row!.id, text: mail.text });
  return row!.id;
};
