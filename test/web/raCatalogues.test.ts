import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { raZhTW } from '../../i18n/ra/zhTW';
import { raZhCN } from '../../i18n/ra/zhCN';
import { en } from '../../i18n/en';
import { zhTW } from '../../i18n/zh-TW';
import { zhCN } from '../../i18n/zh-CN';

type Tree = { [key: string]: unknown };

/** Flattens a nested message object into { 'ra.action.add': 'Add', ... }. */
const flatten = (tree: Tree, prefix = ''): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') {
            out[path] = value;
        } else if (value && typeof value === 'object') {
            Object.assign(out, flatten(value as Tree, path));
        } else {
            throw new Error(`Unexpected value at ${path}: ${String(value)}`);
        }
    }
    return out;
};

const placeholders = (text: string): string[] =>
    [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();

/*
 * Chinese has a single plural form (polyglot's "chinese" type always picks the
 * first `||||` form), so a translation is one form carrying %{smart_count}.
 * For these keys English uses %{recordRepresentation} only in its singular
 * form, and the bulk buttons never pass it; a single Chinese form that kept it
 * would print it literally, so it is left out on purpose.
 */
const singularOnlyPlaceholders: Record<string, string[]> = {
    'ra.message.bulk_update_title': ['%{recordRepresentation}'],
    'ra.message.bulk_update_content': ['%{recordRepresentation}'],
    // Chinese has no letter case: the column's label as it is (%{field}, which react-admin also
    // passes), not with its first letter lowered ("依iD遞增排序").
    'ra.sort.sort_by': ['%{field_lower_first}'],
};
/** Placeholders react-admin passes that a Chinese text may use although the English one does not. */
const chineseOnlyPlaceholders: Record<string, string[]> = {
    'ra.sort.sort_by': ['%{field}'],
};

// Characters/words whose presence in zh-TW betrays leftover Simplified text.
const simplifiedMarkers = ['录', '说', '设', '搜索', '视频'];

const english = flatten(englishMessages as Tree);
const catalogues = {
    'zh-TW': flatten(raZhTW),
    'zh-CN': flatten(raZhCN),
};

describe('react-admin Chinese catalogues', () => {
    it('the English catalogue is non-trivial', () => {
        expect(Object.keys(english).length).toBeGreaterThan(100);
    });

    for (const [locale, messages] of Object.entries(catalogues)) {
        describe(locale, () => {
            it('has exactly the same keys as the English catalogue', () => {
                expect(Object.keys(messages).sort()).toEqual(
                    Object.keys(english).sort()
                );
            });

            it('keeps every English %{placeholder}', () => {
                const missing: string[] = [];
                for (const [key, text] of Object.entries(english)) {
                    const allowed = singularOnlyPlaceholders[key] ?? [];
                    for (const p of placeholders(text)) {
                        if (allowed.includes(p)) continue;
                        if (!(messages[key] ?? '').includes(p)) {
                            missing.push(`${key}: ${p}`);
                        }
                    }
                }
                expect(missing).toEqual([]);
            });

            it('introduces no placeholder unknown to English', () => {
                const extra: string[] = [];
                for (const [key, text] of Object.entries(messages)) {
                    const known = [...placeholders(english[key] ?? ''), ...(chineseOnlyPlaceholders[key] ?? [])];
                    for (const p of placeholders(text)) {
                        if (!known.includes(p)) extra.push(`${key}: ${p}`);
                    }
                }
                expect(extra).toEqual([]);
            });

            it('has no empty strings', () => {
                const empty = Object.entries(messages)
                    .filter(
                        ([key, text]) =>
                            text.length === 0 ||
                            // only blank where English is blank (ra.boolean.null)
                            (text.trim() === '' && english[key]?.trim() !== '')
                    )
                    .map(([key]) => key);
                expect(empty).toEqual([]);
            });
        });
    }

    it('zh-TW does not reuse zh-CN text containing Simplified markers', () => {
        const tw = catalogues['zh-TW'];
        const cn = catalogues['zh-CN'];
        const offenders = Object.keys(tw).filter(
            key =>
                tw[key] === cn[key] &&
                simplifiedMarkers.some(m => tw[key]!.includes(m))
        );
        expect(offenders).toEqual([]);
    });

    it('zh-TW contains no Simplified marker at all', () => {
        const offenders = Object.entries(catalogues['zh-TW'])
            .filter(([, text]) => simplifiedMarkers.some(m => text.includes(m)))
            .map(([key, text]) => `${key}: ${text}`);
        expect(offenders).toEqual([]);
    });
});

/*
 * The keys react-admin's own code asks for, read from its published files (comments left out): a
 * key ra-language-english lacks, or one our Chinese catalogues lack, would show raw or in English.
 * Left out: the inspector of <Configurable> views and <TranslatableInputs>' locale tabs, which the
 * app does not use (react-admin ships no English for them either).
 */
const UNUSED_PARTS = [/^ra\.inspector\./, /^ra\.locales\./];
const jsFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
        entry.isDirectory()
            ? jsFiles(join(dir, entry.name))
            : entry.name.endsWith('.js')
              ? [join(dir, entry.name)]
              : []
    );
const keysReactAdminAsks = (): string[] => {
    const keys = new Set<string>();
    for (const pkg of ['ra-core', 'ra-ui-materialui', 'ra-input-rich-text', 'react-admin']) {
        for (const file of jsFiles(join(process.cwd(), 'node_modules', pkg, 'dist'))) {
            const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
            for (const match of code.matchAll(/["'`](ra\.[A-Za-z0-9_.${}]+)["'`]/g)) keys.add(match[1]!);
        }
    }
    return [...keys].filter(key => !UNUSED_PARTS.some(part => part.test(key)));
};
/** A template key (`ra.sort.${order}`) is present when some key of the catalogue fits it. */
const isPresent = (key: string, keys: string[]): boolean => {
    if (!key.includes('${')) return keys.includes(key);
    const pattern = key
        .split(/\$\{[^}]*\}/)
        .map(part => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[A-Za-z0-9_]+');
    return keys.some(candidate => new RegExp(`^${pattern}$`).test(candidate));
};

describe('the ra.* keys react-admin 5 asks for', () => {
    const asked = keysReactAdminAsks();

    it('are read from its code', () => {
        expect(asked.length).toBeGreaterThan(150);
        expect(asked).toContain('ra.action.select_all_button');
        expect(asked).toContain('ra.tiptap.bold');
    });

    for (const [locale, catalogue] of Object.entries({ en, 'zh-TW': zhTW, 'zh-CN': zhCN })) {
        it(`exist in the app's ${locale} catalogue`, () => {
            const keys = Object.keys(flatten(catalogue as Tree));
            expect(asked.filter(key => !isPresent(key, keys))).toEqual([]);
        });
    }
});
