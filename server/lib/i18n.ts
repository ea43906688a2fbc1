/**
 * The API answers in the caller's language (Accept-Language), from the same catalogues as the
 * app. Messages are keys, optionally with arguments after `|` (`validation.max_length|50`).
 */
import { catalogues, type TLocale } from '../../i18n/catalogues.ts';

type TCatalogue = Record<string, unknown>;
const { en } = catalogues;

export type { TLocale };

export const pickLocale = (acceptLanguage: string | undefined): TLocale => {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
};

const lookup = (catalogue: TCatalogue, key: string): string | undefined => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** The text of a key in the locale (English when the locale lacks it), or undefined when no catalogue has it. */
export const translation = (key: string, locale: TLocale): string | undefined => lookup(catalogues[locale], key) ?? lookup(en, key);

/** Translates `key|arg` messages; a message that is not a key is returned as it is. */
export const translateMessage = (message: string, locale: TLocale): string => {
  const [key, ...args] = message.split('|');
  const text = lookup(catalogues[locale], key!) ?? lookup(en, key!);
  if (text === undefined) return message;
  // Two arguments are a range, min then max (`validation.duration|0|360000`), as the app reads them.
  const argument = (name: string) => (args.length > 1 && name === 'max' ? args[1] : args[0]) ?? '';
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => (name === 'field' ? '' : argument(name)));
};
