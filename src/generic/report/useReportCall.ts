/** Asking an analytics call and downloading its CSV, as every analytics screen does. */
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { TDateRange } from '../../../resources/report.ts';
import type { TAppDataProvider } from '../../providers/dataProvider.ts';

export type TReportRow = Record<string, unknown>;
/** `total`: how many rows there are in all, when the answer is a page of them. */
export type TReportAnswer<R = TReportRow> = { range: TDateRange; currency?: string; rows: R[]; totals: R; total?: number };

/**
 * The answer of `GET path` (none asked while `path` is undefined, an invalid query): the latest
 * asked only, so that a slow answer to an older query never replaces a newer one.
 */
export const useReportCall = <T = TReportAnswer>(path: string | undefined) => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [answer, setAnswer] = useState<{ path: string; data?: T; error?: string }>();
  useEffect(() => {
    if (!path) return;
    let isCurrent = true;
    dataProvider.call<T>('GET', path).then(
      (data) => isCurrent && setAnswer({ path, data }),
      (error: Error) => isCurrent && setAnswer({ path, error: error.message }),
    );
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, path]);
  const shown = answer?.path === path ? answer : undefined;
  return { data: shown?.data, error: shown?.error, isLoading: path !== undefined && !shown };
};

/** Downloads a CSV with the admin's token, and says so (or that it failed). */
export const useCsvDownload = () => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const notify = useNotify();
  return async (path: string, filename: string) => {
    try {
      await dataProvider.download(path, filename);
      notify('generic.notify.exported', { type: 'info', messageArgs: { filename } });
    } catch {
      notify('generic.notify.export_failed', { type: 'error' });
    }
  };
};
