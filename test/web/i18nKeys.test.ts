/**
 * Every catalogue key the code names — `translate('…')`, `notify('…')`, a `label="…"`, a message
 * the API answers (`'errors.…'`, `'validation.max_length|50'`) — exists in the three catalogues, so
 * that no screen shows a raw key. A key built from a template (`resources.${name}.name`) must match
 * at least one key in each catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { zhTW } from '../../i18n/zh-TW.ts';

// The web project runs in jsdom, where import.meta.url is not a file: vitest runs from the project's root.
const ROOT = process.cwd();
const FOLDERS = ['src', 'resources', 'server'];

const flatten = (node: unknown, prefix = ''): string[] =>
  typeof node === 'string'
    ? [prefix]
    : Object.entries(node as object).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));

const catalogues = { en: new Set(flatten(en)), 'zh-TW': new Set(flatten(zhTW)), 'zh-CN': new Set(flatten(zhCN)) };

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // A resource's i18n.ts is a catalogue, not a use of one.
    return /\.tsx?$/.test(entry.name) && entry.name !== 'i18n.ts' ? [path] : [];
  });

const NAMESPACES = Object.keys(en).filter((name) => name !== 'app');
const SEGMENT = String.raw`(?:[A-Za-z0-9_]|\$\{[^}\n]*\})+`;
/** A quoted string that reads as a key of one of the catalogues' namespaces, with `|arguments` maybe. */
const KEY_LITERAL = new RegExp(String.raw`(['"\`])((?:${NAMESPACES.join('|')})(?:\.${SEGMENT})+)(\|[^'"\`\n]*)?\1`, 'g');

type TUse = { key: string; where: string };

/**
 * Templates for labels that exist only once an entity declares what they name; the parity test
 * (i18nParity.test.ts) requires each declared one in the three languages.
 */
const DECLARED_ELSEWHERE = new Set(['resources.${report.name}.parameters.${name}']);

const uses: TUse[] = FOLDERS.flatMap((folder) =>
  sourceFiles(join(ROOT, folder)).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(KEY_LITERAL)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return { key: match[2]!, where: `${relative(ROOT, file)}:${line}` };
    });
  }),
).filter((use) => !DECLARED_ELSEWHERE.has(use.key));

/** A key, or a pattern for a template key: each `${…}` stands for one or more segments. */
const matcher = (key: string): ((candidate: string) => boolean) => {
  if (!key.includes('${')) return (candidate) => candidate === key;
  const pattern = key
    .split(/\$\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*');
  const regex = new RegExp(`^${pattern}$`);
  return (candidate) => regex.test(candidate);
};

describe('the keys the code names', () => {
  it('are found in the sources (the scan works)', () => {
    expect(uses.length).toBeGreaterThan(600);
    expect(uses.some((use) => use.key === 'errors.not_found')).toBe(true);
    expect(uses.some((use) => use.key.includes('${'))).toBe(true);
  });

  it('the scan tells a missing key from a present one, and a template matching none', () => {
    expect([...catalogues.en].some(matcher('errors.not_found'))).toBe(true);
    expect([...catalogues.en].some(matcher('errors.no_such_message'))).toBe(false);
    expect([...catalogues.en].some(matcher('resources.${name}.name'))).toBe(true);
    expect([...catalogues.en].some(matcher('resources.${name}.no_such_part'))).toBe(false);
  });

  for (const [locale, keys] of Object.entries(catalogues)) {
    it(`exist in ${locale}`, () => {
      const all = [...keys];
      const missing = uses.filter((use) => !all.some(matcher(use.key))).map((use) => `${use.key} (${use.where})`);
      expect(missing).toEqual([]);
    });
  }
});
