/**
 * What a build of the app gets for `virtual:catalogue/<locale>` (i18n/vitePlugin.ts): one language's
 * catalogue as plain data, the same as the server's, and nothing of the other languages. The bundle
 * itself is measured by `npx tsx bench/bundle.ts`.
 */
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { catalogues } from '../../i18n/catalogues.ts';
import { cataloguePlugin } from '../../i18n/vitePlugin.ts';

// The web project runs in jsdom, where import.meta.url is not a file: vitest runs from the project's root.
const ROOT = process.cwd();
const HAN = /\p{Script=Han}/u;

const pluginFor = (command: 'build' | 'serve') => {
  const plugin = cataloguePlugin();
  const watched: string[] = [];
  const call = <K extends 'configResolved' | 'resolveId' | 'load'>(hook: K, ...args: unknown[]) =>
    (plugin[hook] as (this: unknown, ...a: unknown[]) => unknown).call({ addWatchFile: (file: string) => watched.push(file) }, ...args);
  call('configResolved', { root: ROOT, command } as ResolvedConfig);
  const load = async (locale: string) => {
    const id = call('resolveId', `virtual:catalogue/${locale}`) as string;
    return (await call('load', id)) as string;
  };
  return { load, watched, resolve: (id: string) => call('resolveId', id) };
};

/** The module's default export, read back as data. */
const exported = (code: string): unknown => JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, ''));

describe('the catalogue modules of a build', () => {
  it('hold one language each, as the server has it, English without a Chinese word', async () => {
    const { load, watched } = pluginFor('build');
    const en = await load('en');
    expect(exported(en)).toEqual(JSON.parse(JSON.stringify(catalogues.en)));
    expect(en).not.toMatch(HAN);
    for (const locale of ['zh-TW', 'zh-CN'] as const) {
      const code = await load(locale);
      expect(exported(code)).toEqual(JSON.parse(JSON.stringify(catalogues[locale])));
      expect(code).not.toContain(catalogues.en.resources.plans!.fields.recurringDiscountPrice);
    }
    // A rebuild in watch mode follows the sources, an entity's labels included.
    expect(watched.some((file) => file.endsWith('resources/plans/i18n.ts'))).toBe(true);
  }, 30000);

  it('re-export the sources on the dev server and in tests', async () => {
    const { load } = pluginFor('serve');
    expect(await load('zh-TW')).toBe(`export { zhTW as default } from ${JSON.stringify(`${ROOT}/i18n/zh-TW.ts`)};`);
  });

  it('are only the three languages', () => {
    expect(pluginFor('build').resolve('virtual:catalogue/fr')).toBeUndefined();
  });
});
