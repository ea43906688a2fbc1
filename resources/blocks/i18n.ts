/** What blocks are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const blocksLabels = defineLabels({
  en: {
    name: 'Block |||| Blocks',
    empty: 'No blocks yet.',
    fields: {
      title: 'Title',
      description: 'Description',
      type: 'Type',
      page: 'Page',
      isBox: 'Boxed',
      sort: 'Sort',
      advertisement: 'Advertisement',
      image: 'Image',
      mobileImage: 'Mobile image',
      link: 'Link',
      videos: 'Videos',
      models: 'Models',
    },
    values: {
      type: {
        video_row: 'Video row',
        video_grid: 'Video grid',
        model_row: 'Model row',
        hero: 'Hero',
        advertisement_slot: 'Advertisement slot',
      },
      page: { home: 'Home', videos: 'Videos', models: 'Models', category: 'Category', video_detail: 'Video page' },
    },
  },
  'zh-TW': {
    name: '區塊',
    empty: '尚無區塊。',
    fields: {
      title: '標題',
      description: '描述',
      type: '類型',
      page: '頁面',
      isBox: '方框樣式',
      sort: '排序',
      advertisement: '廣告',
      image: '圖片',
      mobileImage: '手機版圖片',
      link: '連結',
      videos: '影片',
      models: '模特兒',
    },
    values: {
      type: { video_row: '影片橫列', video_grid: '影片網格', model_row: '模特兒橫列', hero: '主視覺', advertisement_slot: '廣告版位' },
      page: { home: '首頁', videos: '影片', models: '模特兒', category: '分類', video_detail: '影片頁' },
    },
  },
  'zh-CN': {
    name: '区块',
    empty: '暂无区块。',
    fields: {
      title: '标题',
      description: '描述',
      type: '类型',
      page: '页面',
      isBox: '方框样式',
      sort: '排序',
      advertisement: '广告',
      image: '图片',
      mobileImage: '移动端图片',
      link: '链接',
      videos: '视频',
      models: '模特',
    },
    values: {
      type: { video_row: '视频横排', video_grid: '视频网格', model_row: '模特横排', hero: '主视觉', advertisement_slot: '广告位' },
      page: { home: '首页', videos: '视频', models: '模特', category: '分类', video_detail: '视频页' },
    },
  },
});
