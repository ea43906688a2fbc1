import { z } from 'zod';
import { defineResource } from '../define.ts';

export const ADMIN_STATUSES = ['enabled', 'disabled'] as const;

const base = defineResource({
  name: 'admins',
  area: 'administration',
  path: '/permissions/admins',
  icon: 'admin',
  routes: { list: '', create: 'create', show: ':id', edit: 'edit/:id' },
  menuOrder: 10,
  fields: {
    username: { type: 'string', required: true, unique: true, min: 3, max: 50 },
    name: { type: 'string', max: 100 },
    phone: { type: 'string', max: 50 },
    status: { type: 'enum', values: ADMIN_STATUSES, required: true, default: 'enabled', max: 20, tones: { enabled: 'success', disabled: 'default' } },
    twoFactorEnabled: { type: 'boolean', default: false },
    lastLoginAt: { type: 'datetime' },
    lastLoginIp: { type: 'string', max: 64 },
    lockedUntil: { type: 'datetime', readOnly: true },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  list: ['id', 'username', 'name', 'status', 'twoFactorEnabled', 'lastLoginAt', 'createdAt'],
  filters: ['username', 'name', 'status', 'twoFactorEnabled'],
  search: ['username', 'name'],
  sortable: ['username', 'name', 'status', 'lastLoginAt'],
  sort: { field: 'id', order: 'ASC' },
  // Each its own permission: enabling, disabling and resetting a device are rights of their own.
  actions: { enable: { icon: 'enable' }, disable: { confirm: true, icon: 'disable' }, resetQRCode: { confirm: true, icon: 'qrCode' }, unlock: { icon: 'unlock' } },
  title: 'username',
});

/**
 * One spelling per username: NFKC folds look-alikes such as the fullwidth `ａｄｍｉｎ` into `admin`,
 * and case never tells two admins apart. Applied before the uniqueness check and at login.
 */
export const canonicalUsername = (username: string): string => username.trim().normalize('NFKC').toLowerCase();

const ZUsername = z
  .string({ error: 'validation.string' })
  .overwrite(canonicalUsername)
  .min(3, { message: 'validation.min_length|3' })
  .max(50, { message: 'validation.max_length|50' })
  .regex(/^[\p{L}\p{N}._@-]+$/u, { message: 'resources.admins.validation.username' });

/** The spec's rule (letter, digit, length) is applied by the server with its exact messages; this only bounds the size. */
const ZPassword = z.string({ error: 'validation.password_required' }).max(1024, { message: 'validation.max_length|128' });

const ZPhone = z
  .string({ error: 'validation.string' })
  .trim()
  .max(50, { message: 'validation.max_length|50' })
  .regex(/^[+0-9 ().-]*$/, { message: 'resources.admins.validation.phone' });

const ZRoleIds = z
  .array(z.number({ error: 'validation.reference' }).int().positive().max(2147483647), { error: 'validation.reference' })
  .max(100, { message: 'validation.max_value|100' });

const writable = {
  username: ZUsername,
  name: z.string({ error: 'validation.string' }).trim().max(100, { message: 'validation.max_length|100' }).nullable().optional(),
  phone: ZPhone.nullable().optional(),
  twoFactorEnabled: z.boolean({ error: 'validation.boolean' }).optional(),
  /** Role ids: the admin holds exactly these afterwards. */
  roles: ZRoleIds.optional(),
};

/**
 * What a client may write: never `status` (the enable and disable actions, each with its own
 * permission), never an id, a hash or a timestamp. Unknown keys answer 422.
 */
export const ZAdminCreate = z.strictObject({ ...writable, password: ZPassword });
/** An empty or missing password keeps the current one. */
export const ZAdminUpdate = z.strictObject({
  ...writable,
  username: ZUsername.optional(),
  password: ZPassword.nullable().optional(),
});
export type TAdminCreate = z.infer<typeof ZAdminCreate>;
export type TAdminUpdate = z.infer<typeof ZAdminUpdate>;

export const admins = { ...base, ZCreate: ZAdminCreate, ZUpdate: ZAdminUpdate };
