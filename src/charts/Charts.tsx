/**
 * The charts as screens use them: each loads the nivo chunk the first time one is shown (a
 * placeholder of the same height meanwhile), and an empty chart says why it is empty instead.
 */
import InsightsIcon from '@mui/icons-material/Insights';
import { Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { TLineChartProps, TPieChartProps, TSparklineProps } from './chartTypes.ts';

const nivo = () => import('./NivoCharts.tsx');
const LazyLine = lazy(() => nivo().then((m) => ({ default: m.LineChart })));
const LazyPie = lazy(() => nivo().then((m) => ({ default: m.PieChart })));
const LazySparkline = lazy(() => nivo().then((m) => ({ default: m.Sparkline })));

const Placeholder = ({ height }: { height: number }) => <Skeleton variant="rounded" height={height} />;

/** Nothing to draw, and why: `reason` names what has not happened yet in the period. */
export const ChartEmpty = ({ title, reason, height = 160 }: { title: string; reason: string; height?: number }) => (
  <Stack role="status" sx={{ minHeight: height, alignItems: 'center', justifyContent: 'center', textAlign: 'center', color: 'text.secondary', px: 2 }} spacing={0.5}>
    <InsightsIcon fontSize="large" color="disabled" />
    <Typography variant="subtitle2" color="text.primary">
      {title}
    </Typography>
    <Typography variant="body2">{reason}</Typography>
  </Stack>
);

export const LineChart = (props: TLineChartProps) => (
  <Suspense fallback={<Placeholder height={props.height ?? 260} />}>
    <LazyLine {...props} />
  </Suspense>
);

export const PieChart = (props: TPieChartProps) => (
  <Suspense fallback={<Placeholder height={props.height ?? 260} />}>
    <LazyPie {...props} />
  </Suspense>
);

export const Sparkline = (props: TSparklineProps) => (
  <Suspense fallback={<Placeholder height={props.height ?? 40} />}>
    <LazySparkline {...props} />
  </Suspense>
);
