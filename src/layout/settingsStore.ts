/**
 * The shell's settings (spec §3 "Settings", §9 defaults) and the UI size, persisted in
 * localStorage. App.tsx reads them before react-admin's context exists, to build the theme.
 */
import { createPersistedStore, usePersistedStore } from './persistedStore.ts';

export const THEME_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;

export type TMode = 'light' | 'dark';
export type TSettings = {
  themeColor: string;
  fixedHeader: boolean;
  tagsView: boolean;
  sidebarLogo: boolean;
  sidebarTextTheme: boolean;
  mode: TMode;
};

export const SETTINGS_KEY = 'settings';
export const DEFAULT_SETTINGS: TSettings = {
  themeColor: '#409EFF',
  fixedHeader: false,
  tagsView: true,
  sidebarLogo: true,
  sidebarTextTheme: false,
  mode: 'light',
};

const isColor = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/** Keeps only well-formed values, so that a hand-edited or older entry cannot break the theme. */
export const parseSettings = (stored: unknown): TSettings => {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Partial<Record<keyof TSettings, unknown>>;
  const flag = (key: 'fixedHeader' | 'tagsView' | 'sidebarLogo' | 'sidebarTextTheme') =>
    typeof s[key] === 'boolean' ? (s[key] as boolean) : DEFAULT_SETTINGS[key];
  return {
    themeColor: isColor(s.themeColor) ? s.themeColor : DEFAULT_SETTINGS.themeColor,
    fixedHeader: flag('fixedHeader'),
    tagsView: flag('tagsView'),
    sidebarLogo: flag('sidebarLogo'),
    sidebarTextTheme: flag('sidebarTextTheme'),
    mode: s.mode === 'dark' ? 'dark' : 'light',
  };
};

export const settingsStore = createPersistedStore(SETTINGS_KEY, parseSettings);
export const useSettings = (): TSettings => usePersistedStore(settingsStore);
export const updateSettings = (patch: Partial<TSettings>): void =>
  settingsStore.set((previous) => parseSettings({ ...previous, ...patch }));

export const SIZES = ['large', 'medium', 'small'] as const;
export type TSize = (typeof SIZES)[number];
export const SIZE_KEY = 'size';

export const sizeStore = createPersistedStore<TSize>(SIZE_KEY, (stored) =>
  SIZES.includes(stored as TSize) ? (stored as TSize) : 'medium',
);
export const useSize = (): TSize => usePersistedStore(sizeStore);
