/**
 * The MUI theme from the shell's settings: the chosen primary colour, light or dark, and the
 * UI size mapped onto MUI density. Called by App.tsx outside react-admin's context.
 */
import { darken, getContrastRatio, getLuminance, lighten } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { useMemo } from 'react';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { type TMode, type TSize, useSettings, useSize } from './settingsStore.ts';
import { MOBILE_BREAKPOINT } from './sidebarState.ts';

type TDensity = {
  spacing: number;
  fontSize: number;
  control: 'small' | 'medium' | 'large';
  input: 'small' | 'medium';
  margin: 'dense' | 'normal';
  table: 'small' | 'medium';
};

const DENSITY: Record<TSize, TDensity> = {
  small: { spacing: 6, fontSize: 13, control: 'small', input: 'small', margin: 'dense', table: 'small' },
  medium: { spacing: 8, fontSize: 14, control: 'medium', input: 'small', margin: 'dense', table: 'small' },
  large: { spacing: 9, fontSize: 15, control: 'large', input: 'medium', margin: 'normal', table: 'medium' },
};

/** Dark presets (#212121, #304156) would vanish on a dark background, so dark mode lifts them. */
const primaryFor = (color: string, mode: TMode) =>
  mode === 'dark' && getLuminance(color) < 0.2 ? lighten(color, 0.55) : color;

/** White text on the theme colour as long as it stays legible; MUI's stricter default turns most presets' text black. */
const contrastOn = (color: string) => (getContrastRatio(color, '#fff') >= 2.2 ? '#fff' : 'rgba(0, 0, 0, 0.87)');

export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_CLOSED_WIDTH = 56;

export const buildTheme = (color: string, mode: TMode, size: TSize): RaThemeOptions => {
  const d = DENSITY[size];
  const main = primaryFor(color, mode);
  return deepmerge(mode === 'dark' ? defaultDarkTheme : defaultLightTheme, {
    // The spec's mobile breakpoint is 992px; react-admin's own responsive parts follow 'md'.
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
    palette: {
      mode,
      primary: { main, dark: darken(main, 0.15), light: lighten(main, 0.3), contrastText: contrastOn(main) },
      background: mode === 'dark' ? { default: '#1b1c1f', paper: '#25262b' } : { default: '#f0f2f5', paper: '#fff' },
    },
    spacing: d.spacing,
    typography: { fontSize: d.fontSize },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: {
      MuiButton: { defaultProps: { size: d.control } },
      MuiIconButton: { defaultProps: { size: d.control } },
      MuiTextField: { defaultProps: { size: d.input, margin: d.margin } },
      MuiFormControl: { defaultProps: { size: d.input, margin: d.margin } },
      MuiAutocomplete: { defaultProps: { size: d.input } },
      MuiTable: { defaultProps: { size: d.table } },
      RaDatagrid: { defaultProps: { size: d.table } },
      RaDataTable: { defaultProps: { size: d.table } },
    },
  } satisfies RaThemeOptions);
};

export const useAppTheme = (): { theme: RaThemeOptions; darkTheme: RaThemeOptions | null; defaultTheme: 'light' | 'dark' } => {
  const { themeColor, mode } = useSettings();
  const size = useSize();
  const theme = useMemo(() => buildTheme(themeColor, mode, size), [themeColor, mode, size]);
  // The settings store decides light or dark; with no separate dark theme react-admin's own
  // theme toggle (and its stored 'theme' key) cannot override the settings drawer.
  return { theme, darkTheme: null, defaultTheme: mode };
};
