import { Card, CardHeader } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { SaveButton, SimpleForm, TextInput, Toolbar, maxLength, useDataProvider, useGetIdentity, useNotify, usePermissions, useTranslate } from 'react-admin';
import { ImageInput } from '../media/ImageInput.tsx';
import { forgetIdentity } from '../providers/authProvider.ts';
import type { TAppDataProvider, TProfile } from '../providers/dataProvider.ts';
import { validateAvatar } from './passwordRules.ts';
import { submissionErrors } from './submissionErrors.ts';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Name, phone and avatar: the part of their own record an admin may edit (PUT /auth/me). */
export const ProfileForm = ({ profile, onSaved }: { profile: TProfile; onSaved: (profile: TProfile) => void }) => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { refetch } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  // Uploading needs upload-files; without it the avatar is an address, checked as the server checks it.
  const canUpload = Array.isArray(permissions) && permissions.includes('upload-files');

  const save = async (values: FieldValues) => {
    try {
      const updated = await dataProvider.updateMe({
        name: blankToNull(values.name),
        phone: blankToNull(values.phone),
        avatar: blankToNull(values.avatar),
      });
      // The user menu shows the name and avatar from the identity: read it again.
      forgetIdentity();
      void refetch();
      onSaved(updated);
      notify('pages.profile.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify);
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader title={translate('pages.profile.details')} slotProps={{ title: { variant: 'h6' } }} />
      <SimpleForm
        record={profile}
        onSubmit={save}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
        sx={{ pt: 0 }}
        warnWhenUnsavedChanges
        // The translated message under the field, never the browser's own bubble.
        noValidate
      >
        <TextInput source="name" label="pages.profile.name" validate={maxLength(100)} autoComplete="name" />
        <TextInput source="phone" label="pages.profile.phone" validate={maxLength(50)} autoComplete="tel" type="tel" />
        {canUpload ? (
          <ImageInput source="avatar" label="pages.profile.avatar_image" crop={1} />
        ) : (
          <TextInput source="avatar" label="pages.profile.avatar" validate={[maxLength(2048), validateAvatar]} />
        )}
      </SimpleForm>
    </Card>
  );
};
