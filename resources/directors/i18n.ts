/** What directors are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const directorsLabels = defineLabels({
  en: { name: 'Director |||| Directors', empty: 'No directors yet.', fields: { name: 'Name' } },
  'zh-TW': { name: '導演', empty: '目前還沒有導演。', fields: { name: '姓名' } },
  'zh-CN': { name: '导演', empty: '还没有导演。', fields: { name: '姓名' } },
});
