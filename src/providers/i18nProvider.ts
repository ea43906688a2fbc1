/** English, Traditional and Simplified Chinese; the stored choice, then the browser's language, then English. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { isLocale, loadCatalogue, loadedCatalogue, LOCALES, type TLocale } from './catalogues.ts';
import { setRequestLocale } from './httpClient.ts';

export const LANGUAGE_KEY = 'language';

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

/**
 * The provider, starting in `start`, whose catalogue must be loaded already: polyglot takes the
 * first language's messages as they are, not as a promise (`loadI18nProvider` loads them first).
 * Another language's catalogue is fetched when the admin chooses it.
 */
export const createI18nProvider = (start: TLocale = initialLocale()): I18nProvider => {
  if (!loadedCatalogue(start)) throw new Error(`The ${start} catalogue is not loaded yet: use loadI18nProvider.`);
  setRequestLocale(start);
  const messages = (locale: string) => (isLocale(locale) ? (loadedCatalogue(locale) ?? loadCatalogue(locale)) : loadedCatalogue('en')!);
  const provider = polyglotI18nProvider(messages, start, [...LOCALES], { allowMissing: false });
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      if (!isLocale(locale)) return;
      // Only once its catalogue is here: a failed fetch leaves the language as it was.
      await provider.changeLocale(locale);
      localStorage.setItem(LANGUAGE_KEY, locale);
      setRequestLocale(locale);
      document.documentElement.lang = locale;
    },
  };
};

/**
 * The provider in the admin's language, once its catalogue is loaded: what the app starts with.
 * A catalogue that cannot be fetched leaves the app in English, which comes with it.
 */
export const loadI18nProvider = async (start: TLocale = initialLocale()): Promise<I18nProvider> => {
  try {
    await loadCatalogue(start);
    return createI18nProvider(start);
  } catch (error) {
    console.error(error);
    return createI18nProvider('en');
  }
};
