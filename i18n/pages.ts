/** Messages of the app's pages, in the three languages side by side so that they stay in step. */
export const pages = {
  en: {},
  'zh-TW': {},
  'zh-CN': {},
};
