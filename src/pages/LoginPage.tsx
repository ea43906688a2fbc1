import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useCheckAuth, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { forgetSessionEnded, isSessionEnded } from '../providers/storage.ts';
import { endTwoFactor, type TTwoFactorStep } from '../providers/twoFactor.ts';
import { LocalePicker } from './LocalePicker.tsx';
import { LoginForm } from './LoginForm.tsx';
import { TwoFactorBindStep } from './TwoFactorBindStep.tsx';
import { TwoFactorCodeStep } from './TwoFactorCodeStep.tsx';

type TStep = { kind: 'password'; notice?: string } | { kind: 'bind' } | { kind: 'code' };

/**
 * The branded frame of the login. It holds one step at a time: the password, then for admins
 * with two-factor authentication the QR code (while no device is bound) and the code.
 */
export const LoginPage = () => {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const translate = useTranslate();
  // Sent here because the server ended the session: say so (react-admin's own toast cannot, the token being gone).
  const [step, setStep] = useState<TStep>(() => ({ kind: 'password', notice: isSessionEnded() ? translate('ra.notification.logged_out') : undefined }));
  useEffect(forgetSessionEnded, []);
  const toCode = useCallback(() => setStep({ kind: 'code' }), []);
  const restart = useCallback((notice?: string) => {
    endTwoFactor();
    setStep({ kind: 'password', notice });
  }, []);
  const onTwoFactor = useCallback((next: TTwoFactorStep) => setStep({ kind: next.needsBinding ? 'bind' : 'code' }), []);

  useEffect(() => {
    // Spec §4: with a token, /login goes to the root.
    checkAuth({}, false)
      .then(() => navigate('/', { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background:
          'radial-gradient(circle at 15% 20%, rgba(87,202,235,0.35), transparent 45%), linear-gradient(135deg, #1c2754 0%, #435ebe 60%, #5a7be0 100%)',
      }}
    >
      <Card elevation={12} sx={{ width: '100%', maxWidth: 400, borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Stack direction="row" justifyContent="flex-end" sx={{ mt: -1.5, mr: -1 }}>
            <LocalePicker />
          </Stack>
          <Stack alignItems="center" spacing={1} sx={{ mb: 3 }}>
            <Box component="img" src="/logo.svg" alt="" sx={{ width: 64, height: 64 }} />
            <Typography component="h1" variant="h5" fontWeight={700}>
              {translate('app.name')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('pages.login.tagline')}
            </Typography>
          </Stack>
          {step.kind === 'password' && <LoginForm onTwoFactor={onTwoFactor} notice={step.notice} />}
          {step.kind === 'bind' && <TwoFactorBindStep onNext={toCode} onRestart={restart} />}
          {step.kind === 'code' && <TwoFactorCodeStep onRestart={restart} />}
        </CardContent>
      </Card>
    </Box>
  );
};
