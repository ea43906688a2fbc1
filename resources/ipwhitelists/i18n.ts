/** What ipwhitelists are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const ipwhitelistsLabels = defineLabels({
  en: {
    name: 'IP whitelist entry |||| IP whitelist',
    empty: 'The IP whitelist is empty.',
    fields: { ip: 'IP address or range', note: 'Note' },
    status: {
      enforced: 'The whitelist is enforced: only the addresses below may call the API. Yours is %{ip}.',
      enforced_empty: 'Enforcement is on, but the list is empty, so every address is allowed. Add yours (%{ip}) first.',
      not_enforced: 'The whitelist is not enforced (IP_WHITELIST is off); entries apply once it is turned on. Your address is %{ip}.',
    },
    errors: { lockout: 'Not saved: after this change your own address (%{ip}) would be refused by the IP whitelist.' },
    validation: {
      ip: 'Must be an IPv4 or IPv6 address, or a range such as 10.0.0.0/24',
    },
  },
  'zh-TW': {
    name: 'IP 白名單',
    empty: 'IP 白名單目前是空的。',
    fields: { ip: 'IP 位址或網段', note: '備註' },
    status: {
      enforced: 'IP 白名單已啟用：只有以下位址可以存取 API。您的位址是 %{ip}。',
      enforced_empty: 'IP 白名單已啟用，但清單是空的，因此所有位址都可以存取。請先加入您的位址（%{ip}）。',
      not_enforced: 'IP 白名單目前未啟用（IP_WHITELIST 為關閉）；啟用後清單才會生效。您的位址是 %{ip}。',
    },
    errors: { lockout: '未儲存：變更後，您自己的位址（%{ip}）將被 IP 白名單拒絕。' },
    validation: {
      ip: '必須是 IPv4 或 IPv6 位址，或如 10.0.0.0/24 的網段',
    },
  },
  'zh-CN': {
    name: 'IP 白名单',
    empty: 'IP 白名单目前为空。',
    fields: { ip: 'IP 地址或网段', note: '备注' },
    status: {
      enforced: 'IP 白名单已启用：只有以下地址可以访问 API。您的地址是 %{ip}。',
      enforced_empty: 'IP 白名单已启用，但列表为空，因此所有地址都可以访问。请先加入您的地址（%{ip}）。',
      not_enforced: 'IP 白名单当前未启用（IP_WHITELIST 为关闭）；启用后列表才会生效。您的地址是 %{ip}。',
    },
    errors: { lockout: '未保存：修改后，您自己的地址（%{ip}）将被 IP 白名单拒绝。' },
    validation: {
      ip: '必须是 IPv4 或 IPv6 地址，或如 10.0.0.0/24 的网段',
    },
  },
});
