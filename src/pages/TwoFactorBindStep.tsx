import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fetchBinding, type TBinding } from '../providers/twoFactor.ts';

type TBindStepProps = { onNext: () => void; onRestart: (message?: string) => void };
type TFailure = { status?: number; message?: string };

/** The secret in groups of four, as authenticator apps ask for it when typed in. */
const manualKey = (otpauthUrl: string) => (new URL(otpauthUrl).searchParams.get('secret') ?? '').replace(/(.{4})(?=.)/g, '$1 ');

/** A device to bind: its QR code, and its key as text (and as data-otpauth) for those who cannot scan. */
export const BindingCode = ({ binding }: { binding: Pick<TBinding, 'otpauthUrl' | 'qrCode'> }) => {
  const translate = useTranslate();
  return (
    <>
      <Box component="img" src={binding.qrCode} alt={translate('administration.two_factor.qr_alt')} sx={{ width: 200, height: 200 }} />
      <Box data-otpauth={binding.otpauthUrl} sx={{ width: '100%', textAlign: 'center' }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('administration.two_factor.manual')}
        </Typography>
        <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-all' }}>
          {manualKey(binding.otpauthUrl)}
        </Typography>
      </Box>
    </>
  );
};

/**
 * The QR step of a two-factor login for an admin without a bound device. The otpauth URI is also
 * given as text (and as data-otpauth) for those who cannot scan: typing the key is how they bind.
 */
export const TwoFactorBindStep = ({ onNext, onRestart }: TBindStepProps) => {
  const translate = useTranslate();
  const [binding, setBinding] = useState<TBinding>();
  const [failure, setFailure] = useState<TFailure>();

  useEffect(() => {
    let isCurrent = true;
    fetchBinding()
      .then((result) => isCurrent && setBinding(result))
      .catch((error: TFailure) => {
        if (!isCurrent) return;
        // A device is bound already (another tab bound it): its code is what is needed.
        if (error.status === 409) onNext();
        else if (error.status === 401) onRestart(error.message);
        else setFailure(error);
      });
    return () => {
      isCurrent = false;
    };
  }, [onNext, onRestart]);

  return (
    <Stack spacing={2} alignItems="center" data-testid="two-factor-bind">
      <Typography component="h2" variant="h6" textAlign="center">
        {translate('administration.two_factor.bind_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" textAlign="center">
        {translate('administration.two_factor.bind_hint')}
      </Typography>
      {failure && (
        <Alert severity="error" variant="outlined" sx={{ width: '100%' }}>
          {failure.message || translate('pages.login.failed')}
        </Alert>
      )}
      {!binding && !failure && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {binding && <BindingCode binding={binding} />}
      <Button variant="contained" size="large" fullWidth disabled={!binding} onClick={onNext}>
        {translate('administration.two_factor.next')}
      </Button>
      <Button size="small" onClick={() => onRestart()}>
        {translate('administration.two_factor.back')}
      </Button>
    </Stack>
  );
};
