import { defineResource } from '../define.ts';

/**
 * The FAQ shown to customers. One name everywhere, the glossary's "Questions" (常見問題 / 常见问题),
 * in the menu as in its titles: "Custom" (客服) names the FAQ-and-support group, not this entry.
 */
export const questions = defineResource({
  name: 'questions',
  area: 'content',
  path: '/questions',
  icon: 'question',
  routes: { list: '', create: 'create', show: ':id', edit: ':id/edit' },
  menuOrder: 80,
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
