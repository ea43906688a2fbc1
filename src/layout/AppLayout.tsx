/**
 * The shell (issue 'Foundation §7'): the sidebar on the left, the top bar and tags view above
 * the page, the settings drawer, and react-admin's error screen and loading state for the page.
 * react-admin's Notification is rendered by <Admin> around this layout.
 */
import { Box, Typography } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Loading, SkipNavigationButton } from 'react-admin';
import { AppHeader } from './AppHeader.tsx';
import { AppSidebar } from './AppSidebar.tsx';
import { Konami } from './Konami.tsx';
import { MuiTexts } from './MuiTexts.tsx';
import { useLabelledCheckboxes } from './labelledCheckboxes.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentTitle();
  useLabelledCheckboxes();
  return (
    <MuiTexts>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SkipNavigationButton />
        <AppSidebar />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <AppHeader />
          <Box component="main" id="main-content" sx={{ flex: 1, display: 'flex', flexDirection: 'column', p: { xs: 1, sm: 2 }, pr: { xs: 1, sm: 7 }, minWidth: 0 }}>
            {/* react-admin's <Title> renders page titles here through a portal. */}
            <Typography id="react-admin-title" component="h1" variant="h6" sx={{ px: 1, pb: 1, '&:empty': { display: 'none' } }} />
            <PageErrorBoundary>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </PageErrorBoundary>
          </Box>
        </Box>
        <SettingsDrawer />
        <Konami />
      </Box>
    </MuiTexts>
  );
};
