/** English, Traditional and Simplified Chinese; the stored choice, then the browser's language, then English. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from '../../i18n/en.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { zhTW } from '../../i18n/zh-TW.ts';
import { setRequestLocale } from './httpClient.ts';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'zh-TW', name: '繁體中文' },
  { locale: 'zh-CN', name: '简体中文' },
] as const;
export type TLocale = (typeof LOCALES)[number]['locale'];

export const LANGUAGE_KEY = 'language';
const catalogues: Record<TLocale, TranslationMessages> = { en, 'zh-TW': zhTW, 'zh-CN': zhCN };

const isLocale = (value: string | null | undefined): value is TLocale => LOCALES.some((l) => l.locale === value);

/** The browser's preferred language mapped onto ours (zh-HK and zh-Hant read Traditional). */
export const browserLocale = (languages: readonly string[] = navigator.languages ?? [navigator.language]): TLocale | undefined => {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    if (/^zh-(tw|hk|mo|hant)/.test(lower)) return 'zh-TW';
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en';
  }
  return undefined;
};

export const initialLocale = (): TLocale => {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLocale(stored) ? stored : (browserLocale() ?? 'en');
};

export const createI18nProvider = () => {
  const start = initialLocale();
  setRequestLocale(start);
  const provider = polyglotI18nProvider((locale) => catalogues[isLocale(locale) ? locale : 'en'], start, [...LOCALES], {
    allowMissing: false,
  });
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      if (!isLocale(locale)) return;
      localStorage.setItem(LANGUAGE_KEY, locale);
      setRequestLocale(locale);
      document.documentElement.lang = locale;
      await provider.changeLocale(locale);
    },
  };
};
