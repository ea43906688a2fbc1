import type { TBlockType } from './schema.ts';

/** What a block holds, as far as its type cares. */
export type TBlockContents = {
  type: TBlockType;
  videos?: readonly number[] | null;
  models?: readonly number[] | null;
  advertisement?: number | null;
  image?: string | null;
};

/** What each type needs and refuses: a row shows one kind of item, a hero an image, a slot its advertisement. */
const RULES: Record<TBlockType, { videos: boolean; models: boolean; advertisement: 'needs' | 'refuses'; image: 'needs' | 'may' }> = {
  video_row: { videos: true, models: false, advertisement: 'refuses', image: 'may' },
  video_grid: { videos: true, models: false, advertisement: 'refuses', image: 'may' },
  model_row: { videos: false, models: true, advertisement: 'refuses', image: 'may' },
  hero: { videos: false, models: false, advertisement: 'refuses', image: 'needs' },
  advertisement_slot: { videos: false, models: false, advertisement: 'needs', image: 'may' },
};

/** The kinds of items a block of this type lists, for the editor to offer. */
export const holds = (type: TBlockType) => ({ videos: RULES[type].videos, models: RULES[type].models });

/** Per-field messages (i18n keys) for what does not fit the type; empty when the block fits. */
export const blockErrors = (block: TBlockContents): Record<string, string[]> => {
  const rule = RULES[block.type];
  const errors: Record<string, string[]> = {};
  if (!rule.videos && block.videos?.length) errors.videos = ['resources.blocks.validation.no_videos'];
  if (!rule.models && block.models?.length) errors.models = ['resources.blocks.validation.no_models'];
  if (rule.advertisement === 'needs' && !block.advertisement) errors.advertisement = ['resources.blocks.validation.needs_advertisement'];
  if (rule.advertisement === 'refuses' && block.advertisement) errors.advertisement = ['resources.blocks.validation.no_advertisement'];
  if (rule.image === 'needs' && !block.image) errors.image = ['resources.blocks.validation.needs_image'];
  return errors;
};
