/**
 * The routes of a report declaration: `GET /api/v1/admin/<path>` answers the rows of its query
 * for the range and parameters asked, with the totals row, and `GET .../exportCsv` the same as
 * the declared file; both under `view-<name>`, the query string validated by the declaration.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isTotalled, resolveRange, type TDateRange, type TReport, type TRangePreset } from '../../resources/report.ts';
import { csvRow, CSV_BOM } from '../csv/csv.ts';
import type { TDb } from '../db/index.ts';
import { toCamel, toSnake } from '../lib/casing.ts';

type TRow = Record<string, unknown>;

/** The query over the resolved range and parameters: rows in the declared columns (camelCase). */
export type TReportQuery = (db: TDb, parameters: TDateRange & Record<string, unknown>) => Promise<TRow[]>;
/** What a report's `<name>.server.ts` exports as `server`: its query. */
export type TReportSide = { query: TReportQuery };
export const defineReportSide = (side: TReportSide): TReportSide => side;
/** A report as the server mounts it: its declaration and the query its folder gives. */
export type TServerReport = { report: TReport; query: TReportQuery };

/** The operationIds of a report's routes: `getGadgetsLaunchedReport`, `exportGadgetsLaunchedReport`. */
export const reportOperation = (report: TReport, verb: 'get' | 'export'): string =>
  `${verb}${toCamel(report.name).replace(/^./, (c) => c.toUpperCase())}Report`;

/** Counts and money summed exactly, on big integers, whatever the number of rows. */
export const totalsOf = (report: TReport, rows: readonly TRow[]): TRow =>
  Object.fromEntries(
    report.columns.filter(isTotalled).map((column) => [column.name, Number(rows.reduce((sum, row) => sum + BigInt((row[column.name] as number | null) ?? 0), 0n))]),
  );

/** The admin's date; the API speaks UTC until sites declare their time zone. */
const today = () => new Date().toISOString().slice(0, 10);

export const registerReport = (app: FastifyInstance, { report, query }: TServerReport): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const url = `/api/v1/admin/${report.path.replace(/^\//, '')}`;
  const run = async (asked: Record<string, unknown>) => {
    const { range: preset, from, to, ...parameters } = asked;
    const range = resolveRange({ range: preset as TRangePreset | undefined, from: from as string, to: to as string }, today());
    const rows = await query(app.db, { ...parameters, ...range });
    return { range, rows, totals: totalsOf(report, rows) };
  };
  const config = { permission: `view-${report.name}`, report: report.name };
  api.get(
    url,
    { schema: { tags: ['reports'], summary: `The ${report.name} report: rows and totals for a date range`, operationId: reportOperation(report, 'get'), querystring: report.ZQuery }, config },
    async (request) => run(request.query as Record<string, unknown>),
  );
  api.get(
    `${url}/exportCsv`,
    { schema: { tags: ['reports'], summary: `The ${report.name} report as ${report.csv.filename}`, operationId: reportOperation(report, 'export'), querystring: report.ZQuery }, config },
    async (request, reply) => {
      const { rows, totals } = await run(request.query as Record<string, unknown>);
      const names = report.columns.map((c) => c.name);
      const body = [csvRow(names.map(toSnake)), ...rows.map((row) => csvRow(names.map((n) => row[n]))), csvRow(names.map((n, i) => (i === 0 ? 'total' : (totals[n] ?? ''))))];
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${report.csv.filename}"`)
        .send(CSV_BOM + body.join(''));
    },
  );
};
