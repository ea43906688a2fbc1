/**
 * The words the analytics reports share, in the three languages: each column's header, the
 * standard parameters and the values some columns hold. The reports' `i18n.ts` build their labels
 * from here (`analyticsLabels`).
 */
import type { TLabels } from '../define.ts';
import type { TStandardParameter } from '../report.ts';
import type { TColumnName } from './columns.ts';

type TWords = { en: string; 'zh-TW': string; 'zh-CN': string };

/** Each column's header, in the screens and as the CSV's header row. */
const FIELDS: Record<TColumnName, TWords> = {
  date: { en: 'Date', 'zh-TW': '日期', 'zh-CN': '日期' },
  channel: { en: 'Channel ID', 'zh-TW': '渠道編號', 'zh-CN': '渠道编号' },
  channelName: { en: 'Channel', 'zh-TW': '渠道', 'zh-CN': '渠道' },
  campaign: { en: 'Campaign ID', 'zh-TW': '活動編號', 'zh-CN': '活动编号' },
  campaignName: { en: 'Campaign', 'zh-TW': '活動', 'zh-CN': '活动' },
  plan: { en: 'Plan ID', 'zh-TW': '方案編號', 'zh-CN': '套餐编号' },
  planName: { en: 'Plan', 'zh-TW': '方案', 'zh-CN': '套餐' },
  device: { en: 'Device', 'zh-TW': '裝置', 'zh-CN': '设备' },
  type: { en: 'Channel type', 'zh-TW': '渠道類型', 'zh-CN': '渠道类型' },
  kind: { en: 'Kind', 'zh-TW': '類別', 'zh-CN': '类别' },
  visitors: { en: 'Visitors', 'zh-TW': '訪客', 'zh-CN': '访客' },
  returningVisitors: { en: 'Returning users', 'zh-TW': '回訪用戶', 'zh-CN': '回访用户' },
  pageViews: { en: 'Page views', 'zh-TW': '瀏覽量', 'zh-CN': '浏览量' },
  signUps: { en: 'Sign-ups', 'zh-TW': '註冊數', 'zh-CN': '注册数' },
  newSubscribers: { en: 'New subscribers', 'zh-TW': '新訂閱者', 'zh-CN': '新订阅用户' },
  newCount: { en: 'New subscribers', 'zh-TW': '新訂閱者', 'zh-CN': '新订阅用户' },
  newRevenue: { en: 'New revenue', 'zh-TW': '新訂閱營收', 'zh-CN': '新订阅营收' },
  renewCount: { en: 'Renewals', 'zh-TW': '續訂數', 'zh-CN': '续订数' },
  renewRevenue: { en: 'Renewal revenue', 'zh-TW': '續訂營收', 'zh-CN': '续订营收' },
  usRenewCount: { en: 'US renewals', 'zh-TW': '美國續訂數', 'zh-CN': '美国续订数' },
  usRenewRevenue: { en: 'US renewal revenue', 'zh-TW': '美國續訂營收', 'zh-CN': '美国续订营收' },
  revenue: { en: 'Revenue', 'zh-TW': '營收', 'zh-CN': '营收' },
  netRevenue: { en: 'Net revenue', 'zh-TW': '淨營收', 'zh-CN': '净营收' },
  refundCount: { en: 'Refunds', 'zh-TW': '退款數', 'zh-CN': '退款数' },
  refundAmount: { en: 'Refund amount', 'zh-TW': '退款金額', 'zh-CN': '退款金额' },
  refundMembers: { en: 'Refunded members', 'zh-TW': '退款會員數', 'zh-CN': '退款会员数' },
  chargebackCount: { en: 'Chargebacks', 'zh-TW': '拒付數', 'zh-CN': '拒付数' },
  chargebackAmount: { en: 'Chargeback amount', 'zh-TW': '拒付金額', 'zh-CN': '拒付金额' },
  orderCount: { en: 'Orders', 'zh-TW': '訂單數', 'zh-CN': '订单数' },
  count: { en: 'Count', 'zh-TW': '筆數', 'zh-CN': '笔数' },
  amount: { en: 'Amount', 'zh-TW': '金額', 'zh-CN': '金额' },
  arpu: { en: 'ARPU', 'zh-TW': 'ARPU', 'zh-CN': 'ARPU' },
  renewArpu: { en: 'Renewal ARPU', 'zh-TW': '續訂 ARPU', 'zh-CN': '续订 ARPU' },
  refundRatio: { en: 'Refund ratio', 'zh-TW': '退款比例', 'zh-CN': '退款比例' },
  successRate: { en: 'Success rate', 'zh-TW': '成功率', 'zh-CN': '成功率' },
  failRate: { en: 'Fail rate', 'zh-TW': '失敗率', 'zh-CN': '失败率' },
  pendingRate: { en: 'Pending rate', 'zh-TW': '待處理率', 'zh-CN': '待处理率' },
  refundRate: { en: 'Refund rate', 'zh-TW': '退款率', 'zh-CN': '退款率' },
};

