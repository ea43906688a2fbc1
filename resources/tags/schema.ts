import { defineResource } from '../define.ts';

export const tags = defineResource({
  name: 'tags',
  area: 'content',
  path: '/tags',
  icon: 'tag',
  routes: { list: '', create: 'create', edit: 'edit/:id' },
  menuOrder: 40,
  fields: {
    name: { type: 'string', required: true, unique: true, max: 50 },
    sort: { type: 'integer', required: true, default: 0, min: 0, max: 999999 },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  list: ['id', 'name', 'sort', 'updatedAt'],
  filters: ['name'],
  search: ['name'],
  sortable: ['name', 'sort'],
  sort: { field: 'sort', order: 'ASC' },
  title: 'name',
});
