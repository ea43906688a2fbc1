/**
 * The tags view's model: the visited pages, in visit order, the dashboard pinned first
 * (spec §2: at most 99 kept). Kept for the browser tab's session, and outside React so that the
 * re-mount of a language switch keeps it.
 */
import { createPersistedStore, usePersistedStore } from './persistedStore.ts';
import { DASHBOARD_PATH } from './screens.ts';

export type TTag = { path: string; search: string };

export const MAX_TAGS = 99;
export const TAGS_KEY = 'tagsView';
export const PINNED_PATHS: readonly string[] = [DASHBOARD_PATH];

export const isPinned = (path: string): boolean => PINNED_PATHS.includes(path);

const pinned = (): TTag[] => PINNED_PATHS.map((path) => ({ path, search: '' }));

const isTag = (value: unknown): value is TTag =>
  !!value && typeof (value as TTag).path === 'string' && typeof (value as TTag).search === 'string';

export const parseTags = (stored: unknown): TTag[] => {
  const tags = Array.isArray(stored) ? stored.filter(isTag) : [];
  return [...pinned(), ...tags.filter((t) => !isPinned(t.path))].slice(0, MAX_TAGS);
};

/** Adds a visit, or refreshes the query string of an open tab; beyond the limit the oldest unpinned tab goes. */
export const addTag = (tags: TTag[], tag: TTag): TTag[] => {
  if (tags.some((t) => t.path === tag.path)) return tags.map((t) => (t.path === tag.path ? tag : t));
  const next = [...tags, tag];
  while (next.length > MAX_TAGS) {
    const oldest = next.findIndex((t) => !isPinned(t.path));
    if (oldest < 0) break;
    next.splice(oldest, 1);
  }
  return next;
};

/** A tab whose page moved to another path (a video opened by its serial number, shown at its id): the tab follows it, in its place. */
export const replaceTag = (tags: TTag[], from: string, to: string): TTag[] => {
  if (from === to || !tags.some((t) => t.path === from)) return tags;
  return tags.filter((t) => t.path !== to).map((t) => (t.path === from ? { ...t, path: to } : t));
};

export const closeTag = (tags: TTag[], path: string): TTag[] =>
  isPinned(path) ? tags : tags.filter((t) => t.path !== path);

export const closeOtherTags = (tags: TTag[], path: string): TTag[] =>
  tags.filter((t) => isPinned(t.path) || t.path === path);

export const closeAllTags = (tags: TTag[]): TTag[] => tags.filter((t) => isPinned(t.path));

export const tagsStore = createPersistedStore(TAGS_KEY, parseTags, 'session');
export const useTags = (): TTag[] => usePersistedStore(tagsStore);

/** Where to go once the tab shown has been closed: the most recently opened tab left. */
export const fallbackOf = (tags: TTag[]): TTag => tags[tags.length - 1] ?? { path: DASHBOARD_PATH, search: '' };
