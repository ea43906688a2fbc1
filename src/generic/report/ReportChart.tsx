/** A report's declared line chart: each series over the x column, drawn as SVG with no chart library. */
import { Box, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TReport } from '../../../resources/report.ts';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 8;

export const ReportChart = ({ report, rows }: { report: TReport; rows: readonly Record<string, unknown>[] }) => {
  const theme = useTheme();
  const translate = useTranslate();
  const chart = report.chart;
  if (!chart || chart.kind !== 'line' || rows.length === 0) return null;
  const colours = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main, theme.palette.warning.main];
  const values = chart.series.flatMap((series) => rows.map((row) => Number(row[series] ?? 0)));
  const top = Math.max(1, ...values);
  const x = (i: number) => PAD + (rows.length === 1 ? (WIDTH - 2 * PAD) / 2 : (i * (WIDTH - 2 * PAD)) / (rows.length - 1));
  const y = (value: number) => HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD);
  const names = chart.series.map((series) => translate(`resources.${report.name}.fields.${series}`, { _: series }));
  return (
    <Box sx={{ mb: 2 }}>
      <svg role="img" aria-label={names.join(', ')} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none">
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke={theme.palette.divider} />
        {chart.series.map((series, s) => (
          <g key={series} stroke={colours[s % colours.length]} fill={colours[s % colours.length]}>
            <polyline fill="none" strokeWidth={2} vectorEffect="non-scaling-stroke" points={rows.map((row, i) => `${x(i)},${y(Number(row[series] ?? 0))}`).join(' ')} />
            {rows.map((row, i) => (
              <circle key={i} cx={x(i)} cy={y(Number(row[series] ?? 0))} r={3}>
                <title>{`${String(row[chart.x])}: ${String(row[series] ?? 0)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', typography: 'caption', color: 'text.secondary' }}>
        <span>{String(rows[0]![chart.x] ?? '')}</span>
        <span>{names.join(' · ')}</span>
        <span>{rows.length > 1 ? String(rows.at(-1)![chart.x] ?? '') : ''}</span>
      </Box>
    </Box>
  );
};
