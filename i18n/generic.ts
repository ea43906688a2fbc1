/** Messages of the app's generic, in the three languages side by side so that they stay in step. */
export const generic = {
  en: {},
  'zh-TW': {},
  'zh-CN': {},
};
