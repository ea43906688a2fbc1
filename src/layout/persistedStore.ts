/**
 * A value kept in web storage and shared through useSyncExternalStore, so that code outside
 * react-admin's context (App.tsx's theme) and inside it read the same setting, and so that
 * state survives the full re-mount react-admin does on a language switch.
 */
import { useSyncExternalStore } from 'react';

export type TPersistedStore<T> = {
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads storage, for tests that clear it between cases. */
  reload: () => void;
};

const storageOf = (kind: 'local' | 'session'): Storage | undefined => {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy modes); the setting then lives for the page only.
    return undefined;
  }
};

export const createPersistedStore = <T>(
  key: string,
  parse: (stored: unknown) => T,
  kind: 'local' | 'session' = 'local',
): TPersistedStore<T> => {
  const read = (): T => {
    const raw = storageOf(kind)?.getItem(key);
    try {
      return parse(raw == null ? undefined : JSON.parse(raw));
    } catch {
      return parse(undefined);
    }
  };
  let value = read();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => value,
    set: (next) => {
      value = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      storageOf(kind)?.setItem(key, JSON.stringify(value));
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: () => {
      value = read();
      notify();
    },
  };
};

export const usePersistedStore = <T>(store: TPersistedStore<T>): T =>
  useSyncExternalStore(store.subscribe, store.get, store.get);
