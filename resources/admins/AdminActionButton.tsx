import { useGetIdentity, usePermissions, useRecordContext } from 'react-admin';
import { canAccess } from '../../src/access.ts';
import { RecordActionButton } from '../../src/generic/actionButtons.tsx';
import { admins } from './schema.ts';

type TAdminAction = 'enable' | 'disable' | 'resetQRCode' | 'unlock';

/**
 * One admin action (POST /admins/{id}/{action}) through the generic button, whose words, icon and
 * confirmation the declaration and the admins' labels give: shown when the admin holds its
 * permission and it applies to the record.
 */
export const AdminActionButton = ({ action }: { action: TAdminAction }) => {
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  if (!record || !canAccess(permissions ?? [], 'admins', action)) return null;
  if (action === 'enable' && record.status === 'enabled') return null;
  if (action === 'unlock' && !record.lockedUntil) return null;
  // Nobody disables themself (the API refuses it too).
  if (action === 'disable' && (record.status !== 'enabled' || record.id === identity?.id)) return null;
  return <RecordActionButton resource={admins} action={action} />;
};
