/**
 * The declaration of a report (analytics): not a resource with records, but a query over a
 * date range and declared parameters, answered as rows and totals in declared columns, with a
 * chart and a CSV export; or, for a page of figures that is no table (the dashboard's tiles, the
 * live figures), an answer of a declared shape. Imports zod only.
 *
 * What every report shares is the kernel's, declared here and applied in server/crud/report.ts:
 * the range presets and their limits, the standard parameters (`site`, `channel`, `campaign`,
 * `plan` as ids that must exist, `currency`), "today" in the site's time zone, the totals row
 * (sums of counts and money; ratios recomputed from their summed parts), the permission (one per
 * report, or a group several share), the channel scope, and the CSV's numbers.
 */
import { z } from 'zod';
import type { TArea, TIconName } from './define.ts';

/** The ranges staff pick most; `custom` takes `from` and `to`. */
export const RANGE_PRESETS = ['today', 'yesterday', 'last_3_days', 'last_7_days', 'last_30_days', 'custom'] as const;
export type TRangePreset = (typeof RANGE_PRESETS)[number];

/** A paged report's rows a page unless told, and at most. */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 500;

/** The longest range a report reads: two calendar years. */
export const MAX_RANGE_YEARS = 2;

/** The parameters the kernel knows: ids checked against their tables (422 when unknown), and the currency of money. */
export const STANDARD_PARAMETERS = ['site', 'channel', 'campaign', 'plan', 'currency'] as const;
export type TStandardParameter = (typeof STANDARD_PARAMETERS)[number];

/** The currency money is read in when the query names none. */
export const DEFAULT_CURRENCY = 'USD';

export type TReportColumn = {
  name: string;
  /** `money` in minor units of `currency` (the query's when the column names none); `percent` in basis points. */
  type: 'string' | 'date' | 'count' | 'integer' | 'money' | 'percent';
  currency?: string;
  /** Summed in the totals row (counts and money are, unless told otherwise). */
  total?: boolean;
  /**
   * A figure that is a quotient (a rate, an average): numerator × scale / denominator, half up, 0
   * when the denominator is 0. The totals row recomputes it from the summed parts, never by
   * summing the rows' quotients. The parts are columns or declared `parts`. Scale: 10000 for
   * basis points (the default for `percent`), 1 for an average.
   */
  ratio?: { numerator: string; denominator: string; scale?: number };
};

export type TReportChart = { kind: 'line' | 'pie'; x: string; series: readonly string[] };

export type TReportDef<P extends z.ZodRawShape = z.ZodRawShape> = {
  name: string;
  area: TArea;
  /** The app path and the API path under `/api/v1/admin/`. `{id}` in it is a channel's id (a per-channel call). */
  path: string;
  icon?: TIconName;
  menuOrder?: number;
  /** A call that screens read but that is no page of the menu. */
  hiddenInMenu?: boolean;
  /** The permission's group: `view-<permission>`, shared by the reports that name it; `view-<name>` when absent. */
  permission?: string;
  /** The standard parameters the report takes. */
  standard?: readonly TStandardParameter[];
  /** Parameters besides the date range and the standard ones, as zod fields of the query string. */
  parameters?: P;
  /** The answer is always the site's today, whatever range is asked (the live and "today" calls). */
  todayOnly?: boolean;
  /**
   * How the rows meet a channel admin's scope: `channel`, the rollups' channel (a row of channel 0
   * is nobody's). The kernel hands the query the channels to keep, and a per-channel path of
   * another channel answers 404.
   */
  scope?: 'channel';
  columns: readonly TReportColumn[];
  /** Figures the query returns for the totals' ratios only: summed, never shown nor exported. */
  parts?: readonly string[];
  chart?: TReportChart;
  /** The CSV: its file name, and its path when it is not `<path>/exportCsv` (every table report has one). */
  csv?: { filename: string; path?: string };
  /** Only the CSV is served (a file of the dashboard), not the JSON rows. */
  csvOnly?: boolean;
  /** The same report for one channel too, at this path (`/analytics/channel/{id}/records`). */
  perChannelPath?: string;
  /**
   * Rows too many to answer at once (a row per day and key over a year): asked with `page` (from
   * 1) and `per_page`, the call answers that page, `total` (how many rows in all) and the totals
   * of every row; without `page`, and in the CSV, every row.
   */
  paged?: boolean;
  /** An answer that is no table: its shape, as the query returns it (camelCase). No rows, totals nor CSV. */
  answer?: z.ZodType;
};

export type TDateRange = { from: string; to: string };

export type TReport<P extends z.ZodRawShape = z.ZodRawShape> = Omit<TReportDef<P>, 'csv'> & {
  kind: 'report';
  /** The CSV of a table report (an answer that is no table has none: `answer` tells). */
  csv: { filename: string; path?: string };
  /** The permission that opens it (`view-dashboard`), as the catalogue lists it. */
  permissions: string[];
  /** The query string as sent: the range (a preset, or `from`/`to` when custom), the standard and the declared parameters. */
  ZQuery: z.ZodObject;
};

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const ZDay = z.iso.date({ message: 'validation.date' });

/** The inclusive dates of a range, `today` being the current date of the report's site. */
export const resolveRange = (query: { range?: TRangePreset; from?: string; to?: string }, today: string): TDateRange => {
  const now = Date.parse(`${today}T00:00:00Z`);
  const last = (days: number) => ({ from: isoDay(now - (days - 1) * DAY), to: today });
  switch (query.range ?? 'last_7_days') {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: isoDay(now - DAY), to: isoDay(now - DAY) };
    case 'last_3_days':
      return last(3);
    case 'last_7_days':
      return last(7);
    case 'last_30_days':
      return last(30);
    case 'custom':
      return { from: query.from!, to: query.to! };
  }
};

