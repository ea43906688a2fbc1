/**
 * Turning two-factor authentication on from inside the app: the QR code at once, and the first
 * code from the device confirms it, so that the admin binds now rather than at the next login.
 * With a device bound already (an administrator turned the factor off and on), it is turned on as it is.
 */
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { TAppDataProvider } from '../providers/dataProvider.ts';
import { BindingCode } from './TwoFactorBindStep.tsx';

type TProps = { onClose: () => void; onDone: () => void | Promise<void> };
type TBinding = { otpauthUrl: string; qrCode: string };

/** The message under the code input: the API's own for the field, else its message. */
const messageOf = (error: unknown): string | undefined => {
  const field = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors?.code : undefined;
  return field || (error as Error).message || undefined;
};

export const TwoFactorSetupDialog = ({ onClose, onDone }: TProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [binding, setBinding] = useState<TBinding>();
  const [failure, setFailure] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    dataProvider
      .startTwoFactorBinding()
      .then((result) => isCurrent && setBinding(result))
      .catch(async (error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof HttpError && error.status === 409) {
          // A device is bound already: its codes keep working, so the factor is simply turned on.
          try {
            await dataProvider.enableTwoFactor();
            await onDone();
          } catch (second) {
            setFailure(messageOf(second) ?? translate('ra.notification.http_error'));
          }
        } else setFailure(messageOf(error) ?? translate('ra.notification.http_error'));
      });
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, onDone, translate]);

  const confirm = async () => {
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(translate('validation.otp_code'));
      return;
    }
    setBusy(true);
    try {
      await dataProvider.confirmTwoFactor(code.trim());
      await onDone();
    } catch (error) {
      setCodeError(messageOf(error) ?? translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="two-factor-setup-title">
      <DialogTitle id="two-factor-setup-title">{translate('administration.two_factor.bind_title')}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ alignItems: 'center' }}
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {translate('administration.two_factor.bind_hint')}
          </Typography>
          {failure && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {failure}
            </Alert>
          )}
          {!binding && !failure && <CircularProgress aria-label={translate('ra.page.loading')} />}
          {binding && (
            <>
              <BindingCode binding={binding} />
              <TextField
                label={translate('administration.two_factor.code')}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setCodeError(undefined);
                }}
                error={Boolean(codeError)}
                helperText={codeError}
                autoComplete="one-time-code"
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!binding || isBusy} onClick={() => void confirm()}>
          {translate('administration.two_factor.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
