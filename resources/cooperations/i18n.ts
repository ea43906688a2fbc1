/** What cooperation requests are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const cooperationsLabels = defineLabels({
  en: {
    name: 'Cooperation |||| Cooperations',
    empty: 'No cooperation requests yet.',
    fields: {
      subject: 'Subject',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      message: 'Message',
      attachment: 'Attachment',
      status: 'Status',
      site: 'Site',
    },
    values: { status: { new: 'New', solved: 'Solved', archived: 'Archived' } },
    actions: { solve: { label: 'Solve' }, archive: { label: 'Archive' } },
    notifications: {
      solve: { done: 'Request “%{subject}” solved', many: '%{smart_count} request solved |||| %{smart_count} requests solved' },
      archive: { done: 'Request “%{subject}” archived', many: '%{smart_count} request archived |||| %{smart_count} requests archived' },
    },
    validation: { phone: 'Must be a phone number: digits, spaces, ( ) and -, with an optional leading +' },
    errors: {
      solve_refused: 'Only a new request can be solved.',
      archive_refused: 'This request is already archived.',
    },
  },
  'zh-TW': {
    name: '合作洽詢',
    empty: '目前還沒有合作洽詢。',
    fields: {
      subject: '主旨',
      name: '姓名',
      email: '電子郵件',
      phone: '電話',
      message: '訊息',
      attachment: '附件',
      status: '狀態',
      site: '站點',
    },
    values: { status: { new: '新洽詢', solved: '已解決', archived: '已封存' } },
    actions: { solve: { label: '標記已解決' }, archive: { label: '封存' } },
    notifications: {
      solve: { done: '洽詢「%{subject}」已標記為已解決', many: '已將 %{smart_count} 筆洽詢標記為已解決' },
      archive: { done: '洽詢「%{subject}」已封存', many: '已封存 %{smart_count} 筆洽詢' },
    },
    validation: { phone: '必須是電話號碼：數字、空格、( ) 與 -，開頭可加 +' },
    errors: {
      solve_refused: '只有新洽詢可以標記為已解決。',
      archive_refused: '此洽詢已封存。',
    },
  },
  'zh-CN': {
    name: '合作咨询',
    empty: '还没有合作咨询。',
    fields: {
      subject: '主题',
      name: '姓名',
      email: '电子邮箱',
      phone: '电话',
      message: '消息',
      attachment: '附件',
      status: '状态',
      site: '站点',
    },
    values: { status: { new: '新咨询', solved: '已解决', archived: '已归档' } },
    actions: { solve: { label: '标记已解决' }, archive: { label: '归档' } },
    notifications: {
      solve: { done: '咨询“%{subject}”已标记为已解决', many: '已将 %{smart_count} 条咨询标记为已解决' },
      archive: { done: '咨询“%{subject}”已归档', many: '已归档 %{smart_count} 条咨询' },
    },
    validation: { phone: '必须是电话号码：数字、空格、( ) 和 -，开头可加 +' },
    errors: {
      solve_refused: '只有新咨询可以标记为已解决。',
      archive_refused: '此咨询已归档。',
    },
  },
});
