import { defineResource } from '../define.ts';

export const directors = defineResource({
  name: 'directors',
  area: 'content',
  path: '/directors',
  icon: 'director',
  routes: { list: '', create: 'create', edit: 'edit/:id', show: ':id' },
  menuOrder: 30,
  fields: {
    name: { type: 'string', required: true, unique: true, max: 100 },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  list: ['id', 'name', 'createdAt'],
  search: ['name'],
  sortable: ['name'],
  sort: { field: 'name', order: 'ASC' },
  title: 'name',
});
