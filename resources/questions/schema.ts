import { defineResource } from '../define.ts';

/** The FAQ shown to customers; its menu entry is titled 'custom' as the spec says. */
export const questions = defineResource({
  name: 'questions',
  area: 'content',
  path: '/questions',
  icon: 'question',
  routes: { list: '', create: 'create', show: ':id', edit: ':id/edit' },
  menuOrder: 80,
  menuLabel: 'menu.custom',
  fields: {
    question: { type: 'string', required: true, max: 500 },
    answer: { type: 'richtext', required: true, max: 20000 },
    sort: { type: 'integer', required: true, default: 0, min: 0, max: 999999 },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  list: ['id', 'question', 'sort', 'updatedAt'],
  search: ['question', 'answer'],
  sortable: ['question', 'sort'],
  sort: { field: 'sort', order: 'ASC' },
  title: 'question',
});
