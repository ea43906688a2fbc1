/**
 * The routes of a report declaration: `GET /api/v1/admin/<path>` answers the rows of its query
 * for the range and parameters asked, with the totals row, and `GET .../exportCsv` (or the
 * declared CSV path) the same as the declared file; both under the report's permission, the query
 * string validated by the declaration. What every report shares is applied here once:
 * - the standard parameters: a site, channel, campaign or plan that does not exist (or, for a
 *   channel admin, is not theirs) answers 422 on that field; a currency the runtime does not know, 422;
 * - "today" is the site's date in its time zone (`sites.timezone`), UTC without a site;
 * - the channel scope: the query is handed the channels to keep, rows of other channels are
 *   dropped, and a per-channel path of another channel answers 404 (the id is not confirmed);
 * - the totals: counts and money summed exactly, ratios recomputed from their summed parts;
 * - the CSV: the rows shown and a totals row, headers in the admin's language, counts as plain
 *   integers, money as decimal major units with a dot (12.34), rates as percent with two decimals.
 * A report with a declared `answer` returns its query's object as it is (no rows, no CSV).
 * A paged report asked for a `page` answers that page of rows, `total` (the rows in all) and the
 * totals of every row, summed apart by its side's `sums`; its CSV holds every row.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCurrency, minorDigits, toDecimal } from '../../resources/money.ts';
import { DEFAULT_CURRENCY, DEFAULT_PER_PAGE, isTotalled, ratioOf, ratioScale, resolveRange, type TDateRange, type TRangePreset, type TReport, type TReportColumn } from '../../resources/report.ts';
import { csvHeader, csvRow, CSV_BOM } from '../csv/csv.ts';
import { csvReader } from '../csv/reader.ts';
import type { TDb } from '../db/index.ts';
import { toCamel } from '../lib/casing.ts';
import { notFound, unprocessable } from '../lib/errors.ts';
import { translation } from '../lib/i18n.ts';
import { seesChannel, UNRESTRICTED, type TScope } from './scope.ts';

type TRow = Record<string, unknown>;

/** What a report's query is handed: the resolved range, the standard parameters, the scope and the site's today. */
export type TReportParameters = TDateRange & {
  site?: number;
  channel?: number;
  campaign?: number;
  plan?: number;
  /** The currency money is summed in (only that currency's rows). */
  currency: string;
  /** The channels a channel admin may see (rows of channel 0 are nobody's); undefined: every row. */
  channels?: readonly number[];
  /** The site's current date in its time zone (UTC without a site), and that zone. */
  today: string;
  timeZone: string;
  /** The instant of the request, for the live figures. */
  now: Date;
} & Record<string, unknown>;

/** The query over the resolved range and parameters: rows in the declared columns (camelCase), or the declared answer. */
export type TReportQuery = (db: TDb, parameters: TReportParameters) => Promise<TRow[] | TRow>;
/** A page of rows: how many to skip and to answer. */
export type TReportPage = { offset: number; limit: number };
/**
 * What a report's `<name>.server.ts` exports as `server`: its query; for a paged report, a page of
 * its rows with how many there are in all, and the figures of every row summed (the totals' parts).
 */
export type TReportSide = {
  query: TReportQuery;
  page?: (db: TDb, parameters: TReportParameters, page: TReportPage) => Promise<{ rows: TRow[]; total: number }>;
  sums?: (db: TDb, parameters: TReportParameters) => Promise<TRow>;
};
export const defineReportSide = (side: TReportSide): TReportSide => side;
/** A report as the server mounts it: its declaration and the query its folder gives. */
export type TServerReport = { report: TReport } & TReportSide;

/** The operationIds of a report's routes: `getGadgetsLaunchedReport`, `exportGadgetsLaunchedReport`, `getChannelRecordsForChannelReport`. */
export const reportOperation = (report: TReport, verb: 'get' | 'export', perChannel = false): string =>
  `${verb}${toCamel(report.name).replace(/^./, (c) => c.toUpperCase())}${perChannel ? 'ForChannel' : ''}Report`;

const summed = (rows: readonly TRow[], name: string) => rows.reduce((sum, row) => sum + BigInt((row[name] as number | string | null) ?? 0), 0n);

/** The figures a report's ratios are computed from, summed with its counts and money. */
const summedNames = (report: TReport): string[] => [
  ...new Set([...report.columns.filter((c) => !c.ratio && isTotalled(c)).map((c) => c.name), ...(report.parts ?? [])]),
];

