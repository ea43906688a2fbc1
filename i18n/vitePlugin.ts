/**
 * `virtual:catalogue/<locale>`: one language's whole catalogue, for the app.
 *
 * The sources keep the three languages side by side (each entity's `i18n.ts`, the shared catalogues
 * here), and the server reads them as they are (`catalogues.ts`). A build evaluates them once and
 * emits each language as a module of plain data, so that the app's first load carries English only
 * and each Chinese catalogue is a chunk of its own, fetched when it is chosen. The dev server and
 * the tests re-export the sources instead, so that an edit reloads as any module does.
 */
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { catalogues as TCatalogues, TLocale } from './catalogues.ts';

const PREFIX = 'virtual:catalogue/';
const RESOLVED = `\0${PREFIX}`;

/** Each language's module in the sources, and the name it exports. */
const SOURCES: Record<TLocale, { file: string; name: string }> = {
  en: { file: 'i18n/en.ts', name: 'en' },
  'zh-TW': { file: 'i18n/zh-TW.ts', name: 'zhTW' },
  'zh-CN': { file: 'i18n/zh-CN.ts', name: 'zhCN' },
};

const isLocale = (value: string): value is TLocale => Object.hasOwn(SOURCES, value);

export const cataloguePlugin = (): Plugin => {
  let root = process.cwd();
  let isBuild = false;
  let evaluated: Promise<{ module: { catalogues: typeof TCatalogues }; dependencies: string[] }> | undefined;
  return {
    name: 'showrunner:catalogues',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    buildStart() {
      evaluated = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) && isLocale(id.slice(PREFIX.length)) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length) as TLocale;
      const source = SOURCES[locale];
      if (!isBuild) return `export { ${source.name} as default } from ${JSON.stringify(join(root, source.file))};`;
      evaluated ??= runnerImport(join(root, 'i18n/catalogues.ts'), { configFile: false, root, logLevel: 'error' });
      const { module, dependencies } = await evaluated;
      for (const file of dependencies) this.addWatchFile(file);
      return `export default ${JSON.stringify(module.catalogues[locale])};`;
    },
  };
};
