/** The memory of small objects read from a bucket: bounded by bytes, least recently read out first, large objects never kept. */
import { describe, expect, it } from 'vitest';
import { SMALL_OBJECT_BYTES, smallObjectCache } from '../../../server/files/smallObjects.ts';

const bytes = (n: number) => ({ body: Buffer.alloc(n) });

describe('smallObjectCache', () => {
  it('drops the least recently read object when full', () => {
    const cache = smallObjectCache(300);
    cache.set('a', bytes(100));
    cache.set('b', bytes(100));
    cache.set('c', bytes(100));
    expect(cache.get('a')).toBeDefined();
    cache.set('d', bytes(100));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((key) => cache.get(key))).toBe(true);
  });

  it('keeps no large object, and forgets a removed one', () => {
    const cache = smallObjectCache();
    cache.set('video', bytes(SMALL_OBJECT_BYTES + 1));
    expect(cache.get('video')).toBeUndefined();
    cache.set('thumb', bytes(10));
    cache.delete('thumb');
    expect(cache.get('thumb')).toBeUndefined();
  });
});
