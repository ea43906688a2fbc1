/**
 * The MUI theme from the shell's settings: the chosen primary colour, light or dark, and the
 * UI size mapped onto MUI density. Called by App.tsx outside react-admin's context.
 */
import { darken, getContrastRatio, lighten } from '@mui/material/styles';
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

const PAPER = { light: '#fff', dark: '#25262b' } as const;
const PAGE = { light: '#f0f2f5', dark: '#1b1c1f' } as const;

/** WCAG 2.1 AA: normal text needs a contrast of 4.5:1 with what is behind it. */
export const AA_CONTRAST = 4.5;

/**
 * The chosen colour, darkened (light mode) or lightened (dark mode) by the least step that makes
 * it legible as text on the page and on a button, so that every preset and custom colour keeps
 * its hue and passes WCAG AA: light presets (#409EFF, #13c2c2) get darker, dark ones (#212121)
 * lighter on a dark background.
 */
const legible = (color: string, mode: TMode) => {
  const shift = mode === 'dark' ? lighten : darken;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = step === 0 ? color : shift(color, step * 0.05);
    if (getContrastRatio(candidate, PAPER[mode]) >= AA_CONTRAST && getContrastRatio(candidate, PAGE[mode]) >= AA_CONTRAST) return candidate;
  }
  return mode === 'dark' ? '#fff' : '#000';
};

/** Text on the theme colour (a contained button, a badge): white or black, whichever reads better. */
const contrastOn = (color: string) => (getContrastRatio(color, '#fff') >= getContrastRatio(color, '#000') ? '#fff' : 'rgba(0, 0, 0, 0.87)');

export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_CLOSED_WIDTH = 56;

export const buildTheme = (color: string, mode: TMode, size: TSize): RaThemeOptions => {
  const d = DENSITY[size];
  const main = legible(color, mode);
  const base = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  // The status colours (a Delete or Hide button's text, a Hidden chip) follow the same rule as the theme colour.
  const status = (name: 'error' | 'warning' | 'success' | 'info', fallback: string) => {
    const chosen = legible((base.palette?.[name] as { main?: string } | undefined)?.main ?? fallback, mode);
    return { main: chosen, dark: darken(chosen, 0.15), light: lighten(chosen, 0.3), contrastText: contrastOn(chosen) };
  };
  return deepmerge(base, {
    // The spec's mobile breakpoint is 992px; react-admin's own responsive parts follow 'md'.
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
    palette: {
      mode,
      primary: { main, dark: darken(main, 0.15), light: lighten(main, 0.3), contrastText: contrastOn(main) },
      error: status('error', '#d32f2f'),
      warning: status('warning', '#ed6c02'),
      success: status('success', '#2e7d32'),
      info: status('info', '#0288d1'),
      background: { default: PAGE[mode], paper: PAPER[mode] },
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
      // Headers keep to one line (a CJK header would otherwise wrap one character per line in a
      // narrow column); the column grows to fit its header instead.
      RaDataTable: { defaultProps: { size: d.table }, styleOverrides: { root: { '& .RaDataTable-headerCell': { whiteSpace: 'nowrap', wordBreak: 'keep-all' } } } },
      // A form's save bar on the page's own background, which every button colour is made legible on
      // (react-admin's grey[300] leaves red and green button text below 4.5:1).
      RaToolbar: { styleOverrides: { root: { backgroundColor: PAGE[mode] } } },
      // A table wider than a phone scrolls inside its card, never the whole page sideways. The table
      // scrolls, not the card: the bulk-action bar stands above the table, outside the card's box,
      // and a card that scrolled (overflow other than visible) cut it off, so it never showed.
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
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
