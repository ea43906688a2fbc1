/** What the outbox adds on the server: its table (server/mail), the resend action, whether mails leave, and the sender job. */
import { defineServerSide } from '../../server/crud/resource.ts';
import { conflict } from '../../server/lib/errors.ts';
import { deliverDueMails } from '../../server/mail/sender.ts';
import { mailOutbox } from '../../server/mail/tables.ts';

export const server = defineServerSide({
  table: mailOutbox,
  extend: () => ({
    actions: {
      // A failed mail starts over: its tries count again from the first.
      resend: async ({ row }) => {
        // Offered for a failed mail only (the declaration's `when`); any other is refused as the other state moves are.
        if (row.state !== 'failed') throw conflict('resources.mails.errors.not_failed', { state: ['resources.mails.errors.not_failed'] });
        return { state: 'queued', tries: 0, lastError: null, nextAttemptAt: new Date() };
      },
    },
    // `GET /mails/delivery`: whether a mail server is configured; without one the outbox only fills, and its screen says so.
    routes: (app) => {
      app.get(
        '/api/v1/admin/mails/delivery',
        { schema: { tags: ['mails'], summary: 'Whether mails are delivered: a mail server is configured (SMTP_URL), or they wait in the outbox' }, config: { permission: 'list-mails' } },
        async () => ({ data: { delivering: app.mailer !== undefined } }),
      );
    },
    jobs: (app) => [{ name: 'send-mails', everySeconds: 15, run: ({ db, signal }) => deliverDueMails(db, app.mailer, { signal }) }],
  }),
});
