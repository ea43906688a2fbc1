/**
 * The one list pipeline: `GET /<resource>` for every resource, specialised by the hooks its
 * server extension declares (columns, joins, extra filters, a condition, more permissions).
 * The query is read in two steps (listWire, listSql); the page's ids come from the (sort, id)
 * index alone and only its rows are read whole; the total is counted up to a cap (listTotal).
 * Pages and totals are kept until the next change to the tables lists read (plugins/changes.ts),
 * as the JSON that was sent, keyed by the caller's scope and the URL.
 */
import { and, getTableName, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { snakeKeys } from '../lib/casing.ts';
import type { TServerResource } from './resource.ts';
import { contentRange, listTotal, type TTotal, type TTotalKind } from './listTotal.ts';
import { listSql, sortKeyOf } from './listSql.ts';
import { encodeCursor, parseListWire } from './listWire.ts';
import { ZListQuery } from './params.ts';
import { maskedFields, maskRow } from './personal.ts';
import { selection } from './records.ts';
import { UNRESTRICTED } from './scope.ts';

/** Tables no list reads but its own: sign-in traces and settings. A change to any other may show in some list. */
const UNLISTED = new Set(['audit_log', 'rate_limits', 'login_challenges', 'system_settings']);

/** The sort value of each row, read for the next page's cursor and not sent. */
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
  const columns = hooks.columns ?? selection(entry, true);
  const wireOptions = {
    extraFilters: Object.keys(hooks.filters ?? {}),
    // A table without the column (the audit log has no updated_at) cannot be sorted by it.
    hasColumn: (field: string) => Boolean(resource.fields[field]?.computed || table[field]),
  };

  const rowsOf = (where: SQL | undefined, order: SQL[], orderBy: SQL[], take: number, skip: number, sortKey: SQL) => {
    const ids = app.db.select({ id: table.id }).from(table).where(where).orderBy(...order).limit(take).offset(skip);
    let rows = app.db.select({ ...columns, [SORT_KEY]: sortKey } as never).from(table).$dynamic();
    for (const join of hooks.joins ?? []) rows = rows.leftJoin(join.table, join.on);
    return rows.where(inArray(table.id, ids)).orderBy(...orderBy) as unknown as Promise<Record<string, unknown>[]>;
  };

  const readPage = async (request: FastifyRequest, wire: z.infer<typeof ZListQuery>): Promise<TPage> => {
    const scope = scopeOf(request);
    const query = parseListWire(resource, wire, wireOptions);
    const { where, orderBy, reverse, seek } = listSql(entry, query, scope);
    const { offset, limit } = query;
    const sortKey = sortKeyOf(entry, query.sort.field);
    const countRows = () => listTotal(app.db, table, where);
    const total = () => (cached ? totals.get(`${scope.key} ${query.filterKey}`, countRows) : countRows());
    let rows: Record<string, unknown>[];
    let counted: TTotal;
    if (seek) {
      // Paging forward from the page the client holds: sought through the (sort, id) index, however deep.
      rows = await rowsOf(and(where, seek), orderBy, orderBy, limit, 0, sortKey);
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
    const masked = maskedFields(resource, request);
    for (const row of rows) {
      delete row[SORT_KEY];
      maskRow(resource, row, masked);
    }
    return { body: JSON.stringify(snakeKeys(rows)), ...contentRange(name, offset, rows.length, counted), ...(next ? { next } : {}) };
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
