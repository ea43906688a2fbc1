/** The channel's nested records (campaigns, admins), read and re-read through the app's data provider. */
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { TAppDataProvider } from '../../src/providers/dataProvider.ts';

export const useNested = <T,>(path: string) => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [rows, setRows] = useState<T[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    dataProvider.call<T[]>('GET', path).then(setRows, () => setFailed(true));
  }, [dataProvider, path]);
  useEffect(reload, [reload]);
  return { rows, failed, reload, setRows, dataProvider };
};