/** A row's ratio columns from its parts, when the query left them out. */
const withRatios = (report: TReport, row: TRow): TRow => {
  const ratios = report.columns.filter((c) => c.ratio && row[c.name] === undefined);
  if (!ratios.length) return row;
  const out = { ...row };
  for (const c of ratios) out[c.name] = ratioOf(BigInt((row[c.ratio!.numerator] as number | null) ?? 0), BigInt((row[c.ratio!.denominator] as number | null) ?? 0), ratioScale(c));
  return out;
};

/** Counts and money summed exactly, on big integers, whatever the number of rows; ratios recomputed from the summed parts. */
export const totalsOf = (report: TReport, rows: readonly TRow[]): TRow => {
  const sums = new Map(summedNames(report).map((name) => [name, summed(rows, name)]));
  const totals: TRow = {};
  for (const column of report.columns.filter(isTotalled)) {
    totals[column.name] = column.ratio
      ? ratioOf(sums.get(column.ratio.numerator) ?? 0n, sums.get(column.ratio.denominator) ?? 0n, ratioScale(column))
      : Number(sums.get(column.name) ?? summed(rows, column.name));
  }
  return totals;
};

/** Only the declared columns: parts stay on the server. */
const shown = (report: TReport, row: TRow): TRow => Object.fromEntries(report.columns.map((c) => [c.name, row[c.name] ?? null]));

