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
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`tile-${name}`}>
      <CardContent sx={{ pb: '12px !important' }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {label}
        </Typography>
        <Typography variant="h5" component="p" fontWeight={700} sx={{ my: 0.5, fontVariantNumeric: 'tabular-nums', fontSize: { xs: '1.1rem', sm: '1.5rem' } }} noWrap title={format(tile.value)}>
          {format(tile.value)}
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
