import { useMemo } from 'react';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { resourcePath } from '../define.ts';
import { ListLinkButton } from '../../src/generic/buttons.tsx';
import { RecordTitle, useSavedNotice } from '../../src/generic/GenericTitle.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { RoleHolders } from './RoleHolders.tsx';
import { rolePayload, roleValidator } from './roleForm.ts';
import { RoleInputs } from './RoleInputs.tsx';
import { roles } from './schema.ts';
import { useLeaveRecord } from '../../src/generic/useLeaveRecord.ts';

const toList = () => resourcePath(roles, 'list')!;

const RoleEditToolbar = () => {
  const { canDelete } = useResourceAccess(roles);
  const leave = useLeaveRecord(roles);
  // The super-admin role is never deleted (the API refuses it too).
  const isSuper = Boolean(useRecordContext()?.isSuper);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && !isSuper && <DeleteButton mutationMode="pessimistic" redirect={leave} />}
    </Toolbar>
  );
};

/** Saving a changed permission set signs the role's holders out, so that their new rights apply at once. */
export const RoleEdit = () => {
  const translate = useTranslate();
  const validate = useMemo(() => roleValidator(translate), [translate]);
  const mutationOptions = useSavedNotice(roles, 'updated', toList);
  const leave = useLeaveRecord(roles);
  return (
    <Edit
      resource="roles"
      title={<RecordTitle resource={roles} screen="edit" />}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirectOnError={leave}
      transform={(data: Record<string, unknown>) => rolePayload(data)}
      actions={
        <TopToolbar>
          <ListLinkButton resource={roles} />
        </TopToolbar>
      }
    >
      <SimpleForm validate={validate} toolbar={<RoleEditToolbar />} noValidate warnWhenUnsavedChanges>
        <RoleHolders />
        <RoleInputs />
      </SimpleForm>
    </Edit>
  );
};
