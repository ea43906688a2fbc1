/** The in-memory cache's rules, one by one: what it serves, what it forgets, what it never keeps. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChanges, createReadCache } from '../../server/lib/readCache.ts';

const setup = (ttlMs = 10_000, maxEntries = 10) => {
  const changes = createChanges();
  changes.setLive(true);
  const cache = createReadCache<number>(changes, { ttlMs, maxEntries });
  let reads = 0;
  const load = (value: number) => async () => (reads++, value);
  return { changes, cache, load, reads: () => reads };
};

afterEach(() => vi.useRealTimers());

describe('a read cache', () => {
  it('answers a key from memory until a change is heard', async () => {
    const { changes, cache, load, reads } = setup();
    expect(await cache.get('k', load(1))).toBe(1);
    expect(await cache.get('k', load(2))).toBe(1);
    expect(reads()).toBe(1);
    changes.changed();
    expect(await cache.get('k', load(3))).toBe(3);
    expect(reads()).toBe(2);
  });

  it('does not keep a value whose read began before a change', async () => {
    const { changes, cache, load } = setup();
    let release!: (value: number) => void;
    const slow = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    changes.changed();
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.get('k', load(2))).toBe(2);
    expect(await cache.get('k', load(3))).toBe(2);
  });

  it('reads once for callers asking at the same time, but not across a change', async () => {
    const { changes, cache } = setup();
    let calls = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    changes.changed();
    const first = cache.get('j', load);
    changes.changed();
    const second = cache.get('j', load);
    expect(await first).not.toBe(await second);
  });

  it('serves nothing from memory while changes may go unheard, nor with no time to keep', async () => {
    const { changes, cache, load, reads } = setup();
    changes.setLive(false);
    await cache.get('k', load(1));
    await cache.get('k', load(1));
    expect(reads()).toBe(2);
    const none = setup(0);
    await none.cache.get('k', none.load(1));
    await none.cache.get('k', none.load(1));
    expect(none.reads()).toBe(2);
  });

  it('forgets what it kept when it starts listening again', async () => {
    const { changes, cache, load } = setup();
    await cache.get('k', load(1));
    changes.setLive(false);
    changes.setLive(true);
    expect(await cache.get('k', load(2))).toBe(2);
  });

  it('reads again after the time limit', async () => {
    vi.useFakeTimers();
    const { cache, load } = setup(1_000);
    await cache.get('k', load(1));
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load(2))).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', load(3))).toBe(3);
  });

  it('holds at most its number of entries', async () => {
    const { cache, load, reads } = setup(10_000, 2);
    await cache.get('a', load(1));
    await cache.get('b', load(2));
    await cache.get('c', load(3));
    expect(reads()).toBe(3);
    await cache.get('c', load(4));
    expect(reads()).toBe(3);
  });

  it('passes a failed read on and keeps nothing of it', async () => {
    const { cache, load } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', load(5))).toBe(5);
  });

  it('shows what it keeps without reading, and nothing once a change is heard', async () => {
    const { changes, cache, load } = setup();
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', load(1));
    expect(cache.peek('k')).toBe(1);
    changes.changed();
    expect(cache.peek('k')).toBeUndefined();
  });

  it('is left be by a change to a table it does not read from', async () => {
    const changes = createChanges();
    changes.setLive(true);
    const cache = createReadCache<number>(changes, { ttlMs: 10_000, maxEntries: 10, readsFrom: (table) => table === 'admins' });
    await cache.get('k', async () => 1);
    changes.changed('rate_limits');
    expect(cache.peek('k')).toBe(1);
    changes.changed('admins');
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 2);
    changes.changed();
    expect(cache.peek('k')).toBeUndefined();
  });
});
