/** Messages of the app's generic, in the three languages side by side so that they stay in step. */
export const generic = {
  en: {
    generic: {
      filter: {
        from: '%{field} from',
        to: '%{field} to',
      },
      input: {
        html: '%{label} (HTML)',
        html_hint: 'Enter HTML. A rich text editor will replace this box.',
      },
    },
  },
  'zh-TW': {
    generic: {
      filter: {
        from: '%{field}（起）',
        to: '%{field}（迄）',
      },
      input: {
        html: '%{label}（HTML）',
        html_hint: '請輸入 HTML，之後將改為所見即所得編輯器。',
      },
    },
  },
  'zh-CN': {
    generic: {
      filter: {
        from: '%{field}（起）',
        to: '%{field}（止）',
      },
      input: {
        html: '%{label}（HTML）',
        html_hint: '请输入 HTML，之后将改为富文本编辑器。',
      },
    },
  },
};
