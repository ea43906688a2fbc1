/**
 * A live figure: `GET path` now and every `interval` milliseconds while the tab is visible. A
 * hidden tab asks nothing (no timer runs); on its return the figure is asked at once and the beat
 * resumes. One request at a time: the next is planned when the last has answered.
 */
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { TAppDataProvider } from '../providers/dataProvider.ts';

export const LIVE_INTERVAL = 5000;

const isHidden = () => document.visibilityState === 'hidden';

export const usePolling = <T,>(path: string | undefined, interval = LIVE_INTERVAL) => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [state, setState] = useState<{ path?: string; data?: T; error?: string }>({});
  useEffect(() => {
    if (!path) return;
    let isActive = true;
    let isAsking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const plan = () => {
      if (isActive && !isHidden() && !isAsking && timer === undefined) timer = setTimeout(ask, interval);
    };
    const ask = async () => {
      timer = undefined;
      if (isHidden() || isAsking) return;
      isAsking = true;
      try {
        const data = await dataProvider.call<T>('GET', path);
        if (isActive) setState({ path, data });
      } catch (error) {
        if (isActive) setState((current) => ({ ...current, path, error: (error as Error).message }));
      } finally {
        isAsking = false;
      }
      plan();
    };
    const onVisibility = () => {
      if (isHidden()) {
        clearTimeout(timer);
        timer = undefined;
      } else if (!isAsking && timer === undefined) void ask();
    };
    void ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      isActive = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [dataProvider, path, interval]);
  return state.path === path ? state : {};
};
