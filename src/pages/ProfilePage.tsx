import { Alert, Box, Grid, Stack } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';
import { useProfile } from './useProfile.ts';

/** The signed-in admin's own page: who they are, their details, and their password. */
export const ProfilePage = () => {
  const translate = useTranslate();
  const { profile, error, setProfile } = useProfile();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="pages.profile.title" />
      {error !== undefined && <Alert severity="error">{translate('pages.profile.load_failed')}</Alert>}
      {!profile && error === undefined && <Loading />}
      {profile && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <ProfileSummary profile={profile} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={2}>
              <ProfileForm profile={profile} onSaved={setProfile} />
              <PasswordForm />
            </Stack>
          </Grid>
        </Grid>
      )}
    </Box>
  );
};
