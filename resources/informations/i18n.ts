/** What informations are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const informationsLabels = defineLabels({
  en: {
    name: 'Information page |||| Information pages',
    empty: 'No information pages yet.',
    fields: { type: 'Page', title: 'Title', content: 'Content' },
    values: {
      type: {
        about: 'About us',
        terms: 'Terms of service',
        privacy: 'Privacy policy',
        refund: 'Refund policy',
        cookies: 'Cookie policy',
        dmca: 'DMCA / takedown',
        compliance: '18 U.S.C. 2257 compliance',
        contact: 'Contact us',
      },
    },
  },
  'zh-TW': {
    name: '資訊頁',
    empty: '目前還沒有資訊頁。',
    fields: { type: '頁面', title: '標題', content: '內容' },
    values: {
      type: {
        about: '關於我們',
        terms: '服務條款',
        privacy: '隱私權政策',
        refund: '退款政策',
        cookies: 'Cookie 政策',
        dmca: 'DMCA／侵權下架',
        compliance: '18 U.S.C. 2257 合規聲明',
        contact: '聯絡我們',
      },
    },
  },
  'zh-CN': {
    name: '信息页',
    empty: '还没有信息页。',
    fields: { type: '页面', title: '标题', content: '内容' },
    values: {
      type: {
        about: '关于我们',
        terms: '服务条款',
        privacy: '隐私政策',
        refund: '退款政策',
        cookies: 'Cookie 政策',
        dmca: 'DMCA／侵权下架',
        compliance: '18 U.S.C. 2257 合规声明',
        contact: '联系我们',
      },
    },
  },
});
