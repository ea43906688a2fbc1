/**
 * What payout reports add on the server: their figures, computed once when a report is created
 * from the orders of its setting, in one SQL aggregate on integers of minor units; and the
 * difference to the statement, read from the row.
 *
 * The period is [periodStart 00:00 UTC, periodEnd + 1 day 00:00 UTC). Over the setting's orders
 * with a payment (`paid_at` set), leaving out voided ones (a void takes the payment back before it
 * settles: no money, no fees):
 *
 *   paid in the period:   grossSales      = Σ amount
 *                         refunds         = Σ refunded_amount of orders not charged back
 *                         chargebacks     = Σ amount of orders charged back
 *                         transactionFees = Σ transaction_fee
 *                         settlementFees  = Σ settlement_fee
 *                         reserveWithheld = Σ reserve_fee
 *   hold ending in it:    reserveReleased = Σ reserve_fee of orders paid in
 *                         [periodStart − reserveHoldDays, periodEnd + 1 day − reserveHoldDays)
 *   netPayout  = grossSales − refunds − chargebacks − transactionFees − settlementFees − reserveWithheld + reserveReleased
 *   difference = statementAmount − netPayout (none while the statement is not typed)
 *
 * Refunds and chargebacks count against the period their order was paid in, as the orders
 * stand when the report is created, and the hold is the setting's when the report is created;
 * docs/payments.md says the same for finance.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { defineServerSide } from '../../server/crud/resource.ts';
import { unprocessable } from '../../server/lib/errors.ts';
import { orders } from '../orders/schema.ts';
import { segpays } from '../segpays/schema.ts';

const DAY_MS = 86_400_000;
const FIGURES = ['grossSales', 'refunds', 'chargebacks', 'transactionFees', 'settlementFees', 'reserveWithheld', 'reserveReleased'] as const;

export const server = defineServerSide({
  extend: (_entry, find) => ({
    computed: {
      difference: (table) => sql`(${sql.identifier(table)}.statement_amount - ${sql.identifier(table)}.net_payout)`,
      period: (table) => sql`(${sql.identifier(table)}.period_start::text || ' – ' || ${sql.identifier(table)}.period_end::text)`,
    },
    // On a create, the figures are written into the row about to be inserted; an update changes none of them.
    beforeWrite: async (tx, _request, values, id) => {
      if (id !== undefined) return;
      const start = Date.parse(`${String(values.periodStart)}T00:00:00Z`);
      const end = Date.parse(`${String(values.periodEnd)}T00:00:00Z`) + DAY_MS;
      if (end <= start) throw unprocessable({ periodEnd: ['resources.segpay-payout-reports.validation.end_before_start'] });
      const settings = find(segpays).table;
      const [setting] = await tx
        .select({ currency: settings.currency, reserveHoldDays: settings.reserveHoldDays })
        .from(settings)
        .where(eq(settings.id, values.segpay as number));
      if (!setting) throw unprocessable({ segpay: ['validation.reference'] });
      const o = find(orders).table;
      const hold = Number(setting.reserveHoldDays) * DAY_MS;
      const to = new Date(end);
      const inPeriod = sql`${o.paidAt} >= ${new Date(start).toISOString()} and ${o.paidAt} < ${to.toISOString()}`;
      const released = sql`${o.paidAt} >= ${new Date(start - hold).toISOString()} and ${o.paidAt} < ${new Date(end - hold).toISOString()}`;
      const sum = (column: typeof o.amount, where: SQL) => sql<string>`coalesce(sum(${column}) filter (where ${where}), 0)::text`;
      const [totals] = await tx
        .select({
          grossSales: sum(o.amount, inPeriod),
          refunds: sum(o.refundedAmount, sql`${inPeriod} and ${o.status} <> 'charged_back'`),
          chargebacks: sum(o.amount, sql`${inPeriod} and ${o.status} = 'charged_back'`),
          transactionFees: sum(o.transactionFee, inPeriod),
          settlementFees: sum(o.settlementFee, inPeriod),
          reserveWithheld: sum(o.reserveFee, inPeriod),
          reserveReleased: sum(o.reserveFee, released),
        })
        .from(o)
        // One range of paid_at holds both windows: the released one starts a hold earlier, and the hold is never negative.
        .where(and(
          eq(o.segpay, values.segpay as number),
          sql`${o.status} <> 'voided'`,
          sql`${o.paidAt} >= ${new Date(start - hold).toISOString()} and ${o.paidAt} < ${to.toISOString()}`,
        ));
      const figures = Object.fromEntries(FIGURES.map((name) => [name, Number(totals![name])])) as Record<(typeof FIGURES)[number], number>;
      Object.assign(values, figures, {
        currency: setting.currency,
        netPayout:
          figures.grossSales - figures.refunds - figures.chargebacks - figures.transactionFees - figures.settlementFees - figures.reserveWithheld + figures.reserveReleased,
      });
    },
  }),
});
