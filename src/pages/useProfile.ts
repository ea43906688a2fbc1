import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { TAppDataProvider, TProfile } from '../providers/dataProvider.ts';

type TProfileState = { profile?: TProfile; error?: unknown };

/** The signed-in admin, read fresh each time the profile page opens (the identity cache lacks phone and last login). */
export const useProfile = () => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [state, setState] = useState<TProfileState>({});
  useEffect(() => {
    let isLive = true;
    dataProvider.me().then(
      // react-admin answers `{data: {}}` when a 401 has just logged the admin out: not a profile.
      (profile) => isLive && setState(profile?.username ? { profile } : { error: true }),
      (error: unknown) => isLive && setState({ error }),
    );
    return () => {
      isLive = false;
    };
  }, [dataProvider]);
  const setProfile = useCallback((profile: TProfile) => setState({ profile }), []);
  return { ...state, setProfile };
};
