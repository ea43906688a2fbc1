/** What posts are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const postsLabels = defineLabels({
  en: {
    name: 'Post |||| Posts',
    empty: 'No posts yet.',
    fields: {
      cover: 'Cover',
      title: 'Title',
      description: 'Summary',
      content: 'Content',
      status: 'Status',
      publishedAt: 'Published at',
      isSticky: 'Sticky',
      models: 'Models',
    },
    values: { status: { draft: 'Draft', published: 'Published' } },
    actions: { publish: { label: 'Publish' }, unpublish: { label: 'Back to draft' } },
    notifications: { publish: { done: 'Published' }, unpublish: { done: 'Back to draft' } },
  },
  'zh-TW': {
    name: '文章',
    empty: '目前還沒有文章。',
    fields: {
      cover: '封面',
      title: '標題',
      description: '摘要',
      content: '內容',
      status: '狀態',
      publishedAt: '發布時間',
      isSticky: '置頂',
      models: '模特兒',
    },
    values: { status: { draft: '草稿', published: '已發布' } },
    actions: { publish: { label: '發布' }, unpublish: { label: '改回草稿' } },
    notifications: { publish: { done: '已發布' }, unpublish: { done: '已改回草稿' } },
  },
  'zh-CN': {
    name: '文章',
    empty: '还没有文章。',
    fields: {
      cover: '封面',
      title: '标题',
      description: '摘要',
      content: '内容',
      status: '状态',
      publishedAt: '发布时间',
      isSticky: '置顶',
      models: '模特',
    },
    values: { status: { draft: '草稿', published: '已发布' } },
    actions: { publish: { label: '发布' }, unpublish: { label: '改回草稿' } },
    notifications: { publish: { done: '已发布' }, unpublish: { done: '已改回草稿' } },
  },
});
