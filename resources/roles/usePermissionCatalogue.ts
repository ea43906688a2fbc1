import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { TAppDataProvider } from '../../src/providers/dataProvider.ts';

/** A permission as GET /permissions lists it. */
export type TCataloguePermission = { id: number; name: string; resource: string; area: string };

type TCatalogueState = { catalogue?: TCataloguePermission[]; error?: unknown };

/** GET /permissions, once per editor. */
export const usePermissionCatalogue = (): TCatalogueState => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [state, setState] = useState<TCatalogueState>({});
  useEffect(() => {
    let isLive = true;
    dataProvider.call<TCataloguePermission[]>('GET', '/permissions').then(
      (catalogue) => isLive && setState({ catalogue }),
      (error: unknown) => isLive && setState({ error }),
    );
    return () => {
      isLive = false;
    };
  }, [dataProvider]);
  return state;
};
