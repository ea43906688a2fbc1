/** The first step of a list, alone: the wire's JSON read into a typed, camelCase query, or refused. */
import { describe, expect, it } from 'vitest';
import { videos } from '../../resources/videos/schema.ts';
import { parseListWire } from '../../server/crud/listWire.ts';
import { HttpError } from '../../server/lib/errors.ts';

const parse = (wire: Record<string, unknown>, options = {}) =>
  parseListWire(videos, Object.fromEntries(Object.entries(wire).map(([k, v]) => [k, JSON.stringify(v)])), options);
const refused = (wire: Record<string, unknown>) => {
  try {
    parse(wire);
  } catch (error) {
    return error instanceof HttpError && error.statusCode === 400;
  }
  return false;
};

describe('reading a list query', () => {
  it('converts names once and types each condition by its field', () => {
    const query = parse({
      sort: ['published_at', 'desc'],
      range: [50, 74],
      filter: { q: ' night ', status: 'published', tags: [3, 4], published_at_gte: '2024-01-01T00:00:00Z', id: [1, 2], empty: '' },
    });
    expect(query.sort).toEqual({ field: 'publishedAt', order: 'DESC' });
    expect([query.offset, query.limit]).toEqual([50, 25]);
    expect(query.conditions).toEqual([
      { kind: 'search', text: 'night' },
      { kind: 'equals', field: 'status', value: 'published' },
      { kind: 'linked', field: 'tags', ids: [3, 4] },
      { kind: 'bound', field: 'publishedAt', bound: 'gte', value: new Date('2024-01-01T00:00:00Z') },
      { kind: 'ids', ids: [1, 2] },
    ]);
  });

  it('gives the declared sort and the first 25 rows when nothing is asked', () => {
    expect(parse({})).toMatchObject({ sort: { field: String(videos.sort.field), order: videos.sort.order }, offset: 0, limit: 25, conditions: [] });
  });

  it('keys the total by the filter alone, whatever its order', () => {
    expect(parse({ filter: { status: 'draft', q: 'a' } }).filterKey).toBe(parse({ filter: { q: 'a', status: 'draft' }, range: [25, 49] }).filterKey);
  });

  it('takes a declared extra filter by one id', () => {
    expect(parseListWire(videos, { filter: '{"holder":7}' }, { extraFilters: ['holder'] }).conditions).toEqual([{ kind: 'extra', name: 'holder', id: 7 }]);
  });

  it('refuses undeclared fields, malformed shapes and values that do not fit', () => {
    for (const wire of [
      { sort: ['password_hash', 'ASC'] },
      { sort: ['title'] },
      { range: [10, 5] },
      { range: [0, 500] },
      { filter: { unknown: 1 } },
      { filter: { tags: ['x'] } },
      { filter: { status: 1 } },
      { filter: [] },
    ]) {
      expect(refused(wire), JSON.stringify(wire)).toBe(true);
    }
  });

  it('refuses instants and dates PostgreSQL cannot hold', () => {
    for (const value of ['9999-12-31T23:59:59-14:00', '-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', '0000-01-01T00:00:00Z', 'soon']) {
      expect(refused({ filter: { published_at_gte: value } }), value).toBe(true);
    }
    expect(parse({ filter: { published_at_lte: '9999-12-31T23:59:59Z' } }).conditions).toHaveLength(1);
  });
});
