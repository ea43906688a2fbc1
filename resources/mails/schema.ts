import { defineResource } from '../define.ts';
import { USER_LANGUAGES } from '../users/schema.ts';

/**
 * queued: waiting for its (next) try; sent: accepted by the SMTP server; failed: refused at its
 * last try (staff may resend it). Only the sender and the resend action change it.
 */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;

/** What a mail is (server/mail/templates.ts writes each, in each language): shown by name, filtered by it. */
export const MAIL_TEMPLATES = ['email-verification', 'reset-password', 'support-reply', 'message'] as const;
/** A mail is written in its customer's language. */
export const MAIL_LANGUAGES = USER_LANGUAGES;

/** The outbox: every mail the product sends, written in the transaction of what caused it, delivered by the sender job. */
export const mails = defineResource({
  name: 'mails',
  area: 'customers',
  path: '/users/mails',
  icon: 'mail',
  routes: { list: '', show: ':id' },
  menuOrder: 90,
  // The menu and the list name the outbox; one record of it is a mail.
  menuLabel: 'resources.mails.menu',
  fields: {
    to: { type: 'email', required: true, readOnly: true, personal: { unmaskedBy: 'view-contact' }, indexed: 'search' },
    subject: { type: 'string', required: true, max: 255, readOnly: true, indexed: 'search' },
    template: { type: 'enum', values: MAIL_TEMPLATES, required: true, max: 50, readOnly: true },
    locale: { type: 'enum', values: MAIL_LANGUAGES, required: true, max: 10, readOnly: true },
    user: { type: 'reference', reference: 'users', readOnly: true, indexed: true },
    state: {
      type: 'enum',
      values: MAIL_STATES,
      required: true,
      default: 'queued',
      readOnly: true,
      indexed: true,
      max: 20,
      tones: { queued: 'info', sent: 'success', failed: 'error' },
    },
    tries: { type: 'integer', required: true, default: 0, min: 0, readOnly: true },
    lastError: { type: 'text', readOnly: true },
    nextAttemptAt: { type: 'datetime', readOnly: true, indexed: true },
    sentAt: { type: 'datetime', readOnly: true },
    /** The text as the customer reads it, single-use links hidden (they are kept apart until sent). */
    body: { type: 'text', required: true, readOnly: true },
  },
  operations: ['list', 'get'],
  list: ['id', 'to', 'subject', 'template', 'locale', 'state', 'tries', 'lastError', 'sentAt', 'createdAt'],
  filters: ['state', 'template', 'user', 'createdAt'],
  search: ['to', 'subject'],
  sortable: ['state', 'sentAt'],
  sort: { field: 'id', order: 'DESC' },
  actions: { resend: { bulk: true, icon: 'mail', when: { state: ['failed'] } } },
  title: 'subject',
});