/** The current date in a time zone: `2026-11-26`. */
export const dateIn = (timeZone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

const rowsOf = async <T,>(db: TDb, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The channels of the scope, or undefined when it sees every row. */
const channelsOf = (scope: TScope): readonly number[] | undefined => (scope.all ? undefined : scope.ids);

/**
 * The standard parameters checked against their tables: unknown ids (and, for a channel admin,
 * another channel's channel or campaign, not confirmed either) answer 422 on their field.
 * Returns the site's time zone.
 */
const checkStandard = async (db: TDb, asked: TRow, scope: TScope): Promise<string> => {
  const errors: Record<string, string[]> = {};
  let timeZone = 'UTC';
  if (asked.currency !== undefined && !isCurrency(asked.currency)) errors.currency = ['validation.currency'];
  if (typeof asked.site === 'number') {
    const [site] = await rowsOf<{ timezone: string }>(db, sql`select timezone from sites where id = ${asked.site}`);
    if (!site) errors.site = ['validation.reference'];
    else timeZone = site.timezone || 'UTC';
  }
  if (typeof asked.channel === 'number') {
    const [channel] = await rowsOf<{ id: number }>(db, sql`select id from channels where id = ${asked.channel}`);
    if (!channel || !seesChannel(scope, asked.channel)) errors.channel = ['validation.reference'];
  }
  if (typeof asked.campaign === 'number') {
    const [campaign] = await rowsOf<{ channel_id: number }>(db, sql`select channel_id from campaigns where id = ${asked.campaign}`);
    if (!campaign || !seesChannel(scope, Number(campaign.channel_id))) errors.campaign = ['validation.reference'];
  }
  if (typeof asked.plan === 'number') {
    const [plan] = await rowsOf<{ id: number }>(db, sql`select id from plans where id = ${asked.plan}`);
    if (!plan) errors.plan = ['validation.reference'];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  return timeZone;
};

/** A channel of a per-channel path that exists and is the caller's, else 404. */
const checkPathChannel = async (db: TDb, id: number, scope: TScope) => {
  const [channel] = await rowsOf<{ id: number }>(db, sql`select id from channels where id = ${id}`);
  if (!channel || !seesChannel(scope, id)) throw notFound();
};

/** A cell as a spreadsheet reads it: money in decimal major units, rates in percent with two decimals, counts plain. */
export const csvNumber = (column: TReportColumn, value: unknown, currency: string): unknown => {
  if (value === null || value === undefined) return '';
  if (column.type === 'money') return toDecimal(value as number, minorDigits(column.currency ?? currency));
  if (column.type === 'percent') return toDecimal(value as number, 2);
  return value;
};

const ZChannelPath = z.object({ id: z.coerce.number({ message: 'validation.integer' }).int({ message: 'validation.integer' }).positive({ message: 'validation.integer' }).max(2_147_483_647) });

export const registerReport = (app: FastifyInstance, { report, query, page: pageOf, sums }: TServerReport): void => {
  if (report.paged && (!pageOf || !sums)) throw new Error(`${report.name}: a paged report's side gives its page and its sums`);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const apiUrl = (path: string) => `/api/v1/admin/${path.replace(/^\//, '').replace(/\{id\}/g, ':id')}`;

  const run = async (request: FastifyRequest, pathChannel?: number, isPaged = false) => {
    const { range: preset, from, to, page, per_page: perPage, ...asked } = request.query as TRow;
    const scope = request.scope ?? UNRESTRICTED;
    if (pathChannel !== undefined) await checkPathChannel(app.db, pathChannel, scope);
    const timeZone = await checkStandard(app.db, asked, scope);
    const now = new Date();
    const today = dateIn(timeZone, now);
    const range = report.todayOnly ? { from: today, to: today } : resolveRange({ range: preset as TRangePreset | undefined, from: from as string, to: to as string }, today);
    const channels = report.scope === 'channel' ? channelsOf(scope) : undefined;
    const currency = (asked.currency as string | undefined) ?? DEFAULT_CURRENCY;
    const parameters: TReportParameters = { ...asked, ...(pathChannel !== undefined ? { channel: pathChannel } : {}), ...range, currency, channels, today, timeZone, now };
    if (isPaged && pageOf && sums && page !== undefined) {
      const size = (perPage as number | undefined) ?? DEFAULT_PER_PAGE;
      const [answered, summed] = await Promise.all([pageOf(app.db, parameters, { offset: ((page as number) - 1) * size, limit: size }), sums(app.db, parameters)]);
      const rows = answered.rows.map((row) => withRatios(report, row));
      return { range, currency, rows: rows.map((row) => shown(report, row)), totals: totalsOf(report, [summed]), total: answered.total };
    }
    const result = await query(app.db, parameters);
    if (report.answer) return { answer: report.answer.parse(result) as TRow, range, currency, rows: [] as TRow[], totals: {} as TRow };
    const visible = channels ? (result as TRow[]).filter((row) => row.channel === undefined || channels.includes(Number(row.channel))) : (result as TRow[]);
    const rows = visible.map((row) => withRatios(report, row));
    return { range, currency, rows: rows.map((row) => shown(report, row)), totals: totalsOf(report, rows) };
  };

  const permission = report.permissions[0]!;
  const config = { permission, report: report.name };
  const mount = (path: string, perChannel: boolean) => {
    const params = perChannel ? { params: ZChannelPath } : {};
    const channelOf = (request: FastifyRequest) => (perChannel ? (request.params as { id: number }).id : undefined);
    if (!report.csvOnly) {
      api.get(
        apiUrl(path),
        {
          schema: {
            tags: ['reports'],
            summary: report.answer ? `The ${report.name} figures` : `The ${report.name} report: rows and totals for a date range${perChannel ? ', for one channel' : ''}`,
            operationId: reportOperation(report, 'get', perChannel),
            querystring: report.ZQuery,
            ...params,
          },
          config,
        },
        async (request) => {
          const answer = await run(request, channelOf(request), true);
          if ('answer' in answer) return answer.answer;
          return {
            range: answer.range,
            ...(report.standard?.includes('currency') ? { currency: answer.currency } : {}),
            rows: answer.rows,
            totals: answer.totals,
            ...('total' in answer ? { total: answer.total } : {}),
          };
        },
      );
    }
    if (report.answer) return;
    const { filename } = report.csv;
    const csvPath = report.csv.path && !perChannel ? report.csv.path : `${path}/exportCsv`;
    api.get(
      apiUrl(csvPath),
      {
        schema: {
          tags: ['reports'],
          summary: `The ${report.name} report as ${filename}${perChannel ? ', for one channel' : ''}`,
          operationId: reportOperation(report, 'export', perChannel),
          querystring: report.ZQuery,
          ...params,
        },
        config,
      },
      async (request, reply) => {
        const { rows, totals, currency } = await run(request, channelOf(request));
        const { locale } = csvReader(request, undefined);
        const cell = (column: TReportColumn, value: unknown) =>
          column.type === 'string' && typeof value === 'string' ? (translation(`resources.${report.name}.values.${column.name}.${value}`, locale) ?? value) : csvNumber(column, value, currency);
        const { columns } = report;
        const totalLabel = translation('generic.report.total', locale) ?? 'Total';
        const body = [
          csvRow(columns.map((c) => csvHeader(report.name, c.name, locale))),
          ...rows.map((row) => csvRow(columns.map((c) => cell(c, row[c.name])))),
          csvRow(columns.map((c, i) => (isTotalled(c) ? csvNumber(c, totals[c.name], currency) : i === 0 ? totalLabel : ''))),
        ];
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          .send(CSV_BOM + body.join(''));
      },
    );
  };
  mount(report.path, /\{id\}/.test(report.path));
  if (report.perChannelPath) mount(report.perChannelPath, true);
};
