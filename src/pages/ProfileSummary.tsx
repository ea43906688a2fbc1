import { Avatar, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { TProfile } from '../providers/dataProvider.ts';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack spacing={0.5}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    {children}
  </Stack>
);

/** Who is signed in: what the admin can see here but not edit (username, roles, last login). */
export const ProfileSummary = ({ profile }: { profile: TProfile }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const lastLogin = profile.lastLoginAt
    ? new Date(profile.lastLoginAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
    : translate('pages.profile.never');
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack alignItems="center" spacing={1} sx={{ py: 2 }}>
          <Avatar src={profile.avatar ?? undefined} alt="" sx={{ width: 88, height: 88, fontSize: 36, bgcolor: 'primary.main' }}>
            {(profile.name || profile.username).charAt(0).toUpperCase()}
          </Avatar>
          <Typography variant="h6" fontWeight={700}>
            {profile.name || profile.username}
          </Typography>
        </Stack>
        <Divider sx={{ mb: 2 }} />
        <Stack spacing={2}>
          <Row label={translate('pages.profile.username')}>
            <Typography>{profile.username}</Typography>
          </Row>
          <Row label={translate('pages.profile.roles')}>
            <Stack direction="row" flexWrap="wrap" gap={0.75}>
              {profile.roles.length === 0 && <Typography color="text.secondary">{translate('pages.profile.no_roles')}</Typography>}
              {profile.roles.map((role) => (
                <Chip key={role} label={role} size="small" color="primary" variant="outlined" />
              ))}
            </Stack>
          </Row>
          <Row label={translate('pages.profile.last_login')}>
            <Typography>{lastLogin}</Typography>
          </Row>
        </Stack>
      </CardContent>
    </Card>
  );
};
