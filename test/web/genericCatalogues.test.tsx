import { describe, expect, it } from 'vitest';
import { generic } from '../../i18n/generic.ts';
import { resourceMessages as merged } from '../../i18n/resourceLabels.ts';
import { resources } from '../../resources/index.ts';

type TTree = { [key: string]: unknown };

const flatten = (tree: TTree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...out, [path]: value } : { ...out, ...flatten(value as TTree, path) };
  }, {});

const placeholders = (text: string) => [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();

const LOCALES = ['en', 'zh-TW', 'zh-CN'] as const;

/** The resources part of each catalogue, merged from every entity's `i18n.ts`. */
const resourceMessages = { en: merged('en'), 'zh-TW': merged('zh-TW'), 'zh-CN': merged('zh-CN') };

describe.each([
  ['generic', generic],
  ['resources', resourceMessages],
])('the %s catalogue', (namespace, catalogue) => {
  const english = flatten(catalogue.en);

  it(`has only the top-level key ${namespace}`, () => {
    for (const locale of LOCALES) expect(Object.keys(catalogue[locale])).toEqual([namespace]);
  });

  it.each(['zh-TW', 'zh-CN'] as const)('has the same keys and placeholders in %s, none empty', (locale) => {
    const messages = flatten(catalogue[locale]);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key]!));
      // Chinese has one plural form: a second one would never be shown.
      expect(text, key).not.toContain('||||');
    }
  });
});

describe('resource messages', () => {
  it.each(LOCALES)('name every resource, field and enum value in %s', (locale) => {
    const messages = flatten(resourceMessages[locale]);
    const missing = resources.flatMap((resource) => {
      const base = `resources.${resource.name}`;
      const fields = ['id', 'createdAt', 'updatedAt', ...Object.keys(resource.fields)].map((f) => `${base}.fields.${f}`);
      const values = Object.entries(resource.fields).flatMap(([name, field]) =>
        (field.values ?? []).map((value) => `${base}.values.${name}.${value}`),
      );
      return [`${base}.name`, ...fields, ...values].filter((key) => !messages[key]);
    });
    expect(missing).toEqual([]);
  });

  it('gives English names a singular and a plural form', () => {
    for (const resource of resources) {
      expect(flatten(resourceMessages.en)[`resources.${resource.name}.name`]).toMatch(/^.+ \|\|\|\| .+$/);
    }
  });
});
