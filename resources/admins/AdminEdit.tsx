import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { resourcePath } from '../define.ts';
import { ListLinkButton, ShowLinkButton } from '../../src/generic/buttons.tsx';
import { RecordTitle, useSavedNotice } from '../../src/generic/GenericTitle.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { AdminActionButton } from './AdminActionButton.tsx';
import { adminPayload, adminValidator } from './adminForm.ts';
import { AdminInputs } from './AdminInputs.tsx';
import { admins } from './schema.ts';
import { useLeaveRecord } from '../../src/generic/useLeaveRecord.ts';

const toList = () => resourcePath(admins, 'list')!;

const AdminEditToolbar = () => {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const { canDelete } = useResourceAccess(admins);
  const leave = useLeaveRecord(admins);
  // Nobody deletes themself (the API refuses it too).
  const isSelf = record?.id === identity?.id;
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      {/* The actions sit in the form, so that unsaved changes are saved before they run. */}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <SaveButton />
        <AdminActionButton action="enable" />
        <AdminActionButton action="disable" />
        <AdminActionButton action="resetQRCode" />
      </Stack>
      {canDelete && !isSelf && <DeleteButton mutationMode="pessimistic" redirect={leave} />}
    </Toolbar>
  );
};

export const AdminEdit = () => {
  const translate = useTranslate();
  const { canShow } = useResourceAccess(admins);
  const validate = useMemo(() => adminValidator(false, translate), [translate]);
  const mutationOptions = useSavedNotice(admins, 'updated', toList);
  const leave = useLeaveRecord(admins);
  return (
    <Edit
      resource="admins"
      title={<RecordTitle resource={admins} screen="edit" />}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirectOnError={leave}
      transform={(data: Record<string, unknown>) => adminPayload(data, false)}
      actions={
        <TopToolbar>
          <ListLinkButton resource={admins} />
          {canShow && <ShowLinkButton resource={admins} />}
        </TopToolbar>
      }
    >
      {/* The password is never loaded: an empty box keeps the current one. */}
      <SimpleForm validate={validate} toolbar={<AdminEditToolbar />} noValidate warnWhenUnsavedChanges sx={{ maxWidth: 760 }}>
        <AdminInputs isCreate={false} />
      </SimpleForm>
    </Edit>
  );
};
