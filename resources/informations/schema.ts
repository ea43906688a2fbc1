import { defineResource } from '../define.ts';

/** The fixed information pages of the customer site: one per type, edited but never deleted. */
export const INFORMATION_TYPES = ['about', 'terms', 'privacy', 'refund', 'cookies', 'dmca', 'compliance', 'contact'] as const;

export const informations = defineResource({
  name: 'informations',
  area: 'content',
  path: '/blocks/informations',
  icon: 'article',
  routes: { list: '', edit: ':id/edit' },
  menuOrder: 90,
  fields: {
    type: { type: 'enum', values: INFORMATION_TYPES, required: true, unique: true, max: 30 },
    title: { type: 'string', required: true, max: 200 },
    content: { type: 'richtext', max: 200000 },
  },
  operations: ['list', 'get', 'create', 'update'],
  list: ['id', 'type', 'title', 'updatedAt'],
  filters: ['type'],
  search: ['title', 'content'],
  sortable: ['type', 'title'],
  sort: { field: 'id', order: 'ASC' },
  title: 'title',
});
