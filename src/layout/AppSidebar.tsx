/**
 * The sidebar: a permanent column on desktop that folds to icons, a temporary drawer below the
 * mobile breakpoint that closes on navigation (spec §4).
 */
import { Box, Drawer } from '@mui/material';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { TResource } from '../../resources/define.ts';
import { AppMenu } from './AppMenu.tsx';
import { useSettings } from './settingsStore.ts';
import { sidebarVars } from './sidebarColors.ts';
import { closeDrawer, useSidebar } from './sidebarState.ts';
import { SidebarLogo } from './SidebarLogo.tsx';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './theme.ts';

const SidebarContent = ({ isCollapsed, list }: { isCollapsed: boolean; list?: readonly TResource[] }) => {
  const { sidebarLogo } = useSettings();
  return (
    <>
      {sidebarLogo && <SidebarLogo isCollapsed={isCollapsed} />}
      <AppMenu isCollapsed={isCollapsed} list={list} />
    </>
  );
};

export const AppSidebar = ({ list }: { list?: readonly TResource[] }) => {
  const { isMobile, open, setOpen } = useSidebar();
  const { mode, sidebarTextTheme } = useSettings();
  const { pathname } = useLocation();
  const vars = sidebarVars(mode, sidebarTextTheme);

  useEffect(() => {
    if (isMobile) closeDrawer();
  }, [pathname, isMobile]);

  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { style: vars, sx: { width: SIDEBAR_WIDTH, bgcolor: 'var(--sb-bg)', backgroundImage: 'none' } } }}
      >
        <SidebarContent isCollapsed={false} list={list} />
      </Drawer>
    );
  }

  const width = open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH;
  return (
    <Box
      component="aside"
      style={vars}
      sx={(theme) => ({
        width,
        flexShrink: 0,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      })}
    >
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          width: '100%',
          height: '100vh',
          display: 'flex',
          flexDirection: 'column',
          overflowX: 'hidden',
          overflowY: 'auto',
          scrollbarWidth: 'thin',
          bgcolor: 'var(--sb-bg)',
          borderRight: '1px solid var(--sb-border)',
          boxShadow: '2px 0 6px rgba(0, 21, 41, 0.04)',
        }}
      >
        <SidebarContent isCollapsed={!open} list={list} />
      </Box>
    </Box>
  );
};
