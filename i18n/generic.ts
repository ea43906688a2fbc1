/** Messages of the app's generic, in the three languages side by side so that they stay in step. */
export const generic = {
  en: {
    generic: {
      filter: {
        from: '%{field} from',
        to: '%{field} to',
      },
    },
  },
  'zh-TW': {
    generic: {
      filter: {
        from: '%{field}（起）',
        to: '%{field}（迄）',
      },
    },
  },
  'zh-CN': {
    generic: {
      filter: {
        from: '%{field}（起）',
        to: '%{field}（止）',
      },
    },
  },
};
