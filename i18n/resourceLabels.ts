/**
 * The `resources` part of a catalogue, merged from each entity's `i18n.ts` through the labels registry, so
 * that an entity's words live in its folder. Chinese has one plural form (polyglot's chinese rule
 * picks the first), so Chinese names have no `||||`.
 */
import type { TLabels, TResourceLabels } from '../resources/define.ts';
import { resourceLabels } from '../resources/labels.ts';

type TLocaleName = keyof TLabels;

/**
 * What react-admin says after a save on a screen that does not name the record itself
 * (`resources.<name>.notifications.created`): "Role created", never "Element created".
 * Screens name the record too, through `useSavedNotice`.
 */
const SAVED: Record<TLocaleName, (name: string) => { created: string; updated: string }> = {
  en: (name) => ({ created: `${name} created`, updated: `${name} saved` }),
  'zh-TW': (name) => ({ created: `已新增${name}`, updated: `已儲存${name}` }),
  'zh-CN': (name) => ({ created: `已新增${name}`, updated: `已保存${name}` }),
};

const singular = (name: string) => name.split('||||')[0]!.trim();

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
      {
        ...byLocale[locale],
        fields: { ...STAMPS[locale], ...byLocale[locale].fields },
        notifications: { ...SAVED[locale](singular(byLocale[locale].name)), ...byLocale[locale].notifications },
      },
    ]),
  ),
});
