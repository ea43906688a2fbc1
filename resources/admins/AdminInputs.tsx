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
        helperText={isCreate ? 'resources.admins.hints.password_create' : 'resources.admins.hints.password_edit'}
      />
      <TextInput source="name" />
      <TextInput source="phone" type="tel" />
      <BooleanInput source="twoFactorEnabled" helperText="resources.admins.hints.two_factor" />
      <ReferenceArrayInput source="roles" reference="roles" perPage={200} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput
          optionText="name"
          disabled={isSelf}
          helperText={isSelf ? 'resources.admins.errors.own_roles' : 'resources.admins.hints.roles'}
        />
      </ReferenceArrayInput>
    </>
  );
};
