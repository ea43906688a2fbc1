import { defineResource } from '../define.ts';

/** Where a banner carousel shows on the customer site. */
export const BANNER_POSITIONS = ['home_hero', 'home_middle', 'videos_top', 'models_top', 'checkout'] as const;
export const BANNER_TYPES = ['image', 'video'] as const;

export const banners = defineResource({
  name: 'banners',
  area: 'content',
  path: '/blocks/banners',
  icon: 'banner',
  routes: { list: '', create: 'create', show: ':id', edit: 'edit/:id' },
  menuOrder: 60,
  fields: {
    sort: { type: 'integer', required: true, default: 0, min: 0, max: 999999, indexed: true },
    position: { type: 'enum', values: BANNER_POSITIONS, required: true, indexed: true, max: 30 },
    name: { type: 'string', required: true, max: 100 },
    title: { type: 'string', max: 200 },
    subtitle: { type: 'string', max: 255 },
    type: { type: 'enum', values: BANNER_TYPES, required: true, default: 'image', max: 10, tones: { image: 'info', video: 'success' } },
    cta: { type: 'string', max: 50 },
    image: { type: 'image' },
    mobileImage: { type: 'image' },
    video: { type: 'video' },
    mobileVideo: { type: 'video' },
    link: { type: 'url' },
    // Counted by the customer site; staff read it, nobody writes it here.
    clicks: { type: 'integer', min: 0, default: 0, readOnly: true },
    expiredAt: { type: 'datetime', indexed: true },
    // Derived from expiredAt at read time, so that it is never stale.
    expired: { type: 'boolean', computed: true, tones: { true: 'error', false: 'success' } },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  list: ['id', 'image', 'name', 'position', 'type', 'sort', 'clicks', 'expiredAt', 'expired'],
  filters: ['position', 'type', 'expired'],
  search: ['name', 'title'],
  sortable: ['sort', 'name', 'position', 'clicks', 'expiredAt'],
  sort: { field: 'sort', order: 'ASC' },
  title: 'name',
});
