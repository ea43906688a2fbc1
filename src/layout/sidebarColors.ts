/**
 * Sidebar colours (spec §9): background #fff, text #162b64, active #435ebe, or #57CAEB with the
 * 'sidebar text theme' setting. They are set as CSS variables on the sidebar so that every menu
 * item reads them without props. Dark mode keeps the same hues, readable on a dark surface.
 */
import { alpha } from '@mui/material/styles';
import type { TMode } from './settingsStore.ts';

export const sidebarVars = (mode: TMode, textTheme: boolean): Record<string, string> => {
  const active = textTheme ? '#57CAEB' : mode === 'dark' ? '#8fa3ee' : '#435ebe';
  return {
    '--sb-bg': mode === 'dark' ? '#202127' : '#fff',
    '--sb-text': mode === 'dark' ? '#c9cfe3' : '#162b64',
    '--sb-active': active,
    '--sb-active-bg': alpha(active, mode === 'dark' ? 0.16 : 0.1),
    '--sb-hover': alpha(active, 0.06),
    '--sb-border': mode === 'dark' ? 'rgba(255,255,255,0.08)' : 'rgba(22,43,100,0.08)',
  };
};

/**
 * Shared look of a menu row: colours from the variables above; the active entry gets a tint
 * and a bar, a group holding it only the active text colour.
 */
export const menuItemSx = (isActive: boolean, { depth = 0, isGroup = false } = {}) => {
  const isMarked = isActive && !isGroup;
  return {
    minHeight: 44,
    pl: depth > 0 ? 4 : 2,
    color: isActive ? 'var(--sb-active)' : 'var(--sb-text)',
    bgcolor: isMarked ? 'var(--sb-active-bg)' : 'transparent',
    borderRight: '3px solid',
    borderRightColor: isMarked ? 'var(--sb-active)' : 'transparent',
    '&:hover': { bgcolor: isMarked ? 'var(--sb-active-bg)' : 'var(--sb-hover)' },
    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
    '& .MuiListItemText-primary': {
      fontSize: 14,
      fontWeight: isActive ? 600 : 400,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  };
};
