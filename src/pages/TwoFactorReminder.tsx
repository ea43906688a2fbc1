import ShieldIcon from '@mui/icons-material/Shield';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useCallback, useState } from 'react';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { forgetIdentity } from '../providers/authProvider.ts';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog.tsx';

/** On the dashboard of an admin who logs in with a password alone: a nudge, and the way to bind a device and turn the second factor on now. */
export const TwoFactorReminder = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity, refetch } = useGetIdentity();
  const [isSettingUp, setSettingUp] = useState(false);
  const done = useCallback(async () => {
    setSettingUp(false);
    forgetIdentity();
    await refetch();
    notify('administration.two_factor.turned_on', { type: 'success' });
  }, [notify, refetch]);
  if (identity?.twoFactorEnabled !== false) return null;

  return (
    <Alert
      severity="warning"
      icon={<ShieldIcon />}
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => setSettingUp(true)} sx={{ whiteSpace: 'nowrap' }}>
          {translate('administration.two_factor.turn_on')}
        </Button>
      }
    >
      <AlertTitle>{translate('administration.two_factor.reminder_title')}</AlertTitle>
      {translate('administration.two_factor.reminder')}
      {isSettingUp && <TwoFactorSetupDialog onClose={() => setSettingUp(false)} onDone={done} />}
    </Alert>
  );
};
