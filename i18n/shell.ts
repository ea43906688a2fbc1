/** Messages of the app's shell, in the three languages side by side so that they stay in step. */
export const shell = {
  en: {},
  'zh-TW': {},
  'zh-CN': {},
};
