import LockResetIcon from '@mui/icons-material/LockReset';
import { Card, CardHeader } from '@mui/material';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { PasswordInput, SaveButton, SimpleForm, Toolbar, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { TAppDataProvider } from '../providers/dataProvider.ts';
import { loadPermissions, saveSession } from '../providers/storage.ts';
import { validateConfirmation, validateCurrentPassword, validateNewPassword } from './passwordRules.ts';
import { submissionErrors } from './submissionErrors.ts';

/**
 * Changing the password revokes every session of the admin; the answer carries a new token for
 * this one, stored with the permissions it already had so that the page carries on.
 */
export const PasswordForm = () => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  // A new key empties the form after a change.
  const [generation, setGeneration] = useState(0);

  const save = async (values: FieldValues) => {
    try {
      // Read before the token changes: the permissions are sealed with the current one.
      const permissions = (await loadPermissions()) ?? [];
      const { accessToken } = await dataProvider.changePassword({
        currentPassword: String(values.currentPassword ?? ''),
        password: String(values.password ?? ''),
      });
      await saveSession(accessToken, permissions);
      notify('pages.profile.password_changed', { type: 'success' });
      setGeneration((g) => g + 1);
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify);
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('pages.profile.password_title')}
        subheader={translate('pages.profile.password_hint')}
        slotProps={{ title: { variant: 'h6' } }}
      />
      <SimpleForm
        key={generation}
        onSubmit={save}
        toolbar={
          <Toolbar>
            <SaveButton label="pages.profile.change_password" icon={<LockResetIcon />} />
          </Toolbar>
        }
        sx={{ pt: 0 }}
        warnWhenUnsavedChanges
      >
        <PasswordInput source="currentPassword" label="pages.profile.current_password" validate={validateCurrentPassword} autoComplete="current-password" />
        <PasswordInput source="password" label="pages.profile.new_password" validate={validateNewPassword} autoComplete="new-password" />
        <PasswordInput source="confirmation" label="pages.profile.confirm_password" validate={validateConfirmation} autoComplete="new-password" />
      </SimpleForm>
    </Card>
  );
};
