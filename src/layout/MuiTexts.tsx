/**
 * MUI's components carry English texts of their own (an autocomplete's Open / Close / No options,
 * a pagination's label, an alert's Close, a progress bar's name): they are given the admin's language here, once, for
 * every screen, through the theme's default props.
 */
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';

export const MuiTexts = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const withTexts = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: deepmerge(outer.components ?? {}, {
        MuiAutocomplete: {
          defaultProps: {
            openText: translate('ra.action.open'),
            closeText: translate('ra.action.close'),
            clearText: translate('ra.action.clear_input_value'),
            loadingText: translate('ra.page.loading'),
            noOptionsText: translate('shell.mui.no_options'),
          },
        },
        MuiPagination: { defaultProps: { 'aria-label': translate('shell.mui.pagination') } },
        MuiAlert: { defaultProps: { closeText: translate('ra.action.close') } },
        MuiBreadcrumbs: { defaultProps: { expandText: translate('ra.action.expand') } },
        // react-admin's own progress bars (a reference still loading, the page's spinner) have no name.
        MuiLinearProgress: { defaultProps: { 'aria-label': translate('ra.page.loading') } },
        MuiCircularProgress: { defaultProps: { 'aria-label': translate('ra.page.loading') } },
      }),
    }),
    [translate],
  );
  return <ThemeProvider theme={withTexts}>{children}</ThemeProvider>;
};
