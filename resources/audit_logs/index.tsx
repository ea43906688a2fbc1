import type { TResourceViews } from '../../src/resourceViews.tsx';
import { AuditLogList } from './AuditLogList.tsx';
import { AuditLogShow } from './AuditLogShow.tsx';

export default (): TResourceViews => ({ list: <AuditLogList />, show: <AuditLogShow /> });
