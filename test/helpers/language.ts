/** The admin's language as stored by an earlier visit, for screens rendered with createI18nProvider(). */
import { isLocale, loadCatalogue } from '../../src/providers/catalogues.ts';
import { LANGUAGE_KEY } from '../../src/providers/i18nProvider.ts';

/** Stores the language and loads its catalogue, as the app does before its first render (loadI18nProvider). */
export const storeLanguage = async (locale: string): Promise<void> => {
  if (!isLocale(locale)) throw new Error(`No catalogue for ${locale}`);
  localStorage.setItem(LANGUAGE_KEY, locale);
  await loadCatalogue(locale);
};