/** The words of the standard parameters. */
const PARAMETERS: Record<TStandardParameter, TWords> = {
  site: { en: 'Site', 'zh-TW': '站點', 'zh-CN': '站点' },
  channel: { en: 'Channel', 'zh-TW': '渠道', 'zh-CN': '渠道' },
  campaign: { en: 'Campaign', 'zh-TW': '活動', 'zh-CN': '活动' },
  plan: { en: 'Plan', 'zh-TW': '方案', 'zh-CN': '套餐' },
  currency: { en: 'Currency', 'zh-TW': '幣別', 'zh-CN': '币种' },
};

/** The values some columns hold, by column. */
const VALUES: Record<string, Record<string, TWords>> = {
  kind: {
    new: { en: 'New', 'zh-TW': '新訂閱', 'zh-CN': '新订阅' },
    renew: { en: 'Renewal', 'zh-TW': '續訂', 'zh-CN': '续订' },
    refund: { en: 'Refund', 'zh-TW': '退款', 'zh-CN': '退款' },
    chargeback: { en: 'Chargeback', 'zh-TW': '拒付', 'zh-CN': '拒付' },
    net: { en: 'Net', 'zh-TW': '淨額', 'zh-CN': '净额' },
  },
  device: {
    desktop: { en: 'Desktop', 'zh-TW': '桌機', 'zh-CN': '台式机' },
    mobile: { en: 'Mobile', 'zh-TW': '手機', 'zh-CN': '手机' },
    tablet: { en: 'Tablet', 'zh-TW': '平板', 'zh-CN': '平板' },
    other: { en: 'Other', 'zh-TW': '其他', 'zh-CN': '其他' },
  },
  type: {
    affiliate: { en: 'Affiliate', 'zh-TW': '聯盟', 'zh-CN': '联盟' },
    paid_ads: { en: 'Paid ads', 'zh-TW': '付費廣告', 'zh-CN': '付费广告' },
    social: { en: 'Social', 'zh-TW': '社群', 'zh-CN': '社交' },
    email: { en: 'E-mail', 'zh-TW': '電子郵件', 'zh-CN': '电子邮件' },
    partner: { en: 'Partner', 'zh-TW': '合作夥伴', 'zh-CN': '合作伙伴' },
    other: { en: 'Other', 'zh-TW': '其他', 'zh-CN': '其他' },
    none: { en: 'No channel', 'zh-TW': '無渠道', 'zh-CN': '无渠道' },
  },
};

/** The extra words of a report that is no table (the dashboard's tiles, the live figures). */
export type TExtraWords = Record<string, TWords>;

/**
 * A report's labels: its name, the headers of the columns it shows, its parameters and the
 * values its columns hold, in each language; `extra` are words of its own (tiles).
 */
export const analyticsLabels = (name: TWords, names: readonly string[], extra: TExtraWords = {}): TLabels => {
  const of = (locale: keyof TWords) => ({
    name: name[locale],
    fields: {
      ...Object.fromEntries(names.filter((n): n is TColumnName => n in FIELDS).map((n) => [n, FIELDS[n][locale]])),
      ...Object.fromEntries(Object.entries(extra).map(([key, words]) => [key, words[locale]])),
    },
    parameters: Object.fromEntries(Object.entries(PARAMETERS).map(([key, words]) => [key, words[locale]])),
    values: Object.fromEntries(
      Object.entries(VALUES)
        .filter(([column]) => names.includes(column))
        .map(([column, values]) => [column, Object.fromEntries(Object.entries(values).map(([value, words]) => [value, words[locale]]))]),
    ),
  });
  return { en: of('en'), 'zh-TW': of('zh-TW'), 'zh-CN': of('zh-CN') };
};