/** The period of the same length that ends the day before a range starts. */
export const previousRange = ({ from, to }: TDateRange): TDateRange => {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY) + 1;
  return { from: isoDay(start - days * DAY), to: isoDay(start - DAY) };
};

/** Every date of a range, in order. */
export const datesOf = ({ from, to }: TDateRange): string[] => {
  const dates: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); time <= end; time += DAY) dates.push(isoDay(time));
  return dates;
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

/** An id in the query string: a positive whole number. */
const ZQueryId = z.coerce.number({ message: 'validation.integer' }).int({ message: 'validation.integer' }).positive({ message: 'validation.reference' }).max(2_147_483_647, { message: 'validation.reference' });

const ZPageNumber = (max: number) => z.coerce.number({ message: 'validation.integer' }).int({ message: 'validation.integer' }).min(1, { message: `validation.between|1|${max}` }).max(max, { message: `validation.between|1|${max}` });

/** The parameters of a paged report's page, as the wire names them: no filter of its rows. */
export const PAGE_PARAMETERS = ['page', 'per_page'] as const;

/** What a paged report takes besides: the page (from 1) and its size. */
const ZPage = { page: ZPageNumber(1_000_000).optional(), per_page: ZPageNumber(MAX_PER_PAGE).optional() };

const STANDARD_FIELDS: Record<TStandardParameter, z.ZodType> = {
  site: ZQueryId.optional(),
  channel: ZQueryId.optional(),
  campaign: ZQueryId.optional(),
  plan: ZQueryId.optional(),
  // Which codes exist is checked against the runtime's list by the server (resources/money.ts).
  currency: z.string().regex(/^[A-Z]{3}$/, { message: 'validation.currency' }).optional(),
};

/** A custom range needs both ends, in order, at most two years apart. */
const checkRange = (query: { range?: TRangePreset; from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (query.range !== 'custom') return;
  for (const end of ['from', 'to'] as const) if (!query[end]) ctx.addIssue({ code: 'custom', path: [end], message: 'validation.required' });
  if (!query.from || !query.to) return;
  if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.range_order' });
  else if (query.to > lastAllowed(query.from)) ctx.addIssue({ code: 'custom', path: ['to'], message: `validation.range_too_long|${MAX_RANGE_YEARS}` });
};

/** The figures a ratio column is computed from. */
const partsOfRatio = (column: TReportColumn) => (column.ratio ? [column.ratio.numerator, column.ratio.denominator] : []);

export const defineReport = <const P extends z.ZodRawShape>(def: TReportDef<P>): TReport<P> => {
  const names = new Set(def.columns.map((c) => c.name));
  const summed = new Set([...def.columns.filter((c) => c.type === 'count' || c.type === 'money').map((c) => c.name), ...(def.parts ?? [])]);
  if (def.chart && ![def.chart.x, ...def.chart.series].every((c) => names.has(c))) throw new Error(`${def.name}: the chart names a column it does not declare`);
  for (const column of def.columns) {
    if (column.type === 'money' && !column.currency && !def.standard?.includes('currency')) throw new Error(`${def.name}.${column.name}: a money column names its currency, or the report takes one`);
    for (const part of partsOfRatio(column)) if (!summed.has(part)) throw new Error(`${def.name}.${column.name}: the ratio's part ${part} is no summed column nor declared part`);
  }
  if (def.perChannelPath && !def.perChannelPath.includes('{id}')) throw new Error(`${def.name}: a per-channel path holds {id}`);
  if (/\{id\}/.test(def.path) || def.perChannelPath) {
    if (def.scope !== 'channel') throw new Error(`${def.name}: a per-channel call declares its channel scope`);
  }
  const standard = Object.fromEntries((def.standard ?? []).map((name) => [name, STANDARD_FIELDS[name]]));
  if (!def.answer && !def.csv) throw new Error(`${def.name}: a table report names its CSV file`);
  return {
    ...def,
    csv: def.csv ?? { filename: `${def.name}.csv` },
    kind: 'report',
    permissions: [`view-${def.permission ?? def.name}`],
    ZQuery: z.strictObject({ ...ZRange, ...standard, ...(def.paged ? ZPage : {}), ...(def.parameters ?? {}) }).superRefine(checkRange),
  };
};

/** Whether a column is in the totals row: counts and money summed, ratios recomputed (unless told otherwise). */
export const isTotalled = (column: TReportColumn): boolean => column.total ?? (['count', 'money'].includes(column.type) || column.ratio !== undefined);

/** A quotient as declared: numerator × scale / denominator, half up, 0 when the denominator is 0 (exact on big integers). */
export const ratioOf = (numerator: number | bigint, denominator: number | bigint, scale = 10000): number => {
  const n = BigInt(numerator) * BigInt(scale);
  const d = BigInt(denominator);
  if (d === 0n) return 0;
  const negative = n < 0n !== d < 0n;
  const [a, b] = [n < 0n ? -n : n, d < 0n ? -d : d];
  const q = (2n * a + b) / (2n * b);
  return Number(negative ? -q : q);
};

/** The scale of a ratio column: basis points for a rate unless told. */
export const ratioScale = (column: TReportColumn): number => column.ratio?.scale ?? (column.type === 'percent' ? 10000 : 1);
