/** What the outbox adds on the server: its table (server/mail), the resend action and the sender job. */
import { defineServerSide } from '../../server/crud/resource.ts';
import { HttpError } from '../../server/lib/errors.ts';
import { deliverDueMails } from '../../server/mail/sender.ts';
import { mailOutbox } from '../../server/mail/tables.ts';

export const server = defineServerSide({
  table: mailOutbox,
  extend: () => ({
    actions: {
      // A failed mail starts over: its tries count again from the first.
      resend: async ({ row }) => {
        if (row.state !== 'failed') throw new HttpError(422, 'resources.mails.errors.not_failed', { state: ['resources.mails.errors.not_failed'] });
        return { state: 'queued', tries: 0, lastError: null, nextAttemptAt: new Date() };
      },
    },
    jobs: (app) => [{ name: 'send-mails', everySeconds: 15, run: ({ db, signal }) => deliverDueMails(db, app.mailer, { signal }) }],
  }),
});
