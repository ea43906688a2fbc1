import fp from 'fastify-plugin';
import { createMailer, type TMailer } from '../mail/sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP client of SMTP_URL, or undefined: then mails stay in the outbox. */
    mailer: TMailer | undefined;
  }
}

/** The SMTP client the outbox's sender delivers through; closed with the app. */
export const mailPlugin = fp(
  async (app, options: { smtpUrl?: string; mailFrom: string }) => {
    const mailer = options.smtpUrl ? createMailer(options.smtpUrl, options.mailFrom) : undefined;
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer?.close());
  },
  { name: 'mail' },
);
