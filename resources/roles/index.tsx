import type { TResourceViews } from '../../src/resourceViews.tsx';
import { RoleCreate } from './RoleCreate.tsx';
import { RoleEdit } from './RoleEdit.tsx';
import { RoleList } from './RoleList.tsx';

export default (): TResourceViews => ({ list: <RoleList />, create: <RoleCreate />, edit: <RoleEdit /> });
