/** Labels of the home-page resources (blocks, banners, advertisements), in the three languages side by side. */
const stamps = {
  en: { id: 'ID', createdAt: 'Created at', updatedAt: 'Updated at' },
  'zh-TW': { id: 'ID', createdAt: '建立時間', updatedAt: '更新時間' },
  'zh-CN': { id: 'ID', createdAt: '创建时间', updatedAt: '更新时间' },
};

export const homeResources = {
  en: {
    blocks: {
      name: 'Block |||| Blocks',
      empty: 'No blocks yet.',
      fields: { ...stamps.en, title: 'Title', description: 'Description', type: 'Type', page: 'Page', isBox: 'Boxed', sort: 'Sort', advertisement: 'Advertisement', image: 'Image', mobileImage: 'Mobile image', link: 'Link', videos: 'Videos', models: 'Models' },
      values: {
        type: { video_row: 'Video row', video_grid: 'Video grid', model_row: 'Model row', hero: 'Hero', advertisement_slot: 'Advertisement slot' },
        page: { home: 'Home', videos: 'Videos', models: 'Models', category: 'Category', video_detail: 'Video page' },
      },
    },
    banners: {
      name: 'Banner |||| Banners',
      empty: 'No banners yet.',
      fields: { ...stamps.en, sort: 'Sort', position: 'Position', name: 'Name', title: 'Title', subtitle: 'Subtitle', type: 'Type', cta: 'Button text', image: 'Image', mobileImage: 'Mobile image', video: 'Video', mobileVideo: 'Mobile video', link: 'Link', clicks: 'Clicks', expiredAt: 'Expires at', expired: 'Expired' },
      values: {
        position: { home_hero: 'Home hero', home_middle: 'Home middle', videos_top: 'Top of videos', models_top: 'Top of models', checkout: 'Checkout' },
        type: { image: 'Image', video: 'Video' },
      },
    },
    advertisements: {
      name: 'Advertisement |||| Advertisements',
      empty: 'No advertisements.',
      fields: { ...stamps.en, position: 'Position', name: 'Name', image: 'Image', mobileImage: 'Mobile image', link: 'Link', ctaPosition: 'Button position' },
      values: {
        position: { home_top: 'Home top', home_middle: 'Home middle', video_sidebar: 'Video sidebar', video_player_end: 'After the video', footer: 'Footer' },
        ctaPosition: { left: 'Left', center: 'Centre', right: 'Right' },
      },
    },
  },
  'zh-TW': {
    blocks: {
      name: '區塊',
      empty: '尚無區塊。',
      fields: { ...stamps['zh-TW'], title: '標題', description: '描述', type: '類型', page: '頁面', isBox: '方框樣式', sort: '排序', advertisement: '廣告', image: '圖片', mobileImage: '手機版圖片', link: '連結', videos: '影片', models: '模特兒' },
      values: {
        type: { video_row: '影片橫列', video_grid: '影片網格', model_row: '模特兒橫列', hero: '主視覺', advertisement_slot: '廣告版位' },
        page: { home: '首頁', videos: '影片', models: '模特兒', category: '分類', video_detail: '影片頁' },
      },
    },
    banners: {
      name: '橫幅',
      empty: '尚無橫幅。',
      fields: { ...stamps['zh-TW'], sort: '排序', position: '位置', name: '名稱', title: '標題', subtitle: '副標題', type: '類型', cta: '按鈕文字', image: '圖片', mobileImage: '手機版圖片', video: '影片', mobileVideo: '手機版影片', link: '連結', clicks: '點擊數', expiredAt: '到期時間', expired: '已到期' },
      values: {
        position: { home_hero: '首頁主視覺', home_middle: '首頁中段', videos_top: '影片頁頂部', models_top: '模特兒頁頂部', checkout: '結帳頁' },
        type: { image: '圖片', video: '影片' },
      },
    },
    advertisements: {
      name: '廣告',
      empty: '沒有廣告。',
      fields: { ...stamps['zh-TW'], position: '位置', name: '名稱', image: '圖片', mobileImage: '手機版圖片', link: '連結', ctaPosition: '按鈕位置' },
      values: {
        position: { home_top: '首頁頂部', home_middle: '首頁中段', video_sidebar: '影片側欄', video_player_end: '影片播放後', footer: '頁尾' },
        ctaPosition: { left: '靠左', center: '置中', right: '靠右' },
      },
    },
  },
  'zh-CN': {
    blocks: {
      name: '区块',
      empty: '暂无区块。',
      fields: { ...stamps['zh-CN'], title: '标题', description: '描述', type: '类型', page: '页面', isBox: '方框样式', sort: '排序', advertisement: '广告', image: '图片', mobileImage: '移动端图片', link: '链接', videos: '视频', models: '模特' },
      values: {
        type: { video_row: '视频横排', video_grid: '视频网格', model_row: '模特横排', hero: '主视觉', advertisement_slot: '广告位' },
        page: { home: '首页', videos: '视频', models: '模特', category: '分类', video_detail: '视频页' },
      },
    },
    banners: {
      name: '横幅',
      empty: '暂无横幅。',
      fields: { ...stamps['zh-CN'], sort: '排序', position: '位置', name: '名称', title: '标题', subtitle: '副标题', type: '类型', cta: '按钮文字', image: '图片', mobileImage: '移动端图片', video: '视频', mobileVideo: '移动端视频', link: '链接', clicks: '点击数', expiredAt: '过期时间', expired: '已过期' },
      values: {
        position: { home_hero: '首页主视觉', home_middle: '首页中部', videos_top: '视频页顶部', models_top: '模特页顶部', checkout: '结账页' },
        type: { image: '图片', video: '视频' },
      },
    },
    advertisements: {
      name: '广告',
      empty: '没有广告。',
      fields: { ...stamps['zh-CN'], position: '位置', name: '名称', image: '图片', mobileImage: '移动端图片', link: '链接', ctaPosition: '按钮位置' },
      values: {
        position: { home_top: '首页顶部', home_middle: '首页中部', video_sidebar: '视频侧栏', video_player_end: '视频播放后', footer: '页脚' },
        ctaPosition: { left: '靠左', center: '居中', right: '靠右' },
      },
    },
  },
};
