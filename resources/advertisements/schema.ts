import { defineResource } from '../define.ts';

/** The fixed ad slots of the customer site: each one exists once, is edited but never created or deleted. */
export const AD_POSITIONS = ['home_top', 'home_middle', 'video_sidebar', 'video_player_end', 'footer'] as const;

/** Where the call-to-action button sits over the ad image. */
export const CTA_POSITIONS = ['left', 'center', 'right'] as const;

export const advertisements = defineResource({
  name: 'advertisements',
  area: 'content',
  path: '/blocks/advertisements',
  icon: 'campaign',
  routes: { list: '', show: ':id', edit: 'edit/:id' },
  menuOrder: 70,
  fields: {
    position: { type: 'enum', values: AD_POSITIONS, required: true, unique: true, readOnly: true, max: 30 },
    name: { type: 'string', required: true, max: 100 },
    image: { type: 'image' },
    mobileImage: { type: 'image' },
    link: { type: 'url' },
    ctaPosition: { type: 'enum', values: CTA_POSITIONS, required: true, default: 'center', max: 10 },
  },
  operations: ['list', 'get', 'update'],
  list: ['id', 'position', 'name', 'image', 'mobileImage', 'link', 'ctaPosition', 'updatedAt'],
  filters: ['position'],
  search: ['name'],
  sortable: ['position', 'name'],
  sort: { field: 'id', order: 'ASC' },
  title: 'name',
});
