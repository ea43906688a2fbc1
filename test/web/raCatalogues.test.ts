import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { raZhTW } from '../../i18n/ra/zhTW';
import { raZhCN } from '../../i18n/ra/zhCN';

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
                    const known = placeholders(english[key] ?? '');
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
