/**
 * A report's query as the screen keeps it in its URL (`?range=custom&from=…&to=…&kind=phone`):
 * read, checked with the declaration's own schema (the one the API checks with), and written back.
 */
import type { TReport } from '../../../resources/report.ts';

export type TReportQuery = Record<string, string>;

/** What the URL holds of the range and the declared parameters; anything else is left out. */
export const readQuery = (report: TReport, search: URLSearchParams): TReportQuery => {
  const names = Object.keys(report.ZQuery.shape);
  return Object.fromEntries(names.flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : [])));
};

/** The query with one value changed; an emptied value is dropped, and leaving `custom` drops its dates. */
export const withValue = (query: TReportQuery, name: string, value: string): TReportQuery => {
  const { [name]: _old, ...rest } = query;
  const next: TReportQuery = value === '' ? rest : { ...rest, [name]: value };
  if (name === 'range' && value !== 'custom') {
    delete next.from;
    delete next.to;
  }
  // A campaign belongs to one channel: another channel would match none of it.
  if (name === 'channel') delete next.campaign;
  return next;
};

/** The first message per field, or none when the API would take the query. */
export const queryErrors = (report: TReport, query: TReportQuery): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of report.ZQuery.safeParse(query).error?.issues ?? []) {
    const name = String(issue.path[0] ?? 'range');
    errors[name] ??= issue.message;
  }
  return errors;
};

/** The API path a report is asked at: its declared `apiPath` where the screen's path differs, its path otherwise. */
export const reportApiPath = (report: TReport): string => (report as TReport & { apiPath?: string }).apiPath ?? report.path;

/** The API path of a report's CSV: its declared `csv.path`, or `exportCsv` beside its call. */
export const reportCsvPath = (report: TReport): string => (report.csv as { path?: string }).path ?? `${reportApiPath(report)}/exportCsv`;
