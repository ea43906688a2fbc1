/** Messages of the app's resources, in the three languages side by side so that they stay in step. */
export const resources = {
  en: {},
  'zh-TW': {},
  'zh-CN': {},
};
