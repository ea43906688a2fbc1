/** Messages of the app's generic, in the three languages side by side so that they stay in step. */
export const generic = {
  en: {
    generic: {
      action: { export_csv: 'Export CSV', batch_create: 'Batch create' },
      notify: {
        bulk_done: '%{smart_count} record updated |||| %{smart_count} records updated',
        exported: 'Exported %{filename}',
        export_failed: 'The export failed',
        missing: 'Missing: %{fields}',
        created: '%{name} “%{title}” created',
        updated: '%{name} “%{title}” saved',
      },
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
      action: { export_csv: '匯出 CSV', batch_create: '批次新增' },
      notify: {
        bulk_done: '已更新 %{smart_count} 筆',
        exported: '已匯出 %{filename}',
        export_failed: '匯出失敗',
        missing: '缺少：%{fields}',
        created: '已新增%{name}「%{title}」',
        updated: '已儲存%{name}「%{title}」',
      },
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
      action: { export_csv: '导出 CSV', batch_create: '批量创建' },
      notify: {
        bulk_done: '已更新 %{smart_count} 条',
        exported: '已导出 %{filename}',
        export_failed: '导出失败',
        missing: '缺少：%{fields}',
        created: '已新增%{name}“%{title}”',
        updated: '已保存%{name}“%{title}”',
      },
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

/** Messages of the generic field types (money, rates), merged into `validation`. */
export const genericValidation = {
  en: {
    currency: 'Must be an ISO 4217 currency code such as USD',
    money: 'Must be an amount with at most %{digits} decimals',
    percent: 'Must be a percentage with at most 2 decimals',
    duration: 'Must be a length as h:mm:ss, m:ss or seconds, from %{min} to %{max} seconds',
    alternate_key: 'Letters, digits and . _ - only, starting with a letter or digit (at most 50)',
  },
  'zh-TW': {
    currency: '須為 ISO 4217 幣別代碼，例如 USD',
    money: '須為金額，最多 %{digits} 位小數',
    percent: '須為百分比，最多 2 位小數',
    duration: '須為 h:mm:ss、m:ss 或秒數格式的長度，介於 %{min} 至 %{max} 秒',
    alternate_key: '只能使用英文字母、數字及 . _ -，且以字母或數字開頭（最多 50 字元）',
  },
  'zh-CN': {
    currency: '须为 ISO 4217 币种代码，例如 USD',
    money: '须为金额，最多 %{digits} 位小数',
    percent: '须为百分比，最多 2 位小数',
    duration: '须为 h:mm:ss、m:ss 或秒数格式的时长，介于 %{min} 至 %{max} 秒',
    alternate_key: '只能使用英文字母、数字及 . _ -，且以字母或数字开头（最多 50 个字符）',
  },
};
