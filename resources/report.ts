/**
 * The declaration of a report (analytics): not a resource with records, but a query over a
 * date range and declared parameters, answered as rows and totals in declared columns, with a
 * chart and a CSV export. A report grants one permission, `view-<name>`. Imports zod only.
 */
import { z } from 'zod';
import type { TArea, TIconName } from './define.ts';

/** The ranges staff pick most; `custom` takes `from` and `to`. */
export const RANGE_PRESETS = ['today', 'yesterday', 'last_3_days', 'last_7_days', 'custom'] as const;
export type TRangePreset = (typeof RANGE_PRESETS)[number];

/** The longest range a report reads: two calendar years. */
export const MAX_RANGE_YEARS = 2;

export type TReportColumn = {
  name: string;
  /** `money` in minor units of `currency`; `percent` in basis points. */
  type: 'string' | 'date' | 'count' | 'integer' | 'money' | 'percent';
  currency?: string;
  /** Summed in the totals row (counts and money are, unless told otherwise). */
  total?: boolean;
};

export type TReportChart = { kind: 'line' | 'pie'; x: string; series: readonly string[] };

export type TReportDef<P extends z.ZodRawShape = z.ZodRawShape> = {
  name: string;
  area: TArea;
  /** The app path and the API path under `/api/v1/admin/`. */
  path: string;
  icon?: TIconName;
  menuOrder?: number;
  /** Parameters besides the date range (site, channel, campaign, plan), as zod fields of the query string. */
  parameters?: P;
  columns: readonly TReportColumn[];
  chart?: TReportChart;
  csv: { filename: string };
};

export type TDateRange = { from: string; to: string };

export type TReport<P extends z.ZodRawShape = z.ZodRawShape> = TReportDef<P> & {
  kind: 'report';
  permissions: string[];
  /** The query string as sent: the range (a preset, or `from`/`to` when custom) and the declared parameters. */
  ZQuery: z.ZodObject;
};

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const ZDay = z.iso.date({ message: 'validation.date' });

/** The inclusive dates of a range, `today` being the admin's current date. */
export const resolveRange = (query: { range?: TRangePreset; from?: string; to?: string }, today: string): TDateRange => {
  const now = Date.parse(`${today}T00:00:00Z`);
  switch (query.range ?? 'last_7_days') {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: isoDay(now - DAY), to: isoDay(now - DAY) };
    case 'last_3_days':
      return { from: isoDay(now - 2 * DAY), to: today };
    case 'last_7_days':
      return { from: isoDay(now - 6 * DAY), to: today };
    case 'custom':
      return { from: query.from!, to: query.to! };
  }
};

/** The last day a range starting on `from` may reach. */
const lastAllowed = (from: string) => {
  const start = new Date(`${from}T00:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() + MAX_RANGE_YEARS);
  return isoDay(start.getTime() - DAY);
};

const ZRange = {
  range: z.enum(RANGE_PRESETS, { message: 'validation.enum' }).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
};

/** A custom range needs both ends, in order, at most two years apart. */
const checkRange = (query: { range?: TRangePreset; from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (query.range !== 'custom') return;
  for (const end of ['from', 'to'] as const) if (!query[end]) ctx.addIssue({ code: 'custom', path: [end], message: 'validation.required' });
  if (!query.from || !query.to) return;
  if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.range_order' });
  else if (query.to > lastAllowed(query.from)) ctx.addIssue({ code: 'custom', path: ['to'], message: `validation.range_too_long|${MAX_RANGE_YEARS}` });
};

export const defineReport = <const P extends z.ZodRawShape>(def: TReportDef<P>): TReport<P> => {
  const names = new Set(def.columns.map((c) => c.name));
  if (def.chart && ![def.chart.x, ...def.chart.series].every((c) => names.has(c))) throw new Error(`${def.name}: the chart names a column it does not declare`);
  for (const column of def.columns) if (column.type === 'money' && !column.currency) throw new Error(`${def.name}.${column.name}: a money column names its currency`);
  return {
    ...def,
    kind: 'report',
    permissions: [`view-${def.name}`],
    ZQuery: z.strictObject({ ...ZRange, ...(def.parameters ?? {}) }).superRefine(checkRange),
  };
};

/** Whether a column is summed in the totals row. */
export const isTotalled = (column: TReportColumn): boolean => column.total ?? ['count', 'money'].includes(column.type);
