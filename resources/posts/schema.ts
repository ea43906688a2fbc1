import { defineResource } from '../define.ts';

export const POST_STATUSES = ['draft', 'published'] as const;

export const posts = defineResource({
  name: 'posts',
  area: 'content',
  path: '/videos/posts',
  icon: 'post',
  routes: { list: '', create: 'create', edit: 'edit/:id', show: ':id' },
  menuOrder: 70,
  fields: {
    cover: { type: 'image' },
    title: { type: 'string', required: true, max: 255 },
    description: { type: 'text', max: 1000 },
    content: { type: 'richtext', max: 200000 },
    status: { type: 'enum', values: POST_STATUSES, required: true, default: 'draft', readOnly: true, max: 20, tones: { draft: 'default', published: 'success' } },
    publishedAt: { type: 'datetime', indexed: true },
    isSticky: { type: 'boolean' },
    models: { type: 'references', reference: 'models', max: 50 },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  list: ['cover', 'title', 'status', 'isSticky', 'publishedAt', 'updatedAt'],
  filters: ['status', 'isSticky', 'models', 'publishedAt'],
  search: ['title'],
  sortable: ['title', 'publishedAt'],
  sort: { field: 'publishedAt', order: 'DESC' },
  pinned: 'isSticky',
  actions: { publish: { bulk: true, icon: 'publish' }, unpublish: { icon: 'undo' } },
  title: 'title',
});
