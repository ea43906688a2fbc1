/** Messages of the app's generic, in the three languages side by side so that they stay in step. */
export const generic = {
  en: {
    generic: {
      action: { export_csv: 'Export CSV', batch_create: 'Batch create', copy: 'Copy', copied: 'Copied', reason: 'Reason' },
      reveal: { notice: 'Copy it now: it is shown only this once and cannot be read again.' },
      secret: {
        kept: 'Stored and never shown. Type a new one to replace it.',
        new: 'At least 16 characters; it cannot be read back once saved.',
      },
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
      report: {
        period: 'Period',
        range: { today: 'Today', yesterday: 'Yesterday', last_3_days: 'Last 3 days', last_7_days: 'Last 7 days', last_30_days: 'Last 30 days', custom: 'Custom range' },
        from: 'From',
        to: 'To',
        all: 'All',
        total: 'Total',
        empty: 'No data for this period.',
        empty_reason: 'Nothing was recorded from %{from} to %{to}. Figures appear here once the sites send visits and payments are notified; try a longer period.',
        loading: 'Loading figures',
        failed: 'The figures could not be loaded: %{error}',
        parameters: { site: 'Site', currency: 'Currency', channel: 'Channel', campaign: 'Campaign', plan: 'Plan' },
      },
      filter: {
        from: '%{field} from',
        to: '%{field} to',
      },
    },
  },
  'zh-TW': {
    generic: {
      action: { export_csv: '匯出 CSV', batch_create: '批次新增', copy: '複製', copied: '已複製', reason: '原因' },
      reveal: { notice: '請現在複製：它只會顯示這一次，之後無法再讀取。' },
      secret: {
        kept: '已儲存，不會顯示。輸入新的即可取代。',
        new: '至少 16 個字元；儲存後無法再讀取。',
      },
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
      report: {
        period: '期間',
        range: { today: '今天', yesterday: '昨天', last_3_days: '最近 3 天', last_7_days: '最近 7 天', last_30_days: '最近 30 天', custom: '自訂範圍' },
        from: '開始日期',
        to: '結束日期',
        all: '全部',
        total: '合計',
        empty: '此期間沒有資料。',
        empty_reason: '%{from} 至 %{to} 尚無任何紀錄。站點送出訪問、收到付款通知後，數據就會顯示在這裡；也可以試試較長的期間。',
        loading: '數據載入中',
        failed: '無法載入數據：%{error}',
        parameters: { site: '站點', currency: '幣別', channel: '渠道', campaign: '活動', plan: '方案' },
      },
      filter: {
        from: '%{field}（起）',
        to: '%{field}（迄）',
      },
    },
  },
  'zh-CN': {
    generic: {
      action: { export_csv: '导出 CSV', batch_create: '批量创建', copy: '复制', copied: '已复制', reason: '原因' },
      reveal: { notice: '请现在复制：它只显示这一次，之后无法再读取。' },
      secret: {
        kept: '已保存，不会显示。输入新的即可替换。',
        new: '至少 16 个字符；保存后无法再读取。',
      },
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
      report: {
        period: '时间段',
        range: { today: '今天', yesterday: '昨天', last_3_days: '最近 3 天', last_7_days: '最近 7 天', last_30_days: '最近 30 天', custom: '自定义范围' },
        from: '开始日期',
        to: '结束日期',
        all: '全部',
        total: '合计',
        empty: '此时间段没有数据。',
        empty_reason: '%{from} 至 %{to} 尚无任何记录。站点发送访问、收到支付通知后，数据就会显示在这里；也可以试试更长的时间段。',
        loading: '数据加载中',
        failed: '无法加载数据：%{error}',
        parameters: { site: '站点', currency: '币种', channel: '渠道', campaign: '活动', plan: '套餐' },
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
    range_order: 'Must not be before the start date',
    range_too_long: 'A period lasts at most %{max} years',
    time_zone: 'Must be a time zone such as Asia/Taipei',
    duration: 'Must be a length as h:mm:ss, m:ss or seconds, from %{min} to %{max} seconds',
    alternate_key: 'Letters, digits and . _ - only, starting with a letter or digit (at most 50)',
    secret: 'Letters, digits and symbols only, without spaces',
  },
  'zh-TW': {
    currency: '須為 ISO 4217 幣別代碼，例如 USD',
    money: '須為金額，最多 %{digits} 位小數',
    percent: '須為百分比，最多 2 位小數',
    range_order: '不可早於開始日期',
    range_too_long: '期間最長 %{max} 年',
    time_zone: '須為時區，例如 Asia/Taipei',
    duration: '須為 h:mm:ss、m:ss 或秒數格式的長度，介於 %{min} 至 %{max} 秒',
    alternate_key: '只能使用英文字母、數字及 . _ -，且以字母或數字開頭（最多 50 字元）',
    secret: '只能使用英文字母、數字及符號，不可有空格',
  },
  'zh-CN': {
    currency: '须为 ISO 4217 币种代码，例如 USD',
    money: '须为金额，最多 %{digits} 位小数',
    percent: '须为百分比，最多 2 位小数',
    range_order: '不能早于开始日期',
    range_too_long: '时间段最长 %{max} 年',
    time_zone: '须为时区，例如 Asia/Shanghai',
    duration: '须为 h:mm:ss、m:ss 或秒数格式的时长，介于 %{min} 至 %{max} 秒',
    alternate_key: '只能使用英文字母、数字及 . _ -，且以字母或数字开头（最多 50 个字符）',
    secret: '只能使用英文字母、数字及符号，不能有空格',
  },
};
