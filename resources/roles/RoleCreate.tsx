import { useMemo } from 'react';
import { Create, SimpleForm, TopToolbar, useTranslate } from 'react-admin';
import { resourcePath } from '../define.ts';
import { ListLinkButton } from '../../src/generic/buttons.tsx';
import { CreateTitle, useSavedNotice } from '../../src/generic/GenericTitle.tsx';
import { rolePayload, roleValidator } from './roleForm.ts';
import { RoleInputs } from './RoleInputs.tsx';
import { roles } from './schema.ts';

export const RoleCreate = () => {
  const translate = useTranslate();
  const validate = useMemo(() => roleValidator(translate), [translate]);
  const mutationOptions = useSavedNotice(roles, 'created', () => resourcePath(roles, 'list')!);
  return (
    <Create
      resource="roles"
      title={<CreateTitle resource={roles} />}
      mutationOptions={mutationOptions}
      transform={(data: Record<string, unknown>) => rolePayload(data)}
      actions={
        <TopToolbar>
          <ListLinkButton resource={roles} />
        </TopToolbar>
      }
    >
      <SimpleForm validate={validate} defaultValues={{ permissions: [] }} noValidate warnWhenUnsavedChanges>
        <RoleInputs />
      </SimpleForm>
    </Create>
  );
};
