/** What deals are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const dealsLabels = defineLabels({
  en: {
    name: 'Deal |||| Deals',
    empty: 'No deals yet.',
    fields: {
      title: 'Title',
      plan: 'Plan',
      site: 'Site',
      currency: 'Currency',
      price: 'Price',
      startedAt: 'Starts at',
      endedAt: 'Ends at',
      banner: 'Banner image',
      enabled: 'Enabled',
      status: 'Status',
    },
    values: {
      status: { scheduled: 'Scheduled', active: 'Active', expired: 'Expired', off: 'Disabled' },
    },
    validation: {
      end_before_start: 'Must be after the start',
      plan_currency: 'Must be the plan\'s currency',
      price_above_plan: 'Cannot be above the plan\'s original price',
    },
  },
  'zh-TW': {
    name: '特惠',
    empty: '尚無特惠。',
    fields: {
      title: '標題',
      plan: '方案',
      site: '站點',
      currency: '幣別',
      price: '價格',
      startedAt: '開始時間',
      endedAt: '結束時間',
      banner: '橫幅圖片',
      enabled: '啟用',
      status: '狀態',
    },
    values: {
      status: { scheduled: '已排程', active: '進行中', expired: '已結束', off: '已停用' },
    },
    validation: {
      end_before_start: '須晚於開始時間',
      plan_currency: '須與方案的幣別相同',
      price_above_plan: '不可高於方案的原價',
    },
  },
  'zh-CN': {
    name: '特惠',
    empty: '暂无特惠。',
    fields: {
      title: '标题',
      plan: '套餐',
      site: '站点',
      currency: '币种',
      price: '价格',
      startedAt: '开始时间',
      endedAt: '结束时间',
      banner: '横幅图片',
      enabled: '启用',
      status: '状态',
    },
    values: {
      status: { scheduled: '未开始', active: '进行中', expired: '已结束', off: '已禁用' },
    },
    validation: {
      end_before_start: '必须晚于开始时间',
      plan_currency: '必须与套餐的币种相同',
      price_above_plan: '不能高于套餐的原价',
    },
  },
});
