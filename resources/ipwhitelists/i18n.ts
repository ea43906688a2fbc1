/** What ipwhitelists are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const ipwhitelistsLabels = defineLabels({
  en: {
    name: 'IP whitelist entry |||| IP whitelist',
    empty: 'The IP whitelist is empty.',
    fields: { ip: 'IP address or range', note: 'Note' },
  },
  'zh-TW': { name: 'IP 白名單', empty: 'IP 白名單目前是空的。', fields: { ip: 'IP 位址或網段', note: '備註' } },
  'zh-CN': { name: 'IP 白名单', empty: 'IP 白名单目前为空。', fields: { ip: 'IP 地址或网段', note: '备注' } },
});
