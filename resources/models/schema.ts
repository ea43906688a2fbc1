import { z } from 'zod';
import { defineResource, ZLink } from '../define.ts';

export const GENDERS = ['female', 'male', 'transgender', 'nonbinary'] as const;
export const SOCIAL_PLATFORMS = ['instagram', 'x', 'tiktok', 'onlyfans', 'youtube', 'website', 'other'] as const;

/** A model's social media links: a platform and a link each (spec §5: http(s), mailto or tel). */
export const ZSocialLinks = z
  .array(z.strictObject({ platform: z.enum(SOCIAL_PLATFORMS, { message: 'validation.enum' }), url: ZLink }), { error: 'validation.social_links' })
  .max(20, { message: 'validation.max_items|20' });
export type TSocialLink = z.infer<typeof ZSocialLinks>[number];

export const models = defineResource({
  name: 'models',
  area: 'content',
  path: '/videos/models',
  icon: 'face',
  routes: { list: '', create: 'create', edit: 'edit/:id', show: ':id' },
  menuOrder: 20,
  fields: {
    avatar: { type: 'image', isAvatar: true },
    name: { type: 'string', required: true, max: 100, indexed: true },
    gender: { type: 'enum', values: GENDERS, max: 20 },
    birthday: { type: 'date' },
    birthPlace: { type: 'string', max: 100 },
    heightFeet: { type: 'integer', min: 3, max: 8 },
    heightInches: { type: 'integer', min: 0, max: 11 },
    weight: { type: 'integer', min: 50, max: 500 },
    chest: { type: 'integer', min: 10, max: 80 },
    waist: { type: 'integer', min: 10, max: 80 },
    hips: { type: 'integer', min: 10, max: 80 },
    measurement: { type: 'string', max: 30 },
    socialLinks: { type: 'json', schema: ZSocialLinks },
    isPopular: { type: 'boolean' },
    videosCount: { type: 'integer', computed: true },
    introduction: { type: 'richtext', max: 20000 },
    gallery: { type: 'gallery', max: 200 },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  list: ['avatar', 'name', 'gender', 'isPopular', 'videosCount', 'updatedAt'],
  filters: ['gender', 'isPopular'],
  search: ['name'],
  sortable: ['name', 'videosCount', 'birthday'],
  sort: { field: 'name', order: 'ASC' },
  title: 'name',
});
