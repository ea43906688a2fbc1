import { Box, Grid, LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { AREAS } from '../../resources/define.ts';
import { canAccess } from '../access.ts';
import { allowedScreens, menuLabel } from '../navigation.ts';
import { resourceIcon } from '../layout/menuIcons.tsx';
import { DashboardScreenCard } from './DashboardScreenCard.tsx';
import { TwoFactorReminder } from './TwoFactorReminder.tsx';

// The figures load with the dashboard, in a chunk of their own (the charts in another).
const AnalyticsDashboard = lazy(() => import('../dashboard/AnalyticsDashboard.tsx').then((module) => ({ default: module.AnalyticsDashboard })));

const humanize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/[_-]+/g, ' ');

/**
 * The business's figures for an admin who may view the dashboard; for others, a welcome and the
 * entry points their permissions open, grouped by area like the menu.
 */
export const DashboardPage = ({ permissions }: { permissions: string[] }) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const screens = allowedScreens(permissions ?? []);
  const hasFigures = canAccess(permissions ?? [], 'dashboard', 'view');
  // Spec §4: permissions that open no screen at all lead to /401.
  if (Array.isArray(permissions) && screens.length === 0 && !hasFigures) return <Navigate to="/401" replace />;
  const lists = screens.filter((s) => s.screen === 'list');
  const areas = AREAS.map((area) => ({ area, entries: lists.filter((s) => s.resource.area === area) })).filter(
    (a) => a.entries.length > 0,
  );
  // Each list the admin may open, with its count: under the figures, or the page itself for an admin without them.
  const entryPoints = areas.map(({ area, entries }) => (
    <Box component="section" key={area} sx={{ mb: 3 }}>
      <Typography component="h2" variant="overline" color="text.secondary">
        {translate(`menu.${area}`, { _: humanize(area) })}
      </Typography>
      <Grid container spacing={2}>
        {entries.map(({ resource, path }) => (
          <Grid key={path} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <DashboardScreenCard
              path={path}
              resource={resource.name}
              label={translate(menuLabel(resource), { smart_count: 2, _: humanize(resource.name) })}
              Icon={resourceIcon(resource)}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  ));
  if (hasFigures)
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Title title="pages.dashboard.title" />
        <Typography component="h1" variant="h5" fontWeight={700} gutterBottom>
          {identity?.fullName ? translate('pages.dashboard.welcome', { name: identity.fullName }) : translate('pages.dashboard.welcome_anonymous')}
        </Typography>
        <TwoFactorReminder />
        <Suspense fallback={<LinearProgress aria-label={translate('generic.report.loading')} />}>
          <AnalyticsDashboard />
        </Suspense>
        <Box sx={{ mt: 3 }}>{entryPoints}</Box>
      </Box>
    );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="pages.dashboard.title" />
      <Typography component="h1" variant="h4" fontWeight={700} gutterBottom>
        {identity?.fullName
          ? translate('pages.dashboard.welcome', { name: identity.fullName })
          : translate('pages.dashboard.welcome_anonymous')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('pages.dashboard.intro')}
      </Typography>
      <TwoFactorReminder />
      {entryPoints}
    </Box>
  );
};
