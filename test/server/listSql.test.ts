/** The second step of a list, alone: a typed query into SQL, join tables from the declaration, values as parameters. */
import { describe, expect, it } from 'vitest';
import { getTableName, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { comments } from '../../resources/comments/schema.ts';
import { videos } from '../../resources/videos/schema.ts';
import { fillPlaceholders } from 'drizzle-orm';
import { listSql, placeholders, shapeOf } from '../../server/crud/listSql.ts';
import { PLANNED_EACH } from '../../server/db/plannedEach.ts';
import type { TListQuery } from '../../server/crud/listWire.ts';
import { restrictedTo, UNRESTRICTED } from '../../server/crud/scope.ts';
import { serverResource } from '../../server/registry.ts';
import { notes } from '../fixtures/notes/schema.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
const query = (conditions: TListQuery['conditions'], sort: TListQuery['sort'] = { field: 'title', order: 'ASC' }): TListQuery => ({
  sort,
  offset: 0,
  limit: 25,
  conditions,
  filter: {},
  filterKey: '',
});
const render = (built: ReturnType<typeof listSql>) => ({
  where: built.where ? dialect.sqlToQuery(built.where) : undefined,
  order: built.orderBy.map((o) => dialect.sqlToQuery(o).sql),
  reverse: built.reverse.map((o) => dialect.sqlToQuery(o).sql),
});

describe('building a list query', () => {
  const entry = serverResource(videos);

  it('filters by a linked record through the join table the declaration derives', () => {
    const { where } = render(listSql(entry, query([{ kind: 'linked', field: 'models', ids: [5, 6] }])));
    const joinName = getTableName(entry.joins.models!.table);
    expect(where!.sql).toContain(`from "${joinName}"`);
    expect(where!.sql).toContain(`"${joinName}"."target_id" in ($1, $2)`);
    expect(where!.params).toEqual([5, 6]);
  });

  it('keeps every value a parameter and escapes the wildcards of a search', () => {
    const { where } = render(listSql(entry, query([{ kind: 'search', text: "50%_off'; drop" }, { kind: 'equals', field: 'status', value: 'draft' }])));
    expect(where!.sql).not.toContain('drop');
    expect(where!.params).toContain("%50\\%\\_off'; drop%");
    expect(where!.params).toContain('draft');
  });

  it('matches a search on the one lower-cased text its trigram index holds', () => {
    const { where } = render(listSql(entry, query([{ kind: 'search', text: 'Midnight' }])));
    expect(where!.sql).toBe(`lower(coalesce("videos"."title"::text, '') || chr(1) || coalesce("videos"."serial_number"::text, '')) like lower($1::text)`);
    expect(where!.params).toEqual(['%Midnight%']);
    // A caller who searches one field of the two (the other read masked) reads that field's own index.
    const alone = render(listSql(entry, query([{ kind: 'search', text: 'xyz' }]), undefined, undefined, ['title']));
    expect(alone.where!.sql).toBe('"videos"."title" ilike $1');
  });

  it('reads a search alone in the search table, on the same text, and a search with another filter in the table itself', () => {
    const alone = listSql(entry, query([{ kind: 'search', text: 'Midnight' }], { field: 'views', order: 'DESC' }));
    expect(getTableName(alone.searched!.table)).toBe('videos_search');
    expect(dialect.sqlToQuery(alone.searched!.where)).toMatchObject({ sql: `"videos_search"."text" like lower($1::text)`, params: ['%Midnight%'] });
    expect(alone.searched!.terms.map((term) => [dialect.sqlToQuery(sql`${term.value}`).sql, term.ascending])).toEqual([
      ['"videos_search"."sort_views"', false],
      ['"videos_search"."id"', false],
    ]);
    // Another condition, or a sort the search table holds no copy of, reads the videos themselves.
    expect(listSql(entry, query([{ kind: 'search', text: 'Midnight' }, { kind: 'equals', field: 'status', value: 'draft' }])).searched).toBeUndefined();
    expect(listSql(entry, query([{ kind: 'search', text: 'Midnight' }], { field: 'updatedAt', order: 'DESC' })).searched).toBeUndefined();
  });

  it('marks a text too short for a trigram to be planned for its values at each run, and only such a text', () => {
    for (const [text, marked] of [['yu', true], ['的', true], ['lin', false], ['Midnight', false]] as const) {
      const built = listSql(entry, query([{ kind: 'search', text }]));
      expect(dialect.sqlToQuery(built.where!).sql.includes(PLANNED_EACH), text).toBe(marked);
      expect(dialect.sqlToQuery(built.searched!.where).sql.includes(PLANNED_EACH), text).toBe(marked);
      const part = listSql(entry, query([{ kind: 'contains', field: 'title', text }]));
      expect(dialect.sqlToQuery(part.where!).sql.includes(PLANNED_EACH), text).toBe(marked);
    }
  });

  it('orders by the field then the id, the same way, and backwards for a page read from the end', () => {
    const { order, reverse } = render(listSql(entry, query([], { field: 'title', order: 'DESC' })));
    expect(order).toEqual(['"videos"."title" desc', '"videos"."id" desc']);
    expect(reverse).toEqual(['"videos"."title" asc', '"videos"."id" asc']);
  });

  it('seeks the next page with row comparisons the (field, id) index answers, reading nulls apart where PostgreSQL sorts them', () => {
    const seek = (field: string, order: 'ASC' | 'DESC', value: unknown) =>
      listSql(entry, { ...query([], { field, order }), after: { value, id: 9 } }).seek!.map((part) => dialect.sqlToQuery(part).sql);
    expect(seek('createdAt', 'ASC', '2024-01-01')).toEqual(['("videos"."created_at", "videos"."id") > ($1, $2)']);
    expect(seek('publishedAt', 'DESC', '2024-01-01')).toEqual(['("videos"."published_at", "videos"."id") < ($1, $2)']);
    // Going up from a value: the values left, then the nulls; no `or` that would filter the whole index.
    expect(seek('publishedAt', 'ASC', '2024-01-01')).toEqual(['("videos"."published_at", "videos"."id") > ($1, $2)', '"videos"."published_at" is null']);
    expect(seek('publishedAt', 'ASC', null)).toEqual(['("videos"."published_at" is null and "videos"."id" > $1)']);
    expect(seek('publishedAt', 'DESC', null)).toEqual(['("videos"."published_at" is null and "videos"."id" < $1)', '"videos"."published_at" is not null']);
  });

  it('reads the matches of a range of another field than the sort first, and walks the index of a range of the sort’s own field', () => {
    const since = { kind: 'bound', field: 'publishedAt', bound: 'gte', value: new Date('2026-01-01T00:00:00Z') } as const;
    expect(listSql(entry, query([since], { field: 'views', order: 'DESC' })).sortMatchesUpTo).toBe(10_000);
    expect(listSql(entry, query([since], { field: 'publishedAt', order: 'DESC' })).sortMatchesUpTo).toBe(0);
    expect(listSql(entry, query([{ kind: 'equals', field: 'status', value: 'draft' }], { field: 'views', order: 'DESC' })).sortMatchesUpTo).toBe(0);
  });

  it('narrows a scoped resource to the caller’s scope, and nothing for an empty one', () => {
    const scoped = serverResource(notes);
    expect(render(listSql(scoped, query([]), UNRESTRICTED)).where).toBeUndefined();
    const { where } = render(listSql(scoped, query([]), restrictedTo([3, 1])));
    expect(where!.sql).toContain('"notes"."channel_id" in ($1, $2)');
    expect(where!.params).toEqual([1, 3]);
    expect(render(listSql(scoped, query([]), restrictedTo([]))).where!.sql).toBe('false');
  });

  it('narrows a resource scoped through a reference to the rows of the records the scope sees', () => {
    const entry = serverResource(comments);
    const newest = query([], { field: 'createdAt', order: 'DESC' });
    // A semi-join the planner reads either way, from the owners' index or along the sort's, by its statistics.
    const { where } = render(listSql(entry, newest, restrictedTo([4])));
    expect(where!.sql).toBe('"comments"."user" in (select "users"."id" from "users" where "users"."channel" in ($1))');
    expect(where!.params).toEqual([4]);
    expect(render(listSql(entry, newest, UNRESTRICTED)).where).toBeUndefined();
    expect(render(listSql(entry, newest, restrictedTo([]))).where!.sql).toBe('false');
  });
});

describe('a list statement prepared once per shape', () => {
  const entry = serverResource(videos);
  const bound = (q: TListQuery, scope = UNRESTRICTED as Parameters<typeof listSql>[2]) => {
    const { bind, values } = placeholders();
    const built = dialect.sqlToQuery(listSql(entry, q, scope, bind).where!);
    return { sql: built.sql, params: fillPlaceholders(built.params, values), shape: shapeOf(q, scope) };
  };
  const conditions = (text: string, tags: number[], status: string, after: string): TListQuery['conditions'] => [
    { kind: 'search', text },
    { kind: 'linked', field: 'tags', ids: tags },
    { kind: 'equals', field: 'status', value: status },
    { kind: 'bound', field: 'publishedAt', bound: 'gte', value: new Date(after) },
  ];

  it('builds the same SQL text for two queries of one shape, their own values bound, each encoded by its column', () => {
    const one = bound(query(conditions('night', [3], 'draft', '2024-01-01T00:00:00Z')));
    const two = bound(query(conditions('harbour', [9], 'published', '2025-06-30T12:00:00Z')));
    expect(two.shape).toBe(one.shape);
    expect(two.sql).toBe(one.sql);
    expect(one.params).not.toEqual(two.params);
    // Bound through placeholders, the values are those the query built with values would send.
    const plain = dialect.sqlToQuery(listSql(entry, query(conditions('harbour', [9], 'published', '2025-06-30T12:00:00Z'))).where!);
    expect(two.params).toEqual(plain.params);
    expect(two.sql).toBe(plain.sql);
  });

  it('tells apart the shapes whose SQL differs: the sort, the number of values, the kind of cursor, the scope', () => {
    const base = query(conditions('night', [3], 'draft', '2024-01-01T00:00:00Z'));
    const others: [TListQuery, Parameters<typeof listSql>[2]][] = [
      [query(conditions('night', [3, 4], 'draft', '2024-01-01T00:00:00Z')), UNRESTRICTED],
      [query(conditions('night', [3], 'draft', '2024-01-01T00:00:00Z'), { field: 'title', order: 'DESC' }), UNRESTRICTED],
      [{ ...base, after: { value: 'a', id: 4 } }, UNRESTRICTED],
      [{ ...base, after: { value: null, id: 4 } }, UNRESTRICTED],
      [base, restrictedTo([1, 2])],
    ];
    const shapes = new Set([shapeOf(base, UNRESTRICTED), ...others.map(([q, scope]) => shapeOf(q, scope))]);
    expect(shapes.size).toBe(others.length + 1);
    // A cursor's values are bound as well: two cursors of one kind, one statement.
    const seekOf = (value: string, id: number) => {
      const { bind, values } = placeholders();
      const [part] = listSql(entry, { ...base, after: { value, id } }, UNRESTRICTED, bind).seek!;
      const built = dialect.sqlToQuery(part);
      return { sql: built.sql, params: fillPlaceholders(built.params, values) };
    };
    expect(seekOf('b', 9).sql).toBe(seekOf('q', 12).sql);
    expect(seekOf('q', 12).params).toEqual(['q', 12]);
  });

  it('binds the channels of a scope held through a reference as any other value', () => {
    const entry = serverResource(comments);
    const scopedTo = (ids: number[]) => {
      const { bind, values } = placeholders();
      const q = query([], { field: 'createdAt', order: 'DESC' });
      const built = dialect.sqlToQuery(listSql(entry, q, restrictedTo(ids), bind).where!);
      return { sql: built.sql, params: fillPlaceholders(built.params, values), shape: shapeOf(q, restrictedTo(ids)) };
    };
    expect(scopedTo([3, 8]).sql).toBe(scopedTo([1, 2]).sql);
    expect(scopedTo([3, 8]).shape).toBe(scopedTo([1, 2]).shape);
    expect(scopedTo([3, 8]).params).toEqual([3, 8]);
    expect(scopedTo([3]).shape).not.toBe(scopedTo([1, 2]).shape);
  });
});
