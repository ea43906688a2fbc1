import { defineResource } from '../define.ts';

/**
 * What a block shows: a row (scrolls sideways) or a grid of videos, a row of models, a hero
 * (one large image with a link) or the advertisement of a slot. What each may hold: ./rules.ts.
 */
export const BLOCK_TYPES = ['video_row', 'video_grid', 'model_row', 'hero', 'advertisement_slot'] as const;
export type TBlockType = (typeof BLOCK_TYPES)[number];

/** The pages of the customer site built from blocks. */
export const BLOCK_PAGES = ['home', 'videos', 'models', 'category', 'video_detail'] as const;

export const blocks = defineResource({
  name: 'blocks',
  area: 'content',
  path: '/blocks',
  icon: 'blocks',
  routes: { list: '', create: 'create', show: ':id', edit: 'edit/:id' },
  menuOrder: 50,
  fields: {
    title: { type: 'string', required: true, max: 200 },
    description: { type: 'text', max: 2000 },
    type: {
      type: 'enum',
      values: BLOCK_TYPES,
      required: true,
      max: 30,
      tones: { video_row: 'info', video_grid: 'info', model_row: 'success', hero: 'warning', advertisement_slot: 'default' },
    },
    page: { type: 'enum', values: BLOCK_PAGES, required: true, default: 'home', indexed: true, max: 30 },
    isBox: { type: 'boolean' },
    sort: { type: 'integer', required: true, default: 0, min: 0, max: 999999, indexed: true },
    advertisement: { type: 'reference', reference: 'advertisements' },
    image: { type: 'image' },
    mobileImage: { type: 'image' },
    link: { type: 'url' },
    videos: { type: 'references', reference: 'videos', max: 50 },
    models: { type: 'references', reference: 'models', max: 50 },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  list: ['id', 'sort', 'title', 'type', 'page', 'isBox', 'updatedAt'],
  filters: ['page', 'type', 'isBox'],
  search: ['title'],
  sortable: ['sort', 'title', 'page', 'type'],
  sort: { field: 'sort', order: 'ASC' },
  title: 'title',
});
