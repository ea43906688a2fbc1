/** What tags are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const tagsLabels = defineLabels({
  en: { name: 'Tag |||| Tags', empty: 'No tags yet.', fields: { name: 'Name', sort: 'Sort' } },
  'zh-TW': { name: '標籤', empty: '目前還沒有標籤。', fields: { name: '名稱', sort: '排序' } },
  'zh-CN': { name: '标签', empty: '还没有标签。', fields: { name: '名称', sort: '排序' } },
});
