/**
 * The three catalogues by language, as the sources hold them: what the server answers in, and what a
 * build of the app splits into one module per language (`i18n/vitePlugin.ts`).
 */
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

export const catalogues = { en, 'zh-TW': zhTW, 'zh-CN': zhCN };

export type TLocale = keyof typeof catalogues;
