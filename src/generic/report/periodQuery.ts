/**
 * The period and the common parameters of a screen that is no single report (the dashboard, a
 * channel's economics): read from the URL's query, checked with the rule every report checks
 * its period with, and written back.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defineReport } from '../../../resources/report.ts';
import { queryErrors, withValue, type TReportQuery } from './reportQuery.ts';

/** The period alone, declared as a report is, so that its check is the one the API applies. */
const PERIOD = defineReport({ name: 'period', area: 'analytics', path: '/period', columns: [{ name: 'day', type: 'date' }], csv: { filename: 'period.csv' } });

const PERIOD_NAMES = ['range', 'from', 'to'] as const;

/** The first message per field of the period in `query`, or none when the API would take it. */
export const periodErrors = (query: TReportQuery): Record<string, string> =>
  queryErrors(PERIOD, Object.fromEntries(Object.entries(query).filter(([name]) => (PERIOD_NAMES as readonly string[]).includes(name))));

/** The query string the calls are asked with: the period, and the other parameters that hold a value. */
export const queryString = (query: Record<string, string | undefined>, extra: Record<string, string | number | undefined> = {}): string =>
  new URLSearchParams(
    Object.entries({ ...query, ...extra }).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])),
  ).toString();

/**
 * The period and `names` as the URL holds them, their errors, and a setter that writes one back.
 * `prefix` keeps a panel's values apart from its page's (`eco_range` beside a list's filters).
 */
export const useUrlPeriod = (names: readonly string[] = [], prefix = '') => {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => {
    const all = [...PERIOD_NAMES, ...names];
    return Object.fromEntries(all.flatMap((name) => (search.get(prefix + name) ? [[name, search.get(prefix + name)!]] : []))) as TReportQuery;
  }, [search, names, prefix]);
  const errors = periodErrors(query);
  const change = (name: string, value: string) => {
    const next = withValue(query, name, value);
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        for (const key of [...PERIOD_NAMES, ...names]) params.delete(prefix + key);
        for (const [key, v] of Object.entries(next)) params.set(prefix + key, v);
        return params;
      },
      { replace: false },
    );
  };
  return { query, errors, isValid: Object.keys(errors).length === 0, change };
};
