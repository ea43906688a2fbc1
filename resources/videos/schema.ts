import { defineResource } from '../define.ts';

/**
 * draft: being prepared; scheduled: published, shown from publishedAt on; published: shown;
 * hidden: taken off the site (a takedown, an expired licence) but kept. Only the publish and
 * hide actions change it.
 */
export const VIDEO_STATUSES = ['draft', 'scheduled', 'published', 'hidden'] as const;

export const videos = defineResource({
  name: 'videos',
  area: 'content',
  path: '/videos',
  icon: 'video',
  routes: { list: '', create: 'create', batchCreate: 'batch-create', edit: 'edit/:id', show: 'show/:id' },
  menuOrder: 10,
  fields: {
    cover: { type: 'image' },
    serialNumber: { type: 'string', required: true, unique: true, max: 50, indexed: 'search' },
    title: { type: 'string', max: 255, indexed: 'search' },
    videoDuration: { type: 'integer', min: 0, max: 360000, indexed: true, isDuration: true },
    status: {
      type: 'enum',
      values: VIDEO_STATUSES,
      required: true,
      default: 'draft',
      readOnly: true,
      indexed: true,
      max: 20,
      tones: { draft: 'default', scheduled: 'info', published: 'success', hidden: 'warning' },
    },
    publishedAt: { type: 'datetime', indexed: true },
    video: { type: 'video' },
    trailer: { type: 'video' },
    previewVideo: { type: 'video' },
    description: { type: 'richtext', max: 50000 },
    tooltips: { type: 'string', max: 255 },
    source: { type: 'string', max: 255 },
    isFree: { type: 'boolean' },
    isMain: { type: 'boolean' },
    models: { type: 'references', reference: 'models', max: 50 },
    directors: { type: 'references', reference: 'directors', max: 20 },
    tags: { type: 'references', reference: 'tags', max: 50 },
    gallery: { type: 'gallery', max: 200 },
    views: { type: 'integer', min: 0, default: 0, indexed: true },
    originalViews: { type: 'integer', min: 0, default: 0 },
    subscriberTViews: { type: 'integer', min: 0, default: 0 },
    visitorTViews: { type: 'integer', min: 0, default: 0 },
    likes: { type: 'integer', min: 0, default: 0 },
    dislikes: { type: 'integer', min: 0, default: 0 },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  list: ['cover', 'serialNumber', 'title', 'videoDuration', 'status', 'isFree', 'isMain', 'views', 'publishedAt'],
  filters: ['status', 'tags', 'models', 'directors', 'isFree', 'isMain', 'publishedAt'],
  search: ['title', 'serialNumber'],
  searchKept: true,
  positionsKept: true,
  sortable: ['serialNumber', 'title', 'videoDuration', 'views', 'likes', 'publishedAt'],
  sort: { field: 'id', order: 'DESC' },
  actions: { publish: { bulk: true, icon: 'publish', result: 'status' }, hide: { bulk: true, icon: 'hide' } },
  title: 'title',
  alternateKey: 'serialNumber',
  export: {
    filename: 'videos.csv',
    columns: ['id', 'serialNumber', 'title', 'status', 'videoDuration', 'isFree', 'isMain', 'views', 'likes', 'dislikes', 'publishedAt', 'models', 'directors', 'tags', 'source', 'cover', 'video'],
  },
});
