/**
 * The one list pipeline: `GET /<resource>` for every resource, specialised by the hooks its
 * server extension declares (columns, joins, extra filters, a condition, more permissions).
 * The query is read in two steps (listWire, listSql); the page's ids come from the (sort, id)
 * index alone and only its rows are read whole; the total is counted up to a cap (listTotal).
 * Pages and totals are kept until the next change to the tables lists read (plugins/changes.ts),
 * as the JSON that was sent, keyed by the caller's scope and the URL.
 */
import { and, getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { TServerResource } from './resource.ts';
import { contentRange, listTotal, type TTotal, type TTotalKind } from './listTotal.ts';
import { toSnake } from '../lib/casing.ts';
import { listJson } from './listJson.ts';
import { listSql, sortKeyOf, type TListSql } from './listSql.ts';
import { encodeCursor, parseListWire } from './listWire.ts';
import { ZListQuery } from './params.ts';
import { maskedFields, maskValue } from './personal.ts';
import { selection } from './records.ts';
import { UNRESTRICTED } from './scope.ts';

/** Tables no list reads but its own: sign-in traces and settings. A change to any other may show in some list. */
const UNLISTED = new Set(['audit_log', 'rate_limits', 'login_challenges', 'system_settings']);

/** The sort value of each row, read for the next page's cursor and not sent (the serialiser writes only the columns). */
const SORT_KEY = '__sortKey';

type TPage = { body: string; range: string; kind: TTotalKind; next?: string };

/** Sends a page: the rows as JSON and the range they hold, with how exact its total is and the cursor to the next page. */
export const sendPage = (reply: FastifyReply, page: TPage) => {
  if (page.next) reply.header('X-Next-Cursor', page.next);
  return reply.header('Content-Range', page.range).header('X-Total-Kind', page.kind).type('application/json; charset=utf-8').send(page.body);
};

const scopeOf = (request: FastifyRequest) => request.scope ?? UNRESTRICTED;

export const registerListRoute = (app: FastifyInstance, entry: TServerResource): void => {
  const { resource, table, extension } = entry;
  const { name } = resource;
  const hooks = extension.list ?? {};
  const own = getTableName(table);
  const readsFrom = (changed: string) => changed === own || !UNLISTED.has(changed);
  const cached = !extension.readsClock;
  const pages = app.readCache<TPage>(2_000, readsFrom);
  const totals = app.readCache<TTotal>(5_000, readsFrom);
  // Keyed as the client reads them and written by a compiled serialiser (listJson.ts).
  const json = listJson(hooks.columns ?? selection(entry, true));
  const wireOptions = {
    extraFilters: Object.keys(hooks.filters ?? {}),
    // A table without the column (the audit log has no updated_at) cannot be sorted by it.
    hasColumn: (field: string) => Boolean(resource.fields[field]?.computed || table[field]),
  };

  /** The rows of these ids (a query of ids, on an index), whole, in the list's order. */
  const rowsOfIds = (ids: SQL | SQLWrapper, orderBy: SQL[], sortKey: SQL) => {
    let rows = app.db.select({ ...json.columns, [SORT_KEY]: sortKey } as never).from(table).$dynamic();
    for (const join of hooks.joins ?? []) rows = rows.leftJoin(join.table, join.on);
    return rows.where(sql`${table.id} in (${ids})`).orderBy(...orderBy) as unknown as Promise<Record<string, unknown>[]>;
  };
  /** A page read along the order's (sort, id) index, `skip` rows in. */
  const rowsOf = (where: SQL | undefined, order: SQL[], orderBy: SQL[], take: number, skip: number, sortKey: SQL) =>
    rowsOfIds(app.db.select({ id: table.id }).from(table).where(where).orderBy(...order).limit(take).offset(skip), orderBy, sortKey);
  /**
   * A page of few matches: the matches read first, through the index their condition uses (a
   * trigram index, a join table's), then sorted. `offset 0` keeps PostgreSQL from folding the
   * inner query into the outer one and walking the sort's index instead.
   */
  const sortedMatches = (where: SQL | undefined, terms: TListSql['terms'], orderBy: SQL[], take: number, skip: number, sortKey: SQL) => {
    const keys = terms.map((_, i) => sql.identifier(`k${i}`));
    const ids = sql`select ${sql.identifier('id')} from (select ${table.id} as ${sql.identifier('id')}, ${sql.join(
      terms.map((term, i) => sql`${term.value} as ${keys[i]}`),
      sql`, `,
    )} from ${table} where ${where ?? sql`true`} offset 0) as ${sql.identifier('matched')} order by ${sql.join(
      terms.map((term, i) => sql`${keys[i]} ${term.ascending ? sql`asc` : sql`desc`}`),
      sql`, `,
    )} limit ${take} offset ${skip}`;
    return rowsOfIds(ids, orderBy, sortKey);
  };
  /** Seeks through each part of the cursor's condition in turn until the page is full. */
  const sought = async (read: (where: SQL | undefined, take: number) => Promise<Record<string, unknown>[]>, where: SQL | undefined, seek: SQL[], limit: number) => {
    const rows: Record<string, unknown>[] = [];
    for (const part of seek) {
      if (rows.length === limit) break;
      rows.push(...(await read(and(where, part), limit - rows.length)));
    }
    return rows;
  };

  const readPage = async (request: FastifyRequest, wire: z.infer<typeof ZListQuery>): Promise<TPage> => {
    const scope = scopeOf(request);
    const query = parseListWire(resource, wire, wireOptions);
    const { where, orderBy, reverse, seek, terms, sortMatchesUpTo } = listSql(entry, query, scope);
    const { offset, limit } = query;
    const sortKey = sortKeyOf(entry, query.sort.field);
    const countRows = () => listTotal(app.db, table, where);
    // Counted once per request, whichever step asks first.
    let counting: Promise<TTotal> | undefined;
    const total = () => (counting ??= cached ? totals.get(`${scope.key} ${query.filterKey}`, countRows) : countRows());
    let rows: Record<string, unknown>[];
    let counted: TTotal;
    if (sortMatchesUpTo > 0 && (counted = await total()).kind === 'exact' && counted.count <= sortMatchesUpTo) {
      // Few matches: read first, then sorted, the cursor's page as any other.
      rows = seek
        ? await sought((part, take) => sortedMatches(part, terms, orderBy, take, 0, sortKey), where, seek, limit)
        : await sortedMatches(where, terms, orderBy, limit, offset, sortKey);
    } else if (seek) {
      // Paging forward from the page the client holds: sought through the (sort, id) index, however deep.
      rows = await sought((part, take) => rowsOf(part, orderBy, orderBy, take, 0, sortKey), where, seek, limit);
      counted = await total();
      if (counted.kind !== 'exact' && rows.length === limit && offset + limit >= counted.count) counted = { count: offset + limit + 1, kind: 'at-least' };
    } else if (offset === 0) {
      // The first page needs no total to be read; a page that is not full is the whole list.
      rows = await rowsOf(where, orderBy, orderBy, limit, 0, sortKey);
      counted = rows.length < limit ? { count: rows.length, kind: 'exact' } : await total();
    } else {
      counted = await total();
      // A page past the middle of an exact total is read from the end, so that no request walks more than half the list.
      const fromEnd = counted.kind === 'exact' && offset > counted.count / 2 && offset < counted.count;
      const take = fromEnd ? Math.min(limit, counted.count - offset) : limit;
      rows = await rowsOf(where, fromEnd ? reverse : orderBy, orderBy, take, fromEnd ? counted.count - offset - take : offset, sortKey);
      // Past the end of a capped total, the rows read say there is more.
      if (counted.kind !== 'exact' && rows.length === limit && offset + limit >= counted.count) counted = { count: offset + limit + 1, kind: 'at-least' };
    }
    const last = rows.at(-1);
    // The next page may be sought from where this one ends.
    const next = last && rows.length === limit ? encodeCursor(last[SORT_KEY], last.id as number, offset + limit) : undefined;
    // Personal fields this caller may not read whole are masked before the page is written.
    for (const field of maskedFields(resource, request)) {
      const key = toSnake(field);
      const { type } = resource.fields[field]!;
      for (const row of rows) if (key in row) row[key] = maskValue(row[key], type);
    }
    return { body: json.stringify(rows), ...contentRange(name, offset, rows.length, counted), ...(next ? { next } : {}) };
  };

  const permission = hooks.alsoPermitted?.length ? [`list-${name}`, ...hooks.alsoPermitted] : `list-${name}`;
  // Callers who read personal fields masked and those who do not are answered different pages.
  const keyOf = (request: FastifyRequest) => `${scopeOf(request).key} ${maskedFields(resource, request).join(',')} ${request.url}`;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/v1/admin/${name}`,
    {
      schema: { tags: [name], summary: `List ${name}`, ...(hooks.description ? { description: hooks.description } : {}), querystring: ZListQuery },
      config: { permission },
      // A page kept for this very URL and scope was read from a valid query: it is sent before validating it again.
      preValidation: (request, reply, done) => {
        const kept = cached ? pages.peek(keyOf(request)) : undefined;
        if (kept) return void sendPage(reply, kept);
        done();
      },
    },
    async (request, reply) => sendPage(reply, cached ? await pages.get(keyOf(request), () => readPage(request, request.query)) : await readPage(request, request.query)),
  );
};
