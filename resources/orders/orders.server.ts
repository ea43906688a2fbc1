/**
 * What orders add on the server: the card processor's postback that makes them (postback.server.ts),
 * the totals of a filtered list, the provider events of an order, and the one rule of an edit:
 * a change of status says why.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plans } from '../plans/schema.ts';
import { segpays } from '../segpays/schema.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { users } from '../users/schema.ts';
import { listSql } from '../../server/crud/listSql.ts';
import { parseListWire } from '../../server/crud/listWire.ts';
import { ZIdParams } from '../../server/crud/params.ts';
import { maskedFields, searchableFields } from '../../server/crud/personal.ts';
import { defineServerSide, type TAfterWrite, type TServerResource } from '../../server/crud/resource.ts';
import { scopeWhere, UNRESTRICTED } from '../../server/crud/scope.ts';
import { notFound, unprocessable } from '../../server/lib/errors.ts';
import { countMarkedRecords } from '../../server/analytics/recordCounts.ts';
import { refreshDirty } from '../../server/analytics/refresh.ts';
import { providerEvents } from './events.server.ts';
import { registerPostbackRoute } from './postback.server.ts';
import { orderDayTotals, orderMonthTotals, totalsOfRows, totalsSql } from './totals.server.ts';

/** A change of status is a correction: it needs its reason, which the audit row keeps with it. */
const statusNeedsReason: TAfterWrite = async (_tx, request, _id, before) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (before && body.status !== undefined && body.status !== before.status) {
    const reason = typeof body.statusReason === 'string' ? body.statusReason.trim() : '';
    if (!reason) throw unprocessable({ statusReason: ['resources.orders.validation.reason_required'] });
  }
};

const ZTotalsQuery = z.strictObject({ filter: z.string().max(20000).optional().describe('JSON, as the list takes it') });

/** `GET /orders/totals`: count, amounts and fees of the rows the filter selects, per currency (amounts in two currencies are never added), from the rollup where it can (totals.server.ts). */
const registerTotals = (app: FastifyInstance, entry: TServerResource) => {
  const { resource } = entry;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/orders/totals',
    {
      schema: { tags: ['orders'], summary: 'Totals of the filtered orders, per currency: count, amount, refunds, fees, net', querystring: ZTotalsQuery },
      config: { permission: 'list-orders' },
    },
    async (request) => {
      const query = parseListWire(resource, { filter: request.query.filter }, {});
      const scope = request.scope ?? UNRESTRICTED;
      const { where } = listSql(entry, query, scope, undefined, searchableFields(resource, maskedFields(resource, request)));
      const rows = await app.db.execute(totalsSql(entry, query, scope, where));
      return { data: totalsOfRows(rows) };
    },
  );
};

/** `GET /orders/{id}/events`: the processor's notifications about the order, in the order they came, without their raw bodies. */
const registerEvents = (app: FastifyInstance, entry: TServerResource) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/orders/:id/events',
    { schema: { tags: ['orders'], summary: 'The provider events of an order, oldest first', params: ZIdParams }, config: { permission: 'list-orders' } },
    async (request) => {
      const { id } = request.params;
      // Another channel's order, for a channel admin, is as missing.
      const [order] = await app.db.select({ id: entry.table.id }).from(entry.table).where(and(eq(entry.table.id, id), scopeWhere(entry, request.scope)));
      if (!order) throw notFound();
      const data = await app.db
        .select({
          id: providerEvents.id, kind: providerEvents.kind, transactionId: providerEvents.transactionId, relatedTransactionId: providerEvents.relatedTransactionId,
          status: providerEvents.status, reason: providerEvents.reason, occurredAt: providerEvents.occurredAt, receivedAt: providerEvents.receivedAt, appliedAt: providerEvents.appliedAt,
          amount: sql<number | null>`(${providerEvents.payload}->>'amount')::bigint`.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(providerEvents)
        .where(eq(providerEvents.order, id))
        .orderBy(asc(providerEvents.id));
      return { data };
    },
  );
};

export const server = defineServerSide({
  tables: { providerEvents, orderDayTotals, orderMonthTotals },
  extend: (entry, find) => ({
    afterWrite: statusNeedsReason,
    routes: (app) => {
      registerPostbackRoute(app, { orders: entry.table, subscriptions: find(subscriptions).table, segpays: find(segpays).table, plans: find(plans).table, users: find(users).table });
      registerTotals(app, entry);
      registerEvents(app, entry);
    },
    // The figures the rollups hold follow the payments within seconds (docs/metrics.md: how the rollups stay right).
    // The record calls' kept counts follow the keys the refresh and the visits make (server/analytics/recordCounts.ts).
    jobs: [
      { name: 'analytics-refresh', everySeconds: 2, run: ({ db }) => refreshDirty(db) },
      { name: 'analytics-records', everySeconds: 2, run: ({ db }) => countMarkedRecords(db) },
    ],
  }),
});
