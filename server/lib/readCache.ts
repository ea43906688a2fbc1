/**
 * What the API keeps in memory between requests (who a token belongs to, a list's pages and
 * totals, the IP whitelist) and when it stops trusting it. Every change heard that concerns a
 * cache (a write through this instance, or the database announcing a commit to a table the cache
 * reads from) starts a new generation of it, and nothing loaded in an older one is served again: a
 * value whose load began before such a change is not even kept. While announcements may be missed (the listening connection is down), nothing is
 * served from memory at all. The time limit only bounds what depends on the clock.
 */

export type TChanges = {
  /** How many changes have been heard, to any table; anything loaded under an older count may be stale. */
  readonly generation: number;
  /** False while announcements may be missed. */
  readonly live: boolean;
  /** A change to `table`, or to anything at all when no table is named. */
  changed: (table?: string) => void;
  setLive: (live: boolean) => void;
  /** Hears every change (`undefined`: anything may have changed). */
  subscribe: (listener: (table: string | undefined) => void) => void;
};

export const createChanges = (): TChanges => {
  let generation = 0;
  let live = false;
  const listeners: ((table: string | undefined) => void)[] = [];
  const changed = (table?: string) => {
    generation++;
    for (const listener of listeners) listener(table);
  };
  return {
    get generation() {
      return generation;
    },
    get live() {
      return live;
    },
    changed,
    setLive: (next) => {
      live = next;
      // Whatever happened while deaf is unknown: start afresh either way.
      changed();
    },
    subscribe: (listener) => void listeners.push(listener),
  };
};

export type TReadCache<V> = {
  /** The value kept for the key in this generation, or what `load` reads (once, however many ask at the same time). */
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  /** The value kept for the key in this generation, if any, without reading anything. */
  peek: (key: string) => V | undefined;
};

export type TReadCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** The tables what it keeps is read from (a change elsewhere leaves it be); every table when unset. */
  readsFrom?: (table: string) => boolean;
};

export const createReadCache = <V>(changes: TChanges, options: TReadCacheOptions): TReadCache<V> => {
  const entries = new Map<string, { value: V; at: number }>();
  const pending = new Map<string, Promise<V>>();
  // Counts the changes that concern this cache.
  let generation = 0;
  changes.subscribe((table) => {
    if (table === undefined || !options.readsFrom || options.readsFrom(table)) generation++;
  });
  let seen = generation;
  /** The entry kept for the key, if it may be served (forgetting everything after a change). */
  const kept = (key: string) => {
    if (options.ttlMs <= 0 || !changes.live) return undefined;
    if (seen !== generation) {
      entries.clear();
      pending.clear();
      seen = generation;
    }
    const hit = entries.get(key);
    return hit && Date.now() - hit.at < options.ttlMs ? hit : undefined;
  };
  return {
    peek: (key) => kept(key)?.value,
    get: async (key, load) => {
      if (options.ttlMs <= 0 || !changes.live) return load();
      const hit = kept(key);
      if (hit) return hit.value;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const started = generation;
      const loading = load();
      pending.set(key, loading);
      try {
        const value = await loading;
        if (changes.live && generation === started) {
          if (entries.size >= options.maxEntries) entries.clear();
          entries.set(key, { value, at: Date.now() });
        }
        return value;
      } finally {
        if (pending.get(key) === loading) pending.delete(key);
      }
    },
  };
};
