/** What questions are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const questionsLabels = defineLabels({
  en: {
    name: 'Question |||| Questions',
    empty: 'No questions yet.',
    fields: { question: 'Question', answer: 'Answer', sort: 'Sort' },
  },
  'zh-TW': { name: '常見問題', empty: '目前還沒有常見問題。', fields: { question: '問題', answer: '回答', sort: '排序' } },
  'zh-CN': { name: '常见问题', empty: '还没有常见问题。', fields: { question: '问题', answer: '回答', sort: '排序' } },
});
