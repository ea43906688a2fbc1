/**
 * The `resources` part of a catalogue, merged from each entity's `i18n.ts` through the registry, so
 * that an entity's words live in its folder. Chinese has one plural form (polyglot's chinese rule
 * picks the first), so Chinese names have no `||||`.
 */
import type { TLabels, TResourceLabels } from '../resources/define.ts';
import { resourceLabels } from '../resources/index.ts';

type TLocaleName = keyof TLabels;

/** The fields every record has, labelled once here; an entity may word them its own way. */
const STAMPS: Record<TLocaleName, Record<string, string>> = {
  en: { id: 'ID', createdAt: 'Created at', updatedAt: 'Updated at' },
  'zh-TW': { id: 'ID', createdAt: '建立時間', updatedAt: '更新時間' },
  'zh-CN': { id: 'ID', createdAt: '创建时间', updatedAt: '更新时间' },
};

/** `{ resources: { <name>: labels } }` in one language, for these entities' labels (the registry's by default). */
export const resourceMessages = (
  locale: TLocaleName,
  labels: Record<string, TLabels> = resourceLabels,
): { resources: Record<string, TResourceLabels> } => ({
  resources: Object.fromEntries(
    Object.entries(labels).map(([name, byLocale]) => [
      name,
      { ...byLocale[locale], fields: { ...STAMPS[locale], ...byLocale[locale].fields } },
    ]),
  ),
});
