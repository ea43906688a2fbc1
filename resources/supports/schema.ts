import { z } from 'zod';
import { defineResource } from '../define.ts';

/** What a customer asks about, as the site's contact form offers it. */
export const SUPPORT_TYPES = ['account', 'billing', 'playback', 'content', 'other'] as const;
/** open: awaits staff; solved: answered; archived: put away (recover brings it back to open). Only the actions change it. */
export const SUPPORT_STATUSES = ['open', 'solved', 'archived'] as const;
export const SUPPORT_LANGUAGES = ['en', 'zh-TW', 'zh-CN'] as const;

/** The longest message a customer or staff member writes. */
export const MESSAGE_MAX = 5000;

/** Support tickets that customers send from the sites (public intake); staff answer, solve and archive them. */
export const supports = defineResource({
  name: 'supports',
  area: 'customers',
  path: '/questions/supports',
  icon: 'question',
  routes: { list: '', show: ':id' },
  menuOrder: 20,
  fields: {
    type: { type: 'enum', values: SUPPORT_TYPES, required: true, max: 20, readOnly: true },
    subject: { type: 'string', required: true, max: 200, readOnly: true },
    email: { type: 'email', required: true, readOnly: true },
    message: { type: 'text', required: true, max: MESSAGE_MAX, readOnly: true },
    attachment: { type: 'file', readOnly: true },
    status: {
      type: 'enum',
      values: SUPPORT_STATUSES,
      required: true,
      default: 'open',
      readOnly: true,
      max: 20,
      tones: { open: 'warning', solved: 'success', archived: 'default' },
    },
    site: { type: 'reference', reference: 'sites', readOnly: true },
    /** The customer of the site whose e-mail address the ticket came from, when there is one. */
    user: { type: 'reference', reference: 'users', readOnly: true },
    language: { type: 'enum', values: SUPPORT_LANGUAGES, required: true, default: 'en', max: 10, readOnly: true },
    repliesCount: { type: 'integer', computed: true },
  },
  operations: ['list', 'get', 'delete'],
  list: ['id', 'subject', 'type', 'email', 'status', 'repliesCount', 'site', 'createdAt'],
  filters: ['status', 'type', 'site', 'language', 'user'],
  search: ['subject', 'email', 'message'],
  sortable: ['subject', 'type', 'status'],
  sort: { field: 'createdAt', order: 'DESC' },
  actions: {
    solve: { bulk: true, icon: 'enable', when: { status: ['open'] } },
    archive: { bulk: true, icon: 'hide', when: { status: ['open', 'solved'] } },
    recover: { icon: 'undo', when: { status: ['archived'] } },
    reply: { hasButton: false },
  },
  title: 'subject',
  // A ticket is its customer's: a channel admin sees those of their channels' customers, and no anonymous one.
  scopedBy: { through: 'user' },
  inbox: { when: { status: ['open'] }, summary: 'message', decisions: [{ action: 'solve', key: 's' }, { action: 'archive', key: 'a' }] },
});

/** What a site sends for a ticket (the public intake); unknown fields are refused. */
export const ZSupportIntake = z.strictObject({
  type: z.enum(SUPPORT_TYPES, { message: 'validation.enum' }),
  subject: z.string({ error: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(200, { message: 'validation.max_length|200' }),
  email: z.email({ message: 'validation.email' }).max(255, { message: 'validation.max_length|255' }),
  message: z.string({ error: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(MESSAGE_MAX, { message: `validation.max_length|${MESSAGE_MAX}` }),
  language: z.enum(SUPPORT_LANGUAGES, { message: 'validation.enum' }).optional(),
});

/** A staff reply, as the ticket's form and the API take it. */
export const ZSupportReply = z.strictObject({
  message: z.string({ error: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(MESSAGE_MAX, { message: `validation.max_length|${MESSAGE_MAX}` }),
});
