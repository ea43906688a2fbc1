/**
 * The app's catalogues, one language each (`virtual:catalogue/<locale>`, i18n/vitePlugin.ts).
 * English comes with the app: it is the language react-admin starts in and the one most admins
 * read. Each Chinese catalogue is a chunk of its own, fetched the first time it is needed.
 */
import type { TranslationMessages } from 'react-admin';
import en from 'virtual:catalogue/en';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'zh-TW', name: '繁體中文' },
  { locale: 'zh-CN', name: '简体中文' },
] as const;
export type TLocale = (typeof LOCALES)[number]['locale'];

export const isLocale = (value: string | null | undefined): value is TLocale => LOCALES.some((l) => l.locale === value);

const fetchers: Record<Exclude<TLocale, 'en'>, () => Promise<{ default: TranslationMessages }>> = {
  'zh-TW': () => import('virtual:catalogue/zh-TW'),
  'zh-CN': () => import('virtual:catalogue/zh-CN'),
};

const loaded: Partial<Record<TLocale, TranslationMessages>> = { en };

/** The catalogue of a language, when it is loaded already (English always is). */
export const loadedCatalogue = (locale: TLocale): TranslationMessages | undefined => loaded[locale];

/** The catalogue of a language, fetched the first time. */
export const loadCatalogue = async (locale: TLocale): Promise<TranslationMessages> => {
  if (locale === 'en') return en;
  const { default: messages } = await fetchers[locale]();
  loaded[locale] = messages;
  return messages;
};
