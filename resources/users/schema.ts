import { z } from 'zod';
import { defineResource } from '../define.ts';
import { withFormats } from '../formats.ts';

/**
 * unverified: signed up, e-mail not confirmed yet (a changed e-mail returns here); active: may
 * sign in; disabled: stopped by staff, with a reason in the audit log. Only the enable and
 * disable actions and the e-mail verification change it.
 */
export const USER_STATUSES = ['unverified', 'active', 'disabled'] as const;
export const USER_LANGUAGES = ['en', 'zh-TW', 'zh-CN'] as const;
export type TUserLanguage = (typeof USER_LANGUAGES)[number];

const contact = { unmaskedBy: 'view-contact' };

/** The customers of the sites: members who sign up, subscribe, comment and write to support. */
export const users = withFormats(
  defineResource({
    name: 'users',
    area: 'customers',
    path: '/users',
    icon: 'people',
    routes: { list: '', show: ':id', edit: 'edit/:id', batchCreate: 'batch-create' },
    menuOrder: 10,
    fields: {
      avatar: { type: 'image', isAvatar: true },
      username: { type: 'string', required: true, unique: 'caseInsensitive', min: 3, max: 50, indexed: 'search' },
      email: { type: 'email', required: true, unique: 'caseInsensitive', personal: contact, indexed: 'search' },
      firstName: { type: 'string', max: 100 },
      lastName: { type: 'string', max: 100 },
      /** First and last name together, as lists show them. */
      name: { type: 'string', computed: true },
      birthdate: { type: 'date' },
      phone: { type: 'string', max: 50, personal: contact },
      status: {
        type: 'enum',
        values: USER_STATUSES,
        required: true,
        default: 'unverified',
        readOnly: true,
        indexed: true,
        max: 20,
        tones: { unverified: 'warning', active: 'success', disabled: 'error' },
      },
      site: { type: 'reference', reference: 'sites', counted: true, required: true, foreignKey: 'restrict' },
      /** The channel whose link the customer signed up through (resources/channels/attribution.ts); empty when none. */
      channel: { type: 'reference', reference: 'channels', readOnly: true, foreignKey: 'restrict' },
      /** The campaign of that channel the customer signed up through; empty when none. */
      campaign: { type: 'integer', min: 1, readOnly: true, nestedIn: { field: 'channel', path: 'campaigns' } },
      /** The language of the mails the customer receives. */
      language: { type: 'enum', values: USER_LANGUAGES, required: true, default: 'en', max: 10 },
      emailVerifiedAt: { type: 'datetime', readOnly: true },
      /** Set when a reported comment of theirs is banned; staff lift it on the user's page. */
      commentingBanned: { type: 'boolean', default: false },
      // The current subscription (the commerce area computes them from subscriptions); empty until one exists.
      plan: { type: 'string', computed: true },
      startDate: { type: 'datetime', computed: true },
      endDate: { type: 'datetime', computed: true },
      isSubscribed: { type: 'boolean', computed: true },
      banner: { type: 'image' },
    },
    operations: ['list', 'get', 'create', 'update'],
    list: ['avatar', 'username', 'name', 'email', 'status', 'plan', 'endDate', 'createdAt'],
    filters: ['status', 'plan', 'isSubscribed', 'site', 'channel', 'createdAt'],
    search: ['username', 'email', 'firstName', 'lastName', 'phone'],
    searchKept: true,
    positionsKept: true,
    sortable: ['username', 'email', 'lastName', 'status'],
    sort: { field: 'id', order: 'DESC' },
    actions: {
      enable: { bulk: true, icon: 'enable', when: { status: ['disabled'] } },
      disable: { bulk: true, icon: 'disable', asksReason: true, when: { status: ['unverified', 'active'] } },
      'send-email-verification': { icon: 'mail' },
      'send-reset-password': { icon: 'unlock', confirm: true },
    },
    title: 'username',
    // A customer's record is edited by support and by staff alike: a save based on an old version is refused.
    versioned: true,
    // A channel admin sees the customers their channels brought, and no other.
    scopedBy: 'channel',
    export: {
      filename: 'users.csv',
      columns: ['id', 'username', 'email', 'firstName', 'lastName', 'phone', 'status', 'language', 'site', 'plan', 'endDate', 'createdAt'],
    },
  }),
  {
    username: z
      .string({ error: 'validation.string' })
      .trim()
      .min(3, { message: 'validation.min_length|3' })
      .max(50, { message: 'validation.max_length|50' })
      .regex(/^[\p{L}\p{N}._-]+$/u, { message: 'resources.users.validation.username' }),
    email: z.string({ error: 'validation.email' }).trim().pipe(z.email({ message: 'validation.email' }).max(255, { message: 'validation.max_length|255' })),
    phone: z
      .string({ error: 'validation.string' })
      .trim()
      .max(50, { message: 'validation.max_length|50' })
      .regex(/^[+0-9 ().-]*$/, { message: 'resources.users.validation.phone' }),
  },
);
