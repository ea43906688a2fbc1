/** A call's URL for a page's query: only the parameters the call takes (its query string is strict). */
import type { TReport } from '../../resources/report.ts';
import { queryString } from '../generic/report/periodQuery.ts';
import type { TReportQuery } from '../generic/report/reportQuery.ts';

export const parametersOf = (report: TReport): string[] => Object.keys(report.ZQuery.shape);

export const askFor = (report: TReport, query: TReportQuery, path = report.path): string => {
  const names = parametersOf(report);
  const asked = queryString(Object.fromEntries(Object.entries(query).filter(([name]) => names.includes(name))));
  return asked ? `${path}?${asked}` : path;
};
