import { SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { EditLinkButton, ListLinkButton } from '../../src/generic/buttons.tsx';
import { EnumField, LocalDateField } from '../../src/generic/fields.tsx';
import { RecordTitle } from '../../src/generic/GenericTitle.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { AdminActionButton } from './AdminActionButton.tsx';
import { AdminActivity } from './AdminActivity.tsx';
import { AdminRolesField, AdminTwoFactorField } from './AdminFields.tsx';
import { admins } from './schema.ts';
import { RecordShow } from '../../src/generic/RecordShow.tsx';

/** An admin: who they are, what they hold, how they log in, and what they did lately. */
export const AdminShow = () => {
  const { canEdit } = useResourceAccess(admins);
  return (
    <RecordShow
      resource={admins}
      title={<RecordTitle resource={admins} screen="show" />}
      actions={
        <TopToolbar>
          <ListLinkButton resource={admins} />
          {canEdit && <EditLinkButton resource={admins} />}
          <AdminActionButton action="enable" />
          <AdminActionButton action="disable" />
          <AdminActionButton action="resetQRCode" />
          <AdminActionButton action="unlock" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="username" />
        <TextField source="name" emptyText="—" />
        <TextField source="phone" emptyText="—" />
        <EnumField source="status" label="resources.admins.fields.status" />
        <AdminRolesField label="resources.admins.fields.roles" />
        <AdminTwoFactorField label="resources.admins.fields.twoFactorEnabled" />
        <LocalDateField source="lastLoginAt" showTime emptyText="—" />
        <TextField source="lastLoginIp" emptyText="—" />
        <LocalDateField source="lockedUntil" showTime emptyText="—" />
        <LocalDateField source="createdAt" showTime />
        <AdminActivity />
      </SimpleShowLayout>
    </RecordShow>
  );
};
