import { useMemo } from 'react';
import { Create, SimpleForm, TopToolbar, useTranslate } from 'react-admin';
import { resourcePath } from '../define.ts';
import { ListLinkButton } from '../../src/generic/buttons.tsx';
import { CreateTitle, useSavedNotice } from '../../src/generic/GenericTitle.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { adminPayload, adminValidator } from './adminForm.ts';
import { AdminInputs } from './AdminInputs.tsx';
import { admins } from './schema.ts';

export const AdminCreate = () => {
  const translate = useTranslate();
  const validate = useMemo(() => adminValidator(true, translate), [translate]);
  const { canShow, canEdit } = useResourceAccess(admins);
  // On to the new admin's page when the creator may open it, else back to the list.
  const redirect = (id?: number | string) =>
    (canShow && resourcePath(admins, 'show', id)) || (canEdit && resourcePath(admins, 'edit', id)) || resourcePath(admins, 'list')!;
  const mutationOptions = useSavedNotice(admins, 'created', redirect);
  return (
    <Create
      resource="admins"
      title={<CreateTitle resource={admins} />}
      mutationOptions={mutationOptions}
      transform={(data: Record<string, unknown>) => adminPayload(data, true)}
      actions={
        <TopToolbar>
          <ListLinkButton resource={admins} />
        </TopToolbar>
      }
    >
      <SimpleForm validate={validate} defaultValues={{ twoFactorEnabled: false, roles: [] }} noValidate warnWhenUnsavedChanges sx={{ maxWidth: 760 }}>
        <AdminInputs isCreate />
      </SimpleForm>
    </Create>
  );
};
