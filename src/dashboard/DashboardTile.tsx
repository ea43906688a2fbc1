/** One figure of the dashboard: its value over the period, its change against the previous period, and its trend. */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import { Card, CardContent, Stack, Typography, useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatValue, type TValueKind } from '../charts/chartFormat.ts';
import { Sparkline } from '../charts/Charts.tsx';
import { changeOf } from './tileChange.ts';

export type TTile = { value: number; previous: number; series: { date: string; value: number }[] };

type TProps = { name: string; label: string; tile: TTile; kind: TValueKind; currency: string; isMoreBetter?: boolean };

/**
 * The figure's size: 1.5rem where it fits, else as large as lets its characters (about 0.6em wide
 * each in bold digits) fill the card's width.
 */
export const figureSize = (figure: string): string => `min(1.5rem, ${(160 / Math.max(figure.length, 1)).toFixed(1)}cqi)`;

const ICONS = { up: ArrowUpwardIcon, down: ArrowDownwardIcon, flat: RemoveIcon };

export const DashboardTile = ({ name, label, tile, kind, currency, isMoreBetter = true }: TProps) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale = 'en'] = useLocaleState();
  const change = changeOf(tile.value, tile.previous, isMoreBetter);
  const Icon = ICONS[change.direction];
  const colour = change.isGood === null ? 'text.secondary' : change.isGood ? 'success.main' : 'error.main';
  const percent =
    change.ratio === null
      ? translate('dashboard.no_previous')
      : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(change.ratio);
  const format = (value: number) => formatValue(value, kind, locale, currency);
  const figure = format(tile.value);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`tile-${name}`}>
      {/* The card is the figure's container: a long amount (US$4,058.41 in a sixth of the screen) is set smaller rather than cut. */}
      <CardContent sx={{ pb: '12px !important', containerType: 'inline-size' }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {label}
        </Typography>
        <Typography variant="h5" component="p" fontWeight={700} sx={{ my: 0.5, fontVariantNumeric: 'tabular-nums', fontSize: figureSize(figure) }} noWrap title={figure}>
          {figure}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', color: colour, flexWrap: 'wrap', columnGap: 0.5 }} aria-label={translate('dashboard.change', { change: percent, previous: format(tile.previous) })}>
          <Icon fontSize="inherit" />
          <Typography variant="body2" component="span" fontWeight={600} data-testid="tile-change">
            {percent}
          </Typography>
          <Typography variant="caption" component="span" color="text.secondary">
            {translate('dashboard.vs_previous', { previous: format(tile.previous) })}
          </Typography>
        </Stack>
        {tile.series.length > 1 && (
          <Sparkline points={tile.series.map((point) => ({ x: point.date, y: point.value }))} colour={theme.palette.primary.main} label={translate('dashboard.trend_of', { name: label })} />
        )}
      </CardContent>
    </Card>
  );
};
