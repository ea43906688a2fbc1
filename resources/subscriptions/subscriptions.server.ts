/**
 * What subscriptions add on the server: `GET /subscriptions/channelStatistic`, per channel for a
 * period: subscriptions started in it, those current at its end, those cancelled in it, and the
 * revenue of the payments in it (net of refunds), per currency. Subscriptions themselves are only
 * written by the card processor's postbacks (orders/postback.server.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDateTime } from '../define.ts';
import { defineServerSide } from '../../server/crud/resource.ts';
import { unprocessable } from '../../server/lib/errors.ts';

const ZPeriod = z.strictObject({
  from: ZDateTime.describe('The start of the period, included'),
  to: ZDateTime.describe('The end of the period, excluded'),
});

type TRow = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: TRow[] }).rows;

const registerChannelStatistic = (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/subscriptions/channelStatistic',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Per channel (null: none) and currency, for [from, to): new subscriptions, active at the end, cancelled, revenue in minor units net of refunds',
        querystring: ZPeriod,
      },
      config: { permission: 'list-subscriptions' },
    },
    async (request) => {
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      if (to <= from) throw unprocessable({ to: ['validation.range_order'] });
      // A channel admin reads their channels' rows only (scope.ts): the rows of no channel are nobody's channel.
      const scope = request.scope;
      const mine = !scope || scope.all ? sql`true` : scope.ids.length ? sql`channel = any(${`{${scope.ids.join(',')}}`}::int[])` : sql`false`;
      const rows = rowsOf(
        await app.db.execute(sql`
          with subs as (
            select channel, currency,
              count(*) filter (where started_at >= ${from} and started_at < ${to})::int as new_subscriptions,
              count(*) filter (where started_at < ${to} and current_period_end >= ${to} and status in ('trial', 'active', 'cancelled'))::int as active_at_end,
              count(*) filter (where cancelled_at >= ${from} and cancelled_at < ${to})::int as cancelled
            from subscriptions where ${mine} group by channel, currency
          ), paid as (
            select channel, currency, sum(amount - refunded_amount)::text as revenue
            from orders where paid_at >= ${from} and paid_at < ${to} and ${mine} group by channel, currency
          )
          select coalesce(s.channel, p.channel) as channel, coalesce(s.currency, p.currency) as currency,
            coalesce(s.new_subscriptions, 0) as new_subscriptions, coalesce(s.active_at_end, 0) as active_at_end,
            coalesce(s.cancelled, 0) as cancelled, coalesce(p.revenue, '0') as revenue
          from subs s full join paid p on p.channel is not distinct from s.channel and p.currency = s.currency
          order by 1 nulls first, 2`),
      );
      return {
        data: rows
          .map((row) => ({
            channel: row.channel === null ? null : Number(row.channel),
            currency: String(row.currency),
            newSubscriptions: Number(row.new_subscriptions),
            activeAtEnd: Number(row.active_at_end),
            cancelled: Number(row.cancelled),
            revenue: Number(row.revenue),
          }))
          .filter((row) => row.newSubscriptions || row.activeAtEnd || row.cancelled || row.revenue),
      };
    },
  );
};

export const server = defineServerSide({
  extend: () => ({ routes: registerChannelStatistic }),
});
