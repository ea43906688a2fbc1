import LoginIcon from '@mui/icons-material/Login';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, useLogin, useTranslate } from 'react-admin';
import { TwoFactorRequired, type TTwoFactorStep } from '../providers/twoFactor.ts';
import { validateUsername } from './passwordRules.ts';

/**
 * Login checks only that a password was typed: the complexity rule applies where a password is set,
 * and an older password (or an `ADMIN_PASSWORD` from before the rule) must still let its admin in.
 */
const validatePresent = (value: unknown) => (typeof value === 'string' && value ? undefined : 'validation.password_required');

type TCredentials = { username?: string | null; password?: string | null };
type TLoginError = { status?: number; message?: string };
type TLoginFormProps = {
  /** The password was right and a code is needed. */
  onTwoFactor: (step: TTwoFactorStep) => void;
  /** Why the admin is back here (an expired two-factor step). */
  notice?: string;
};

/**
 * The password step of the login. The server answers in the UI language, so its message (wrong
 * credentials, too many attempts) is shown as it is; only a failure without an answer gets ours.
 */
export const LoginForm = ({ onTwoFactor, notice }: TLoginFormProps) => {
  const login = useLogin();
  const translate = useTranslate();
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<TLoginError | undefined>(notice ? { status: 401, message: notice } : undefined);

  const submit = async (values: TCredentials) => {
    if (isLoading) return;
    setLoading(true);
    setError(undefined);
    try {
      // useLogin follows the provider's redirectTo (the ?redirect= path); the page stays busy until it unmounts.
      await login({ username: (values.username ?? '').trim(), password: values.password ?? '' });
    } catch (caught) {
      if (caught instanceof TwoFactorRequired) return onTwoFactor(caught.step);
      setError((caught ?? {}) as TLoginError);
      setLoading(false);
    }
  };

  const message = error?.status && error.message ? error.message : translate('pages.login.failed');
  return (
    <Form onSubmit={submit} noValidate disableInvalidFormNotification>
      <Stack spacing={1} aria-busy={isLoading}>
        {error && (
          <Alert severity={error.status === 429 ? 'warning' : 'error'} variant="outlined">
            {message}
          </Alert>
        )}
        <TextInput
          source="username"
          label="pages.login.username"
          autoComplete="username"
          autoFocus
          validate={validateUsername}
          helperText={false}
        />
        <PasswordInput
          source="password"
          label="pages.login.password"
          autoComplete="current-password"
          validate={validatePresent}
          helperText={false}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={isLoading}
          startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-label={translate('ra.page.loading')} /> : <LoginIcon />}
          sx={{ mt: 1, py: 1.25 }}
        >
          {translate('pages.login.submit')}
        </Button>
      </Stack>
    </Form>
  );
};
