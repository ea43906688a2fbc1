import { z } from 'zod';
import { defineResource } from '../define.ts';

const base = defineResource({
  name: 'roles',
  area: 'administration',
  path: '/permissions/roles',
  icon: 'role',
  routes: { list: '', create: 'create', edit: 'edit/:id' },
  menuOrder: 20,
  fields: {
    name: { type: 'string', required: true, unique: true, max: 100 },
    description: { type: 'text', max: 1000 },
    channelScoped: { type: 'boolean', default: false },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  list: ['id', 'name', 'description', 'updatedAt'],
  search: ['name', 'description'],
  sortable: ['name'],
  sort: { field: 'id', order: 'ASC' },
  title: 'name',
});

/** Permission names from the catalogue (GET /permissions). */
export const ZPermissionNames = z
  .array(z.string({ error: 'validation.string' }).max(100, { message: 'validation.max_length|100' }), { error: 'resources.roles.validation.permissions' })
  .max(2000, { message: 'validation.max_value|2000' });

const ZName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(100, { message: 'validation.max_length|100' });
const ZDescription = z.string({ error: 'validation.string' }).trim().max(1000, { message: 'validation.max_length|1000' }).nullable().optional();

/** The role's permission set is written with the role, in the same transaction, or on its own through assign. */
const ZChannelScoped = z.boolean({ error: 'validation.boolean' }).optional();
export const ZRoleCreate = z.strictObject({ name: ZName, description: ZDescription, channelScoped: ZChannelScoped, permissions: ZPermissionNames.optional() });
export const ZRoleUpdate = z.strictObject({ name: ZName.optional(), description: ZDescription, channelScoped: ZChannelScoped, permissions: ZPermissionNames.optional() });
export const ZRoleAssign = z.strictObject({ permissions: ZPermissionNames });

export const roles = { ...base, ZCreate: ZRoleCreate, ZUpdate: ZRoleUpdate };
