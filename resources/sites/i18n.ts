/** What sites are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const sitesLabels = defineLabels({
  en: {
    name: 'Site |||| Sites',
    empty: 'No sites yet.',
    fields: { name: 'Name', domain: 'Domain', status: 'Status', defaultLanguage: 'Default language' },
    values: {
      status: { enabled: 'Enabled', disabled: 'Disabled' },
      defaultLanguage: { en: 'English', 'zh-TW': 'Traditional Chinese', 'zh-CN': 'Simplified Chinese' },
    },
    validation: {
      host: 'Must be a domain name such as www.example.com (no http:// and no path)',
    },
  },
  'zh-TW': {
    name: '站點',
    empty: '目前還沒有站點。',
    fields: { name: '名稱', domain: '網域', status: '狀態', defaultLanguage: '預設語言' },
    values: {
      status: { enabled: '已啟用', disabled: '已停用' },
      defaultLanguage: { en: '英文', 'zh-TW': '繁體中文', 'zh-CN': '簡體中文' },
    },
    validation: {
      host: '必須是網域名稱，例如 www.example.com（不含 http:// 與路徑）',
    },
  },
  'zh-CN': {
    name: '站点',
    empty: '还没有站点。',
    fields: { name: '名称', domain: '域名', status: '状态', defaultLanguage: '默认语言' },
    values: {
      status: { enabled: '已启用', disabled: '已禁用' },
      defaultLanguage: { en: '英文', 'zh-TW': '繁体中文', 'zh-CN': '简体中文' },
    },
    validation: {
      host: '必须是域名，例如 www.example.com（不含 http:// 和路径）',
    },
  },
});
