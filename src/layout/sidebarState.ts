/**
 * Whether the sidebar is open. On desktop it is a persisted preference (spec: 'sidebar status');
 * below the mobile breakpoint it is a temporary drawer that starts closed and closes on
 * navigation, without touching the desktop preference.
 */
import { useMediaQuery } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { createPersistedStore, usePersistedStore } from './persistedStore.ts';

/** Spec §9: below this width the device is mobile. */
export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_KEY = 'sidebarStatus';

export const sidebarStore = createPersistedStore<boolean>(SIDEBAR_KEY, (stored) => stored !== false);

let drawerOpen = false;
const drawerListeners = new Set<() => void>();
const setDrawerOpen = (open: boolean) => {
  drawerOpen = open;
  drawerListeners.forEach((listener) => listener());
};
/** Closes the mobile drawer; spec §4: on a route change in mobile the sidebar closes. */
export const closeDrawer = (): void => setDrawerOpen(false);
const subscribeDrawer = (listener: () => void) => {
  drawerListeners.add(listener);
  return () => drawerListeners.delete(listener);
};

export const useIsMobile = (): boolean =>
  useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });

export type TSidebar = { isMobile: boolean; open: boolean; setOpen: (open: boolean) => void; toggle: () => void };

export const useSidebar = (): TSidebar => {
  const isMobile = useIsMobile();
  const desktopOpen = usePersistedStore(sidebarStore);
  const mobileOpen = useSyncExternalStore(subscribeDrawer, () => drawerOpen, () => drawerOpen);
  const open = isMobile ? mobileOpen : desktopOpen;
  const setOpen = (next: boolean) => (isMobile ? setDrawerOpen(next) : sidebarStore.set(next));
  return { isMobile, open, setOpen, toggle: () => setOpen(!open) };
};
