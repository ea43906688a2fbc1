import { AutocompleteArrayInput, BooleanInput, PasswordInput, ReferenceArrayInput, TextInput, useGetIdentity, useRecordContext } from 'react-admin';

/** The inputs shared by the create and edit forms. */
export const AdminInputs = ({ isCreate }: { isCreate: boolean }) => {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  // Nobody changes their own roles (the API refuses it too).
  const isSelf = !isCreate && record !== undefined && identity !== undefined && record.id === identity.id;
  return (
    <>
      <TextInput source="username" isRequired autoComplete="off" />
      <PasswordInput
        source="password"
        isRequired={isCreate}
        autoComplete="new-password"
        helperText={isCreate ? 'administration.admins.password_create_hint' : 'administration.admins.password_edit_hint'}
      />
      <TextInput source="name" />
      <TextInput source="phone" type="tel" />
      <BooleanInput source="twoFactorEnabled" helperText="administration.admins.two_factor_hint" />
      <ReferenceArrayInput source="roles" reference="roles" perPage={200} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput
          optionText="name"
          disabled={isSelf}
          helperText={isSelf ? 'errors.own_roles' : 'administration.admins.roles_hint'}
        />
      </ReferenceArrayInput>
    </>
  );
};
