import { adminResources } from './adminResources.ts';

/**
 * Messages of the app's resources, in the three languages side by side so that they stay in step.
 * Chinese has one plural form (polyglot's chinese rule picks the first), so its names have no `||||`.
 */
const stamps = {
  en: { id: 'ID', createdAt: 'Created at', updatedAt: 'Updated at' },
  'zh-TW': { id: 'ID', createdAt: '建立時間', updatedAt: '更新時間' },
  'zh-CN': { id: 'ID', createdAt: '创建时间', updatedAt: '更新时间' },
};

export const resources = {
  en: {
    resources: {
      ...adminResources.en,
      tags: {
        name: 'Tag |||| Tags',
        empty: 'No tags yet.',
        fields: { ...stamps.en, name: 'Name', sort: 'Sort' },
      },
      directors: {
        name: 'Director |||| Directors',
        empty: 'No directors yet.',
        fields: { ...stamps.en, name: 'Name' },
      },
      questions: {
        name: 'Question |||| Questions',
        empty: 'No questions yet.',
        fields: { ...stamps.en, question: 'Question', answer: 'Answer', sort: 'Sort' },
      },
      informations: {
        name: 'Information page |||| Information pages',
        empty: 'No information pages yet.',
        fields: { ...stamps.en, type: 'Page', title: 'Title', content: 'Content' },
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
    },
  },
  'zh-TW': {
    resources: {
      ...adminResources['zh-TW'],
      tags: {
        name: '標籤',
        empty: '目前還沒有標籤。',
        fields: { ...stamps['zh-TW'], name: '名稱', sort: '排序' },
      },
      directors: {
        name: '導演',
        empty: '目前還沒有導演。',
        fields: { ...stamps['zh-TW'], name: '姓名' },
      },
      questions: {
        name: '常見問題',
        empty: '目前還沒有常見問題。',
        fields: { ...stamps['zh-TW'], question: '問題', answer: '回答', sort: '排序' },
      },
      informations: {
        name: '資訊頁',
        empty: '目前還沒有資訊頁。',
        fields: { ...stamps['zh-TW'], type: '頁面', title: '標題', content: '內容' },
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
    },
  },
  'zh-CN': {
    resources: {
      ...adminResources['zh-CN'],
      tags: {
        name: '标签',
        empty: '还没有标签。',
        fields: { ...stamps['zh-CN'], name: '名称', sort: '排序' },
      },
      directors: {
        name: '导演',
        empty: '还没有导演。',
        fields: { ...stamps['zh-CN'], name: '姓名' },
      },
      questions: {
        name: '常见问题',
        empty: '还没有常见问题。',
        fields: { ...stamps['zh-CN'], question: '问题', answer: '回答', sort: '排序' },
      },
      informations: {
        name: '信息页',
        empty: '还没有信息页。',
        fields: { ...stamps['zh-CN'], type: '页面', title: '标题', content: '内容' },
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
    },
  },
};
