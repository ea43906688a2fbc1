/** nivo's look taken from the MUI theme, so that charts follow the theme colour and light or dark mode. */
import type { Theme } from '@mui/material';
import { purple, teal } from '@mui/material/colors';

/**
 * The series colours, in order: the theme's own, so that the first series is the theme colour,
 * then hues far from it (a chart of five series keeps five distinct colours).
 */
export const seriesColours = (theme: Theme): string[] => {
  const isDark = theme.palette.mode === 'dark';
  return [
    theme.palette.primary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.error.main,
    isDark ? purple[300] : purple[500],
    isDark ? teal[300] : teal[600],
  ];
};

export const nivoTheme = (theme: Theme) => ({
  text: { fill: theme.palette.text.secondary, fontSize: 11, fontFamily: theme.typography.fontFamily },
  axis: {
    domain: { line: { stroke: theme.palette.divider, strokeWidth: 1 } },
    ticks: { line: { stroke: theme.palette.divider }, text: { fill: theme.palette.text.secondary } },
  },
  grid: { line: { stroke: theme.palette.divider, strokeWidth: 1 } },
  crosshair: { line: { stroke: theme.palette.text.secondary, strokeOpacity: 0.6 } },
  legends: { text: { fill: theme.palette.text.primary } },
  labels: { text: { fill: theme.palette.text.primary } },
  tooltip: {
    container: {
      background: theme.palette.background.paper,
      color: theme.palette.text.primary,
      fontSize: 12,
      borderRadius: 4,
      boxShadow: theme.shadows[4],
    },
  },
});
