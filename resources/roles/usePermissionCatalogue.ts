import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { TAppDataProvider, TCataloguePermission } from '../../src/providers/dataProvider.ts';

type TCatalogueState = { catalogue?: TCataloguePermission[]; error?: unknown };

/** GET /permissions, once per editor. */
export const usePermissionCatalogue = (): TCatalogueState => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [state, setState] = useState<TCatalogueState>({});
  useEffect(() => {
    let isLive = true;
    dataProvider.permissionCatalogue().then(
      (catalogue) => isLive && setState({ catalogue }),
      (error: unknown) => isLive && setState({ error }),
    );
    return () => {
      isLive = false;
    };
  }, [dataProvider]);
  return state;
};
