/** What advertisements are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const advertisementsLabels = defineLabels({
  en: {
    name: 'Advertisement |||| Advertisements',
    empty: 'No advertisements.',
    fields: {
      position: 'Position',
      name: 'Name',
      image: 'Image',
      mobileImage: 'Mobile image',
      link: 'Link',
      ctaPosition: 'Button position',
    },
    values: {
      position: {
        home_top: 'Home top',
        home_middle: 'Home middle',
        video_sidebar: 'Video sidebar',
        video_player_end: 'After the video',
        footer: 'Footer',
      },
      ctaPosition: { left: 'Left', center: 'Centre', right: 'Right' },
    },
  },
  'zh-TW': {
    name: '廣告',
    empty: '沒有廣告。',
    fields: { position: '位置', name: '名稱', image: '圖片', mobileImage: '手機版圖片', link: '連結', ctaPosition: '按鈕位置' },
    values: {
      position: {
        home_top: '首頁頂部',
        home_middle: '首頁中段',
        video_sidebar: '影片側欄',
        video_player_end: '影片播放後',
        footer: '頁尾',
      },
      ctaPosition: { left: '靠左', center: '置中', right: '靠右' },
    },
  },
  'zh-CN': {
    name: '广告',
    empty: '没有广告。',
    fields: { position: '位置', name: '名称', image: '图片', mobileImage: '移动端图片', link: '链接', ctaPosition: '按钮位置' },
    values: {
      position: {
        home_top: '首页顶部',
        home_middle: '首页中部',
        video_sidebar: '视频侧栏',
        video_player_end: '视频播放后',
        footer: '页脚',
      },
      ctaPosition: { left: '靠左', center: '居中', right: '靠右' },
    },
  },
});
