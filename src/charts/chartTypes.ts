/** The props of the charts, shared by the lazy wrappers and the nivo chunk. */
export type TPoint = { x: string; y: number };
export type TLineSeries = { label: string; points: TPoint[] };

export type TLineChartProps = {
  series: TLineSeries[];
  /** A value as the axis and the tooltip show it (money, a count). */
  format: (value: number) => string;
  /** An x value as the axis and the tooltip show it (a day). */
  formatX?: (x: string) => string;
  height?: number;
  /** What the chart shows, for screen readers. */
  label: string;
  isArea?: boolean;
  maxTicks?: number;
};

export type TPieSlice = { id: string; label: string; value: number };
export type TPieChartProps = { slices: TPieSlice[]; format: (value: number) => string; height?: number; label: string };

export type TSparklineProps = { points: TPoint[]; colour?: string; height?: number; label: string };
