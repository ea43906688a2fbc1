/** What sites are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const sitesLabels = defineLabels({
  en: {
    name: 'Site |||| Sites',
    empty: 'No sites yet.',
    fields: {
      name: 'Name',
      domain: 'Domain',
      status: 'Status',
      defaultLanguage: 'Default language',
      timezone: 'Business time zone',
      intakeKeyPrefix: 'Intake key',
      intakeKeyIssuedAt: 'Key issued at',
      intakeKey: 'New intake key',
    },
    actions: {
      'rotate-key': {
        label: 'Rotate intake key',
        confirm_title: 'Issue a new intake key for “%{name}”?',
        confirm_content: 'The site’s current key stops working at once: its servers must be given the new one.',
      },
    },
    notifications: { 'rotate-key': { done: 'New intake key issued for “%{name}”' } },
    values: {
      status: { enabled: 'Enabled', disabled: 'Disabled' },
      defaultLanguage: { en: 'English', 'zh-TW': 'Traditional Chinese', 'zh-CN': 'Simplified Chinese' },
    },
    validation: {
      host: 'Must be a domain name such as www.example.com (no http:// and no path)',
      timezone: 'Must be a time zone name such as Asia/Taipei or UTC',
    },
  },
  'zh-TW': {
    name: '站點',
    empty: '目前還沒有站點。',
    fields: {
      name: '名稱',
      domain: '網域',
      status: '狀態',
      defaultLanguage: '預設語言',
      timezone: '營業時區',
      intakeKeyPrefix: '接收金鑰',
      intakeKeyIssuedAt: '金鑰核發時間',
      intakeKey: '新的接收金鑰',
    },
    actions: {
      'rotate-key': {
        label: '更換接收金鑰',
        confirm_title: '要為「%{name}」核發新的接收金鑰嗎？',
        confirm_content: '站點目前的金鑰會立即失效，必須把新金鑰設定到站點的伺服器上。',
      },
    },
    notifications: { 'rotate-key': { done: '已為「%{name}」核發新的接收金鑰' } },
    values: {
      status: { enabled: '已啟用', disabled: '已停用' },
      defaultLanguage: { en: '英文', 'zh-TW': '繁體中文', 'zh-CN': '簡體中文' },
    },
    validation: {
      host: '必須是網域名稱，例如 www.example.com（不含 http:// 與路徑）',
      timezone: '須為時區名稱，例如 Asia/Taipei 或 UTC',
    },
  },
  'zh-CN': {
    name: '站点',
    empty: '还没有站点。',
    fields: {
      name: '名称',
      domain: '域名',
      status: '状态',
      defaultLanguage: '默认语言',
      timezone: '营业时区',
      intakeKeyPrefix: '接收密钥',
      intakeKeyIssuedAt: '密钥签发时间',
      intakeKey: '新的接收密钥',
    },
    actions: {
      'rotate-key': {
        label: '更换接收密钥',
        confirm_title: '要为“%{name}”签发新的接收密钥吗？',
        confirm_content: '站点当前的密钥会立即失效，必须把新密钥配置到站点的服务器上。',
      },
    },
    notifications: { 'rotate-key': { done: '已为“%{name}”签发新的接收密钥' } },
    values: {
      status: { enabled: '已启用', disabled: '已禁用' },
      defaultLanguage: { en: '英文', 'zh-TW': '繁体中文', 'zh-CN': '简体中文' },
    },
    validation: {
      host: '必须是域名，例如 www.example.com（不含 http:// 和路径）',
      timezone: '须为时区名称，例如 Asia/Taipei 或 UTC',
    },
  },
});
