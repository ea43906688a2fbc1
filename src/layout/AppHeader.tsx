/**
 * The top bar and the tags view under it. With the 'fixed header' setting both stay at the
 * top while the page scrolls; otherwise they scroll away with it.
 */
import { AppBar, Box, Toolbar } from '@mui/material';
import { LoadingIndicator, useTranslate } from 'react-admin';
import { AppUserMenu } from './AppUserMenu.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { RouteSearch } from './RouteSearch.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { useSettings } from './settingsStore.ts';
import { SidebarToggle } from './SidebarToggle.tsx';
import { HEADER_HEIGHT } from './SidebarLogo.tsx';
import { SizeMenu } from './SizeMenu.tsx';
import { TagsView } from './TagsView.tsx';

const onlyFromSm = { display: { xs: 'none', sm: 'inline-flex' } };

export const AppHeader = () => {
  const { fixedHeader, tagsView } = useSettings();
  const translate = useTranslate();
  // The spinner that replaces the refresh button while anything loads is named, for screen readers.
  const loadingName = { 'aria-label': translate('ra.page.loading') } as object;
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: fixedHeader ? 'sticky' : 'relative',
        top: 0,
        zIndex: theme.zIndex.appBar,
      })}
    >
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar disableGutters sx={{ minHeight: { xs: HEADER_HEIGHT }, px: 1, gap: 0.5 }}>
          <SidebarToggle />
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', ml: 0.5 }}>
            <Breadcrumb />
          </Box>
          <Box sx={onlyFromSm}>
            <RouteSearch />
          </Box>
          <Box sx={onlyFromSm}>
            <FullscreenButton />
          </Box>
          <Box sx={onlyFromSm}>
            <SizeMenu />
          </Box>
          <LanguageMenu />
          <SettingsDrawer inHeader />
          <LoadingIndicator sx={{ color: 'text.secondary' }} {...loadingName} />
          <AppUserMenu />
        </Toolbar>
      </AppBar>
      {tagsView && <TagsView />}
    </Box>
  );
};
