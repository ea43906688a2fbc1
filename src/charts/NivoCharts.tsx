/**
 * The nivo charts, in a chunk of their own: only a screen that shows a chart loads this module
 * (through `Charts.tsx`), so that nivo and d3 stay out of the main bundle.
 */
import { Box, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { ResponsiveLine, type SliceTooltipProps } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import { nivoTheme, seriesColours } from './chartTheme.ts';
import { sparseTicks } from './chartFormat.ts';
import type { TLineChartProps, TPieChartProps, TSparklineProps } from './chartTypes.ts';

type TSeries = { id: string; data: { x: string; y: number }[] };

const Swatch = ({ colour }: { colour: string }) => <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour, flexShrink: 0 }} />;

/** The series' names under a chart, wrapping on a narrow screen (nivo's own legend does not). */
const Legend = ({ items }: { items: { label: string; colour: string; value?: string }[] }) => (
  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, justifyContent: 'center', mt: 1 }} aria-hidden>
    {items.map((item) => (
      <Stack key={item.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Swatch colour={item.colour} />
        <Typography variant="caption">{item.label}</Typography>
        {item.value && (
          <Typography variant="caption" fontWeight={600}>
            {item.value}
          </Typography>
        )}
      </Stack>
    ))}
  </Stack>
);

export const LineChart = ({ series, format, formatX = (x) => x, height = 260, label, isArea = false, maxTicks = 8 }: TLineChartProps) => {
  const theme = useTheme();
  const data: TSeries[] = series.map((s) => ({ id: s.label, data: s.points.map((p) => ({ x: p.x, y: p.y })) }));
  const xs = series[0]?.points.map((p) => p.x) ?? [];
  const Tooltip = ({ slice }: SliceTooltipProps<TSeries>) => (
    <Paper elevation={4} sx={{ px: 1.5, py: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {formatX(String(slice.points[0]?.data.x ?? ''))}
      </Typography>
      {slice.points.map((point) => (
        <Stack key={point.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Swatch colour={point.seriesColor} />
          <Typography variant="body2" sx={{ flex: 1 }}>
            {String(point.seriesId)}
          </Typography>
          <Typography variant="body2" fontWeight={600}>
            {format(Number(point.data.y))}
          </Typography>
        </Stack>
      ))}
    </Paper>
  );
  const colours = seriesColours(theme);
  const values = series.flatMap((s) => s.points.map((p) => p.y));
  // A phone has room for fewer days under the axis.
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const ticks = isNarrow ? Math.min(maxTicks, 4) : maxTicks;
  return (
    <Box role="img" aria-label={label}>
      <Box sx={{ height }}>
      <ResponsiveLine
        // The labelled wrapper is the image; the drawing inside it is its presentation.
        role="presentation"
        data={data}
        theme={nivoTheme(theme)}
        colors={colours}
        // Room on the right for half of the last day's label, which is centred on its point.
        margin={{ top: 12, right: 28, bottom: 32, left: 80 }}
        xScale={{ type: 'point' }}
        // A net figure may fall below zero (a day of more refunds than sales): the scale follows it there.
        yScale={{ type: 'linear', min: Math.min(0, ...values), max: 'auto' }}
        curve="monotoneX"
        enableArea={isArea}
        areaOpacity={0.12}
        pointSize={xs.length > 31 ? 0 : 5}
        pointBorderWidth={0}
        enableGridX={false}
        enableSlices="x"
        sliceTooltip={Tooltip}
        axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5, format: (value) => format(Number(value)) }}
        axisBottom={{ tickSize: 0, tickPadding: 8, tickValues: sparseTicks(xs, ticks), format: (value) => formatX(String(value)) }}
        animate={false}
      />
      </Box>
      {series.length > 1 && <Legend items={series.map((s, i) => ({ label: s.label, colour: colours[i % colours.length]! }))} />}
    </Box>
  );
};

export const PieChart = ({ slices, format, height = 260, label }: TPieChartProps) => {
  const theme = useTheme();
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const colours = seriesColours(theme);
  return (
    <Box role="img" aria-label={label}>
      <Box sx={{ height }}>
      <ResponsivePie
        role="presentation"
        data={slices.map((slice) => ({ id: slice.id, label: slice.label, value: slice.value }))}
        theme={nivoTheme(theme)}
        colors={colours}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        innerRadius={0.55}
        padAngle={1}
        cornerRadius={3}
        valueFormat={(value) => format(value)}
        enableArcLinkLabels={false}
        arcLabelsSkipAngle={20}
        arcLabelsTextColor={theme.palette.getContrastText(theme.palette.primary.main)}
        arcLabel={(datum) => (total ? `${Math.round((datum.value * 100) / total)}%` : '')}
        tooltip={({ datum }) => (
          <Paper elevation={4} sx={{ px: 1.5, py: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Swatch colour={datum.color} />
              <Typography variant="body2">{String(datum.label)}</Typography>
              <Typography variant="body2" fontWeight={600}>
                {datum.formattedValue}
              </Typography>
            </Stack>
          </Paper>
        )}
        animate={false}
      />
      </Box>
      <Legend items={slices.map((slice, i) => ({ label: slice.label, colour: colours[i % colours.length]!, value: format(slice.value) }))} />
    </Box>
  );
};

/** A tile's small trend: one line, no axes. */
export const Sparkline = ({ points, colour, height = 40, label }: TSparklineProps) => {
  const theme = useTheme();
  return (
    <Box sx={{ height }} role="img" aria-label={label}>
      <ResponsiveLine
        // The labelled wrapper is the image; the drawing inside it is its presentation.
        role="presentation"
        data={[{ id: label, data: points.map((p) => ({ x: p.x, y: p.y })) }]}
        theme={nivoTheme(theme)}
        colors={[colour ?? theme.palette.primary.main]}
        margin={{ top: 4, right: 2, bottom: 4, left: 2 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
        curve="monotoneX"
        enableArea
        areaOpacity={0.15}
        enablePoints={false}
        enableGridX={false}
        enableGridY={false}
        axisLeft={null}
        axisBottom={null}
        isInteractive={false}
        animate={false}
      />
    </Box>
  );
};
