import { z } from 'zod';
import { defineResource } from '../define.ts';
import { withFormats } from '../formats.ts';

/** One address (IPv4 or IPv6) or a CIDR range of them. */
export const ZIpOrRange = z
  .string({ error: 'validation.string' })
  .trim()
  .max(64, { message: 'resources.ipwhitelists.validation.ip' })
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'resources.ipwhitelists.validation.ip' }));

/** The addresses staff may call the API from, when IP_WHITELIST=on (server/plugins/ipWhitelist.ts). */
export const ipwhitelists = withFormats(
  defineResource({
    name: 'ipwhitelists',
    area: 'administration',
    path: '/users/ipwhitelists',
    icon: 'network',
    routes: { list: '', create: 'create', edit: 'edit/:id' },
    menuOrder: 30,
    fields: {
      ip: { type: 'string', required: true, unique: true, max: 64 },
      note: { type: 'string', max: 255 },
    },
    operations: ['list', 'get', 'create', 'update', 'delete'],
    list: ['id', 'ip', 'note', 'createdAt'],
    search: ['ip', 'note'],
    sortable: ['ip'],
    sort: { field: 'createdAt', order: 'DESC' },
    title: 'ip',
  }),
  { ip: ZIpOrRange },
);
