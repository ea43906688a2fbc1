/** Messages the home-page entities share (drag to reorder, item rows) and the reorder rule, side by side. */
export const home = {
  en: {
    home: {
      reorder: { open: 'Change order', hint: 'Drag rows to change their order, then save.', save: 'Save order', saved: 'Order saved', handle: 'Drag to move' },
      items: { remove: 'Remove' },
    },
    validation: {
      reorder_one_group: 'Only records of one page or position can be ordered together',
    },
  },
  'zh-TW': {
    home: {
      reorder: { open: '調整排序', hint: '拖曳列以變更順序，然後儲存。', save: '儲存排序', saved: '排序已儲存', handle: '拖曳以移動' },
      items: { remove: '移除' },
    },
    validation: {
      reorder_one_group: '只能一起排序同一頁面或位置的項目',
    },
  },
  'zh-CN': {
    home: {
      reorder: { open: '调整排序', hint: '拖动行以更改顺序，然后保存。', save: '保存排序', saved: '排序已保存', handle: '拖动以移动' },
      items: { remove: '移除' },
    },
    validation: {
      reorder_one_group: '只能一起排序同一页面或位置的项目',
    },
  },
};
