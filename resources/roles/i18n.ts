/** What roles are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const rolesLabels = defineLabels({
  en: {
    name: 'Role |||| Roles',
    empty: 'No roles yet.',
    fields: {
      name: 'Role name',
      description: 'Description',
      permissions: 'Permissions',
      admins: 'Admins',
      adminsCount: 'Admins',
      permissionsCount: 'Permissions',
      isSuper: 'Super-admin role',
    },
  },
  'zh-TW': {
    name: '角色',
    empty: '目前還沒有角色。',
    fields: {
      name: '角色名稱',
      description: '說明',
      permissions: '權限',
      admins: '管理員',
      adminsCount: '管理員',
      permissionsCount: '權限',
      isSuper: '超級管理員角色',
    },
  },
  'zh-CN': {
    name: '角色',
    empty: '还没有角色。',
    fields: {
      name: '角色名称',
      description: '说明',
      permissions: '权限',
      admins: '管理员',
      adminsCount: '管理员',
      permissionsCount: '权限',
      isSuper: '超级管理员角色',
    },
  },
});
