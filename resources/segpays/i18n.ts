/** What card payment settings are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const segpaysLabels = defineLabels({
  en: {
    name: 'Card payment setting |||| Card payment settings',
    empty: 'No card payment settings yet.',
    fields: {
      name: 'Name',
      site: 'Site',
      merchantId: 'Merchant ID',
      packageId: 'Package ID',
      currency: 'Currency',
      postbackSecret: 'Postback secret',
      transactionFeeRate: 'Transaction fee (%)',
      transactionFeeFixed: 'Transaction fee per payment',
      settlementFeeRate: 'Settlement fee (%)',
      reserveRate: 'Reserve (%)',
      reserveHoldDays: 'Reserve held (days)',
      payoutDelayDays: 'Payout delay (days)',
      allowedIps: 'Allowed postback addresses',
      active: 'Active',
    },
    validation: {
      allowed_ips: 'Addresses or CIDR ranges, separated by commas or new lines',
    },
  },
  'zh-TW': {
    name: '信用卡支付設定',
    empty: '尚無信用卡支付設定。',
    fields: {
      name: '名稱',
      site: '站點',
      merchantId: '商戶編號',
      packageId: '方案包編號',
      currency: '幣別',
      postbackSecret: '回傳通知密鑰',
      transactionFeeRate: '交易手續費（%）',
      transactionFeeFixed: '每筆交易手續費',
      settlementFeeRate: '結算費（%）',
      reserveRate: '保證金（%）',
      reserveHoldDays: '保證金保留天數',
      payoutDelayDays: '撥款延遲天數',
      allowedIps: '允許回傳通知的位址',
      active: '啟用',
    },
    validation: {
      allowed_ips: '位址或 CIDR 範圍，以逗號或換行分隔',
    },
  },
  'zh-CN': {
    name: '信用卡支付配置',
    empty: '尚无信用卡支付配置。',
    fields: {
      name: '名称',
      site: '站点',
      merchantId: '商户编号',
      packageId: '套餐包编号',
      currency: '币种',
      postbackSecret: '回调通知密钥',
      transactionFeeRate: '交易手续费（%）',
      transactionFeeFixed: '每笔交易手续费',
      settlementFeeRate: '结算费（%）',
      reserveRate: '保证金（%）',
      reserveHoldDays: '保证金保留天数',
      payoutDelayDays: '结算延迟天数',
      allowedIps: '允许回调通知的地址',
      active: '启用',
    },
    validation: {
      allowed_ips: '地址或 CIDR 范围，以逗号或换行分隔',
    },
  },
});
