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
};

export const createReadCache = <V>(changes: TChanges, options: { ttlMs: number; maxEntries: number }): TReadCache<V> => {
  const entries = new Map<string, { value: V; at: number }>();
  const pending = new Map<string, Promise<V>>();
  let seen = changes.generation;
  return {
    get: async (key, load) => {
      if (options.ttlMs <= 0 || !changes.live) return load();
      if (seen !== changes.generation) {
        entries.clear();
        pending.clear();
        seen = changes.generation;
      }
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < options.ttlMs) return hit.value;
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
