/** Messages of the home-page screens (block editor, preview, drag to reorder) and the block rules, side by side. */
export const home = {
  en: {
    home: {
      reorder: { open: 'Change order', hint: 'Drag rows to change their order, then save.', save: 'Save order', saved: 'Order saved', handle: 'Drag to move', group: 'Only records of one %{group} can be ordered together.' },
      items: { search: 'Search to add', empty: 'Nothing here yet.', remove: 'Remove', save: 'Save items', saved: 'Items saved', not_for_type: 'This type of block holds no %{kind}.' },
      preview: { title: 'Preview of %{page}', open: 'Preview', desktop: 'Desktop', mobile: 'Mobile', empty: 'This page has no blocks yet.', no_image: 'No image', public_view: 'As the public sees it' },
      filter: { active: 'Active', expired: 'Expired', page: 'Page', position: 'Position' },
    },
    validation: {
      block_no_videos: 'This type of block holds no videos',
      block_no_models: 'This type of block holds no models',
      block_needs_advertisement: 'An advertisement slot needs an advertisement',
      block_no_advertisement: 'Only an advertisement slot holds an advertisement',
      block_needs_image: 'A hero needs an image',
      reorder_one_group: 'Only records of one page or position can be ordered together',
    },
  },
  'zh-TW': {
    home: {
      reorder: { open: '調整排序', hint: '拖曳列以變更順序，然後儲存。', save: '儲存排序', saved: '排序已儲存', handle: '拖曳以移動', group: '只能排序同一%{group}的項目。' },
      items: { search: '搜尋以新增', empty: '尚無項目。', remove: '移除', save: '儲存項目', saved: '項目已儲存', not_for_type: '此類型的區塊不含%{kind}。' },
      preview: { title: '%{page}預覽', open: '預覽', desktop: '桌面版', mobile: '手機版', empty: '此頁面尚無區塊。', no_image: '沒有圖片', public_view: '以訪客看到的樣子顯示' },
      filter: { active: '有效', expired: '已到期', page: '頁面', position: '位置' },
    },
    validation: {
      block_no_videos: '此類型的區塊不能包含影片',
      block_no_models: '此類型的區塊不能包含模特兒',
      block_needs_advertisement: '廣告版位需要一則廣告',
      block_no_advertisement: '只有廣告版位可以包含廣告',
      block_needs_image: '主視覺需要一張圖片',
      reorder_one_group: '只能一起排序同一頁面或位置的項目',
    },
  },
  'zh-CN': {
    home: {
      reorder: { open: '调整排序', hint: '拖动行以更改顺序，然后保存。', save: '保存排序', saved: '排序已保存', handle: '拖动以移动', group: '只能排序同一%{group}的项目。' },
      items: { search: '搜索以添加', empty: '暂无项目。', remove: '移除', save: '保存项目', saved: '项目已保存', not_for_type: '此类型的区块不含%{kind}。' },
      preview: { title: '%{page}预览', open: '预览', desktop: '桌面端', mobile: '移动端', empty: '此页面暂无区块。', no_image: '没有图片', public_view: '按访客看到的样子显示' },
      filter: { active: '有效', expired: '已过期', page: '页面', position: '位置' },
    },
    validation: {
      block_no_videos: '此类型的区块不能包含视频',
      block_no_models: '此类型的区块不能包含模特',
      block_needs_advertisement: '广告位需要一条广告',
      block_no_advertisement: '只有广告位可以包含广告',
      block_needs_image: '主视觉需要一张图片',
      reorder_one_group: '只能一起排序同一页面或位置的项目',
    },
  },
};
