/**
 * The moderation inbox: `GET /inbox` lists the records of every resource that declares an
 * `inbox` and that the caller may list, as they await a decision (a reported comment, an open
 * ticket), oldest first, with their total (the menu's badge). The decisions are the resources'
 * own action and delete routes, which check their permissions as always. Items and counts are
 * those of the caller's scope: a channel admin's badge counts their channels' records only.
 */
import { and, asc, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './listWire.ts';
import { forbidden } from '../lib/errors.ts';
import type { TServerResource } from './resource.ts';
import { scopeWhere, type TScope } from './scope.ts';

/** As many as a list's page holds. */
export const INBOX_MAX = MAX_PAGE_SIZE;

/** A page as lists take it, `[first,last]`, of at most INBOX_MAX items; optionally one resource's items only. */
const inboxQuery = (names: [string, ...string[]]) => z.strictObject({
  resource: z.enum(names, { message: 'validation.enum' }).optional().describe('one resource’s items only'),
  range: z
    .string()
    .max(100)
    .default('[0,49]')
    .transform((raw, context) => {
      let range: unknown;
      try {
        range = JSON.parse(raw);
      } catch {
        range = undefined;
      }
      const [first, last] = Array.isArray(range) && range.length === 2 ? (range as unknown[]) : [];
      if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last) || (first as number) < 0 || (last as number) < (first as number)) {
        context.addIssue({ code: 'custom', message: 'errors.bad_request' });
        return z.NEVER;
      }
      if ((last as number) - (first as number) >= INBOX_MAX) {
        context.addIssue({ code: 'custom', message: `validation.max_items|${INBOX_MAX}` });
        return z.NEVER;
      }
      return { offset: first as number, limit: (last as number) - (first as number) + 1 };
    })
    .describe(`JSON [first,last], at most ${INBOX_MAX} items`),
});

type TItem = { resource: string; id: number; title: string | null; summary: string | null; since: Date };

/** The records awaiting a decision that the caller's scope sees (a channel admin's customers' comments). */
const awaitingWhere = (entry: TServerResource, scope: TScope | null | undefined): SQL =>
  and(...Object.entries(entry.resource.inbox!.when).map(([field, values]) => inArray(entry.table[field], [...values])), scopeWhere(entry, scope))!;

/** A resource's records awaiting a decision, oldest first, and how many there are. */
const awaiting = async (app: FastifyInstance, entry: TServerResource, scope: TScope | null | undefined, limit: number): Promise<{ items: TItem[]; total: number }> => {
  const { resource, table } = entry;
  const inbox = resource.inbox!;
  const where = awaitingWhere(entry, scope);
  const since = sql<Date>`coalesce(${table[inbox.since ?? 'createdAt']}, ${table.createdAt})`.mapWith((v: unknown) => new Date(v as string));
  const text = (field: string | undefined) => (field && table[field] ? sql<string | null>`left(${table[field]}::text, 300)` : sql<string | null>`null`);
  const [rows, [counted]] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : app.db
          .select({ id: table.id, title: text(String(resource.title)), summary: text(inbox.summary), since })
          .from(table)
          .where(where)
          .orderBy(asc(since), asc(table.id))
          .limit(limit),
    app.db.select({ n: count() }).from(table).where(where),
  ]);
  return { items: rows.map((row) => ({ resource: resource.name, ...row, id: Number(row.id) })), total: Number(counted?.n ?? 0) };
};

export const registerInbox = (app: FastifyInstance, entries: readonly TServerResource[]): void => {
  const declaring = entries.filter((entry) => entry.resource.inbox);
  if (declaring.length === 0) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/inbox',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Everything awaiting a decision in the resources the caller may list, oldest first (the page `range`), with the total and the count per resource',
        querystring: inboxQuery(declaring.map((entry) => entry.resource.name) as [string, ...string[]]),
      },
      config: { permission: declaring.map((entry) => `list-${entry.resource.name}`) },
    },
    async (request) => {
      const { range: { offset, limit }, resource } = request.query;
      const mine = declaring.filter((entry) => request.admin?.permissions.has(`list-${entry.resource.name}`));
      if (resource && !mine.some((entry) => entry.resource.name === resource)) throw forbidden();
      // One query at a time: PGlite answers one anyway, and a pool is not held by one caller. The
      // counts are of every resource the caller may list, whichever the items are of.
      const found: { name: string; items: TItem[]; total: number }[] = [];
      for (const entry of mine) {
        const isShown = !resource || entry.resource.name === resource;
        found.push({ name: entry.resource.name, ...(await awaiting(app, entry, request.scope, isShown ? offset + limit : 0)) });
      }
      const shown = found.filter(({ name }) => !resource || name === resource);
      const data = shown
        .flatMap(({ items }) => items)
        .sort((a, b) => a.since.getTime() - b.since.getTime() || a.resource.localeCompare(b.resource) || a.id - b.id)
        .slice(offset, offset + limit);
      return { data, total: shown.reduce((sum, { total }) => sum + total, 0), counts: Object.fromEntries(found.map(({ name, total }) => [name, total])) };
    },
  );
};
