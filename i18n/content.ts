/** Messages of the shared media screens (uploads, the media library, galleries) and the form sections entities share, side by side. */
export const content = {
  en: {
    content: {
      media: { upload: 'Upload', choose: 'Media library', remove: 'Remove', add_photos: 'Add photos' },
      upload: {
        progress: '%{percent}% · %{speed}/s · %{eta} left',
        resuming: 'Continuing the previous upload…',
        done: 'Uploaded',
        failed: 'Upload failed: %{message}',
        pick: 'Choose a file',
        none: 'No file yet',
      },
      richtext: { upload_image: 'Upload an image', choose_image: 'Image from the media library', uploading: 'Uploading the image…' },
      picker: { title: 'Media library', search: 'Search by file name', empty: 'No images yet.', cancel: 'Cancel' },
      gallery: { empty: 'No photos yet.', hint: 'Drag photos to change their order; the first is shown first.', move: 'Move' },
      show: { no_media: 'No file' },
      crop: { title: 'Crop the image', zoom: 'Zoom', confirm: 'Crop and upload' },
      section: { main: 'Details', media: 'Media', people: 'Models, directors and tags', counts: 'Counts', body: 'Body' },
    },
  },
  'zh-TW': {
    content: {
      media: { upload: '上傳', choose: '媒體庫', remove: '移除', add_photos: '新增照片' },
      upload: {
        progress: '%{percent}% · %{speed}/秒 · 剩餘 %{eta}',
        resuming: '繼續先前的上傳…',
        done: '已上傳',
        failed: '上傳失敗：%{message}',
        pick: '選擇檔案',
        none: '尚無檔案',
      },
      richtext: { upload_image: '上傳圖片', choose_image: '從媒體庫選擇圖片', uploading: '圖片上傳中…' },
      picker: { title: '媒體庫', search: '依檔名搜尋', empty: '目前還沒有圖片。', cancel: '取消' },
      gallery: { empty: '目前還沒有照片。', hint: '拖曳照片即可調整順序，第一張最先顯示。', move: '移動' },
      show: { no_media: '無檔案' },
      crop: { title: '裁切圖片', zoom: '縮放', confirm: '裁切並上傳' },
      section: { main: '基本資料', media: '媒體', people: '模特兒、導演與標籤', counts: '數據', body: '身材' },
    },
  },
  'zh-CN': {
    content: {
      media: { upload: '上传', choose: '媒体库', remove: '移除', add_photos: '添加图片' },
      upload: {
        progress: '%{percent}% · %{speed}/秒 · 剩余 %{eta}',
        resuming: '继续之前的上传…',
        done: '已上传',
        failed: '上传失败：%{message}',
        pick: '选择文件',
        none: '暂无文件',
      },
      richtext: { upload_image: '上传图片', choose_image: '从媒体库选择图片', uploading: '图片上传中…' },
      picker: { title: '媒体库', search: '按文件名搜索', empty: '还没有图片。', cancel: '取消' },
      gallery: { empty: '还没有图片。', hint: '拖动图片即可调整顺序，第一张最先显示。', move: '移动' },
      show: { no_media: '无文件' },
      crop: { title: '裁剪图片', zoom: '缩放', confirm: '裁剪并上传' },
      section: { main: '基本信息', media: '媒体', people: '模特、导演和标签', counts: '数据', body: '身材' },
    },
  },
};
