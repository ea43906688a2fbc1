import type { TResourceViews } from '../../src/resourceViews.tsx';
import { AdminCreate } from './AdminCreate.tsx';
import { AdminEdit } from './AdminEdit.tsx';
import { AdminList } from './AdminList.tsx';
import { AdminShow } from './AdminShow.tsx';

export default (): TResourceViews => ({
  list: <AdminList />,
  create: <AdminCreate />,
  edit: <AdminEdit />,
  show: <AdminShow />,
});
