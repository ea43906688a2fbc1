import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useLogin, useTranslate, type Validator } from 'react-admin';

type TCodeStepProps = { onRestart: (message?: string) => void };
type TFailure = { status?: number; message?: string; body?: { errors?: Record<string, string[]> } };

const validateCode: Validator = (value) => (/^\d{6}$/.test(String(value ?? '').trim()) ? undefined : 'validation.otp_code');

/**
 * The code step: six digits from the authenticator app. A wrong or reused code keeps the step
 * (422); an expired or used login goes back to the password (401).
 */
export const TwoFactorCodeStep = ({ onRestart }: TCodeStepProps) => {
  const login = useLogin();
  const translate = useTranslate();
  const [isLoading, setLoading] = useState(false);
  const [failure, setFailure] = useState<TFailure>();

  const submit = async (values: { code?: string }) => {
    if (isLoading) return;
    setLoading(true);
    setFailure(undefined);
    try {
      await login({ code: values.code ?? '' });
    } catch (caught) {
      const error = (caught ?? {}) as TFailure;
      setLoading(false);
      if (error.status === 401) onRestart(error.message);
      else setFailure(error);
    }
  };

  const message = failure?.body?.errors?.code?.[0] ?? failure?.message ?? translate('pages.login.failed');
  return (
    <Form onSubmit={submit} noValidate disableInvalidFormNotification>
      <Stack spacing={1.5} aria-busy={isLoading} data-testid="two-factor-code">
        <Typography component="h2" variant="h6" textAlign="center">
          {translate('administration.two_factor.code_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" textAlign="center">
          {translate('administration.two_factor.code_hint')}
        </Typography>
        {failure && (
          <Alert severity={failure.status === 429 ? 'warning' : 'error'} variant="outlined">
            {message}
          </Alert>
        )}
        <TextInput
          source="code"
          label="administration.two_factor.code"
          autoComplete="one-time-code"
          autoFocus
          validate={validateCode}
          helperText={false}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, style: { letterSpacing: '0.4em', fontSize: '1.25rem' } } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={isLoading}
          startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-label={translate('ra.page.loading')} /> : <VerifiedUserIcon />}
        >
          {translate('administration.two_factor.verify')}
        </Button>
        <Button size="small" onClick={() => onRestart()}>
          {translate('administration.two_factor.back')}
        </Button>
      </Stack>
    </Form>
  );
};
