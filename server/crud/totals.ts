/**
 * The list's total (Content-Range) without counting the table on every request: each filter's
 * count is kept for a few seconds, and any write through this API instance forgets them all.
 * Another instance's writes show within the TTL; a page of rows is always read fresh.
 */
const MAX_ENTRIES = 5_000;

export type TTotals = {
  get: (resource: string, filterKey: string, countRows: () => Promise<number>) => Promise<number>;
  /** A write may change any total (a deleted tag unlinks videos too). */
  forget: () => void;
};

export const createTotals = (ttlMs: number): TTotals => {
  const cache = new Map<string, { total: number; at: number }>();
  return {
    get: async (resource, filterKey, countRows) => {
      const key = `${resource} ${filterKey}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.total;
      const total = await countRows();
      if (ttlMs > 0) {
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(key, { total, at: Date.now() });
      }
      return total;
    },
    forget: () => cache.clear(),
  };
};
