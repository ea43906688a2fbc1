import { defineResource } from '../define.ts';

/** The actions the API records; resources' own actions (publish, archive, ...) are recorded under their names too. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'login',
  'login_failed',
  'logout',
  'update_profile',
  'change_password',
  'change_password_failed',
  'two_factor_challenge',
  'two_factor_secret',
  'two_factor_bind',
  'two_factor_failed',
  'two_factor_on',
  'enable',
  'disable',
  'reset_qr_code',
  'assign',
  'unlock',
  'export',
] as const;

/** The audit trail, read-only: no route writes or deletes it (SECURITY 36). */
export const auditLogs = defineResource({
  name: 'audit_logs',
  area: 'administration',
  path: '/permissions/audit-logs',
  icon: 'history',
  routes: { list: '', show: ':id' },
  menuOrder: 50,
  fields: {
    adminId: { type: 'reference', reference: 'admins' },
    action: { type: 'enum', values: AUDIT_ACTIONS, required: true, max: 50 },
    resource: { type: 'string', max: 100 },
    recordId: { type: 'string', max: 100 },
    ip: { type: 'string', max: 64 },
    createdAt: { type: 'datetime' },
  },
  operations: ['list', 'get'],
  list: ['createdAt', 'adminId', 'action', 'resource', 'recordId', 'ip'],
  filters: ['adminId', 'action', 'resource', 'createdAt'],
  sortable: ['createdAt', 'action', 'resource'],
  sort: { field: 'createdAt', order: 'DESC' },
  title: 'id',
});
