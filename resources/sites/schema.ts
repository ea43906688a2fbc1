import { z } from 'zod';
import { defineResource } from '../define.ts';
import { withFormats } from '../formats.ts';

export const SITE_STATUSES = ['enabled', 'disabled'] as const;
export const SITE_LANGUAGES = ['en', 'zh-TW', 'zh-CN'] as const;
/** Every IANA time zone this runtime knows: a site's business days are cut at its midnight. */
const TIMEZONES = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

/** An IANA time zone name as written (`Asia/Taipei`, `UTC`). */
export const ZTimezone = z
  .string({ error: 'validation.string' })
  .trim()
  .max(64, { message: 'validation.max_length|64' })
  .refine((zone) => TIMEZONES.has(zone), { message: 'resources.sites.validation.timezone' });

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/** A public host name: dot-separated labels ending in an alphabetic (or punycode) top-level domain; no scheme, port or path. */
export const ZHost = z
  .string({ error: 'validation.string' })
  .trim()
  .toLowerCase()
  .max(253, { message: 'validation.max_length|253' })
  .regex(new RegExp(`^(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`), { message: 'resources.sites.validation.host' });

/** The customer-facing sites this back-office runs. */
export const sites = withFormats(
  defineResource({
    name: 'sites',
    area: 'administration',
    path: '/videos/sites',
    icon: 'site',
    routes: { list: '', create: 'create', show: ':id', edit: 'edit/:id' },
    menuOrder: 40,
    fields: {
      name: { type: 'string', required: true, max: 100 },
      domain: { type: 'string', required: true, unique: true, max: 253 },
      status: { type: 'enum', values: SITE_STATUSES, required: true, default: 'enabled', max: 20, tones: { enabled: 'success', disabled: 'default' } },
      defaultLanguage: { type: 'enum', values: SITE_LANGUAGES, required: true, default: 'en', max: 10 },
      // Where the business's day starts and ends: every daily figure of the analytics is cut at this zone's midnight.
      timezone: { type: 'string', required: true, default: 'UTC', max: 64 },
      // The key the site sends to the public intake is shown once; what stays is its start, to tell keys apart.
      intakeKeyPrefix: { type: 'string', computed: true },
      intakeKeyIssuedAt: { type: 'datetime', computed: true },
    },
    operations: ['list', 'get', 'create', 'update', 'delete'],
    list: ['id', 'name', 'domain', 'status', 'defaultLanguage', 'timezone', 'intakeKeyPrefix', 'intakeKeyIssuedAt', 'createdAt'],
    filters: ['status', 'defaultLanguage'],
    search: ['name', 'domain'],
    sortable: ['name', 'domain', 'status'],
    sort: { field: 'name', order: 'ASC' },
    createReveals: 'intakeKey',
    actions: { 'rotate-key': { confirm: true, icon: 'unlock', reveals: 'intakeKey' } },
    title: 'name',
  }),
  { domain: ZHost, timezone: ZTimezone },
);
