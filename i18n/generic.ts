/** Messages of the app's generic, in the three languages side by side so that they stay in step. */
export const generic = {
  en: {
    generic: {
      pagination: {
        at_least: '%{offsetBegin}-%{offsetEnd} of %{total}+',
        about: '%{offsetBegin}-%{offsetEnd} of about %{total}',
      },
      filter: {
        from: '%{field} from',
        to: '%{field} to',
      },
    },
  },
  'zh-TW': {
    generic: {
      pagination: {
        at_least: '%{offsetBegin}-%{offsetEnd}，共 %{total} 筆以上',
        about: '%{offsetBegin}-%{offsetEnd}，約 %{total} 筆',
      },
      filter: {
        from: '%{field}（起）',
        to: '%{field}（迄）',
      },
    },
  },
  'zh-CN': {
    generic: {
      pagination: {
        at_least: '%{offsetBegin}-%{offsetEnd}，共 %{total} 条以上',
        about: '%{offsetBegin}-%{offsetEnd}，约 %{total} 条',
      },
      filter: {
        from: '%{field}（起）',
        to: '%{field}（止）',
      },
    },
  },
};
