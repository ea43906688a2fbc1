/**
 * What the API keeps in memory between requests (who a token belongs to, a list's pages and
 * totals, the IP whitelist) and when it stops trusting it. Every change heard (a write through
 * this instance, or the database announcing a commit from anywhere) starts a new generation, and
 * nothing loaded in an older one is served again: a value whose load began before a change is not
 * even kept. While announcements may be missed (the listening connection is down), nothing is
 * served from memory at all. The time limit only bounds what depends on the clock.
 */

export type TChanges = {
  /** How many changes have been heard; anything loaded under an older count is stale. */
  readonly generation: number;
  /** False while announcements may be missed. */
  readonly live: boolean;
  changed: () => void;
  setLive: (live: boolean) => void;
};

export const createChanges = (): TChanges => {
  let generation = 0;
  let live = false;
  return {
    get generation() {
      return generation;
    },
    get live() {
      return live;
    },
    changed: () => void generation++,
    setLive: (next) => {
      // Whatever happened while deaf is unknown: start afresh either way.
      generation++;
      live = next;
    },
  };
};

export type TReadCache<V> = {
  /** The value kept for the key in this generation, or what `load` reads (once, however many ask at the same time). */
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  /** The value kept for the key in this generation, if any, without reading anything. */
  peek: (key: string) => V | undefined;
};

export const createReadCache = <V>(changes: TChanges, options: { ttlMs: number; maxEntries: number }): TReadCache<V> => {
  const entries = new Map<string, { value: V; at: number }>();
  const pending = new Map<string, Promise<V>>();
  let seen = changes.generation;
  /** The entry kept for the key, if it may be served (forgetting everything after a change). */
  const kept = (key: string) => {
    if (options.ttlMs <= 0 || !changes.live) return undefined;
    if (seen !== changes.generation) {
      entries.clear();
      pending.clear();
      seen = changes.generation;
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
      const generation = changes.generation;
      const loading = load();
      pending.set(key, loading);
      try {
        const value = await loading;
        if (changes.live && changes.generation === generation) {
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
