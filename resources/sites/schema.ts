import { z } from 'zod';
import { defineResource } from '../define.ts';
import { withFormats } from '../formats.ts';

export const SITE_STATUSES = ['enabled', 'disabled'] as const;
export const SITE_LANGUAGES = ['en', 'zh-TW', 'zh-CN'] as const;

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
      status: { type: 'enum', values: SITE_STATUSES, required: true, default: 'enabled', max: 20 },
      defaultLanguage: { type: 'enum', values: SITE_LANGUAGES, required: true, default: 'en', max: 10 },
      // The key the site sends to the public intake is shown once; what stays is its start, to tell keys apart.
      intakeKeyPrefix: { type: 'string', computed: true },
      intakeKeyIssuedAt: { type: 'datetime', computed: true },
    },
    operations: ['list', 'get', 'create', 'update', 'delete'],
    list: ['id', 'name', 'domain', 'status', 'defaultLanguage', 'intakeKeyPrefix', 'intakeKeyIssuedAt', 'createdAt'],
    filters: ['status', 'defaultLanguage'],
    search: ['name', 'domain'],
    sortable: ['name', 'domain', 'status'],
    sort: { field: 'name', order: 'ASC' },
    createReveals: 'intakeKey',
    actions: { 'rotate-key': { confirm: true, icon: 'unlock', reveals: 'intakeKey' } },
    title: 'name',
  }),
  { domain: ZHost },
);
