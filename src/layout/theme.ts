import { defaultTheme as raDefault, type RaThemeOptions } from 'react-admin';

export const useAppTheme = (): { theme: RaThemeOptions; darkTheme: RaThemeOptions; defaultTheme: 'light' | 'dark' } => ({
  theme: raDefault,
  darkTheme: { ...raDefault, palette: { mode: 'dark' } },
  defaultTheme: 'light',
});
