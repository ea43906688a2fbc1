import { BooleanInput, TextInput, useRecordContext } from 'react-admin';
import { PermissionMatrix } from './PermissionMatrix.tsx';

/** Name, description and the permission matrix, shared by create and edit; the super-admin role keeps its name. */
export const RoleInputs = () => {
  const isSuper = Boolean(useRecordContext()?.isSuper);
  return (
    <>
      <TextInput source="name" isRequired disabled={isSuper} sx={{ maxWidth: 480 }} />
      <TextInput source="description" multiline minRows={2} sx={{ maxWidth: 760 }} />
      {isSuper ? null : <BooleanInput source="channelScoped" helperText="resources.roles.helpers.channelScoped" />}
      <PermissionMatrix isSuper={isSuper} />
    </>
  );
};
