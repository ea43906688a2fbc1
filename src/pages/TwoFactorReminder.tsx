import ShieldIcon from '@mui/icons-material/Shield';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { forgetIdentity } from '../providers/authProvider.ts';
import type { TAppDataProvider } from '../providers/dataProvider.ts';

/** On the dashboard of an admin who logs in with a password alone: a nudge, and the switch to turn the second factor on. */
export const TwoFactorReminder = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const { identity, refetch } = useGetIdentity();
  const [isSaving, setSaving] = useState(false);
  if (identity?.twoFactorEnabled !== false) return null;

  const turnOn = async () => {
    setSaving(true);
    try {
      await dataProvider.enableTwoFactor();
      forgetIdentity();
      await refetch();
      notify('administration.two_factor.turned_on', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Alert
      severity="warning"
      icon={<ShieldIcon />}
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={turnOn} disabled={isSaving} sx={{ whiteSpace: 'nowrap' }}>
          {translate('administration.two_factor.turn_on')}
        </Button>
      }
    >
      <AlertTitle>{translate('administration.two_factor.reminder_title')}</AlertTitle>
      {translate('administration.two_factor.reminder')}
    </Alert>
  );
};
