/**
 * The totals of a filtered list of orders (`GET /orders/totals`), answered from a rollup rather
 * than by reading every order a broad filter selects (a million orders took seconds).
 *
 * `order_day_totals` holds the count and the sums of the orders of each UTC day of payment and
 * each value of the fields the totals' filters name most (status, kind, plan, setting, payment
 * method, currency, amount: amounts are a plan's prices, so they add few rows). Triggers of
 * `orders` keep it in the statement that changes an order, whatever the path (a postback, a
 * correction, the simulator, the demo's seeding), so that it is exact in every transaction.
 *
 * A filter of those fields is answered from the rollup for every whole day of its payment range
 * and from `orders` for the ragged ends (the instants before its first whole day and after its
 * last); any other filter (a customer, a transaction number, a search, a channel admin's scope)
 * selects few orders and is counted from `orders` alone.
 */
import { and, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import type { TServerResource } from '../../server/crud/resource.ts';
import type { TListCondition, TListQuery } from '../../server/crud/listWire.ts';
import type { TScope } from '../../server/crud/scope.ts';

/** A rollup of the orders per period of payment (UTC) and key: `day` is the period's first day, null for the orders never paid (pending, failed). */
const periodTotals = (name: string) =>
  pgTable(
    name,
    {
      day: date({ mode: 'string' }),
      status: varchar({ length: 20 }).notNull(),
      kind: varchar({ length: 10 }).notNull(),
      plan: integer().notNull(),
      segpay: integer().notNull(),
      paymentMethod: varchar({ length: 20 }).notNull(),
      currency: varchar({ length: 3 }).notNull(),
      amount: bigint({ mode: 'number' }).notNull(),
      count: bigint({ mode: 'number' }).notNull(),
      amountSum: bigint({ mode: 'number' }).notNull(),
      refundedAmount: bigint({ mode: 'number' }).notNull(),
      transactionFee: bigint({ mode: 'number' }).notNull(),
      settlementFee: bigint({ mode: 'number' }).notNull(),
      reserveFee: bigint({ mode: 'number' }).notNull(),
      totalAmount: bigint({ mode: 'number' }).notNull(),
    },
    (table) => [
      // The key the triggers add to; a period of null (never paid) is one key like any other.
      unique(`${name}_key`).on(table.day, table.status, table.kind, table.plan, table.segpay, table.paymentMethod, table.currency, table.amount).nullsNotDistinct(),
      index(`${name}_status_idx`).on(table.status, table.day),
    ],
  );

/** Per day: the whole days at the ends of a range of payment. */
export const orderDayTotals = periodTotals('order_day_totals');
/** Per month: the whole months of a range, thirty times fewer rows to add than the days (a few thousand for two years). */
export const orderMonthTotals = periodTotals('order_month_totals');
type TPeriodTotals = typeof orderDayTotals;

/** The filters the rollups hold, by the orders' field and the rollup's column. */
const DIMENSIONS = ['status', 'kind', 'plan', 'segpay', 'paymentMethod', 'amount'] as const;
const isDimension = (field: string): field is (typeof DIMENSIONS)[number] => (DIMENSIONS as readonly string[]).includes(field);

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The first instant of the month at or after `ms` (`up`), or at or before it. */
const monthOf = (ms: number, up: boolean) => {
  const at = new Date(ms);
  const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
  return up && start < ms ? Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1) : start;
};

/** The rollup's condition for one of the filter's, or undefined when the rollup cannot answer it. */
const onRollup = (r: TPeriodTotals, condition: TListCondition): SQL | undefined => {
  if (condition.kind === 'equals' && isDimension(condition.field)) return eq(r[condition.field], condition.value as never);
  if (condition.kind === 'oneOf' && isDimension(condition.field)) return inArray(r[condition.field], condition.values as never[]);
  if (condition.kind === 'bound' && condition.field === 'amount') return (condition.bound === 'gte' ? gte : lte)(r.amount, condition.value as number);
  return undefined;
};

/** The range of payment the filter asks for: the latest lower bound and the earliest upper one, as instants. */
const paidRange = (conditions: TListCondition[]) => {
  let from: number | undefined;
  let to: number | undefined;
  for (const c of conditions) {
    if (c.kind !== 'bound' || c.field !== 'paidAt') continue;
    const at = new Date(c.value as string | Date).getTime();
    if (c.bound === 'gte') from = from === undefined ? at : Math.max(from, at);
    else to = to === undefined ? at : Math.min(to, at);
  }
  return { from, to };
};

const money = ['amount', 'refundedAmount', 'transactionFee', 'settlementFee', 'reserveFee', 'totalAmount'] as const;
export type TOrderTotals = { currency: string; count: number } & Record<(typeof money)[number], number>;

/**
 * The statement of the totals: the rollup's rows of the whole days and the orders of the ragged
 * ends, summed per currency; or the orders alone when the rollup cannot answer the filter.
 * `where` is the list's condition for the whole filter (listSql), scope included.
 */
export const totalsSql = (entry: TServerResource, query: TListQuery, scope: TScope, where: SQL | undefined): SQL => {
  const { table } = entry;
  const sums = (count: SQL, amount: SQL) =>
    sql`${count} as count, ${amount} as amount, ${table.refundedAmount} as refunded_amount, ${table.transactionFee} as transaction_fee, ${table.settlementFee} as settlement_fee, ${table.reserveFee} as reserve_fee, ${table.totalAmount} as total_amount`;
  const ordersPart = (extra?: SQL) => sql`select ${table.currency} as currency, ${sums(sql`1::bigint`, sql`${table.amount}`)} from ${table} where ${and(where, extra) ?? sql`true`}`;
  const rollupConditions = (r: TPeriodTotals) => query.conditions.filter((c) => !(c.kind === 'bound' && c.field === 'paidAt')).map((c) => onRollup(r, c));
  const answerable = scope.all && !entry.extension.list?.where && rollupConditions(orderDayTotals).every((c) => c !== undefined);
  const { from, to } = paidRange(query.conditions);
  // Whole days: from the first midnight at or after the lower bound to the last midnight at or before the upper one.
  const wholeFrom = from === undefined ? undefined : Math.ceil(from / DAY) * DAY;
  const wholeTo = to === undefined ? undefined : Math.floor(to / DAY) * DAY;
  if (!answerable || (wholeFrom !== undefined && wholeTo !== undefined && wholeFrom >= wholeTo)) return summed(ordersPart());
  // Whole months within the whole days; the days before the first and after the last are read per day.
  const monthFrom = wholeFrom === undefined ? undefined : monthOf(wholeFrom, true);
  const monthTo = wholeTo === undefined ? undefined : monthOf(wholeTo, false);
  const hasMonths = monthFrom === undefined || monthTo === undefined || monthFrom < monthTo;
  /** A rollup's rows of the periods starting in [start, end), each end open when undefined; never-paid orders only when no range of payment is asked. */
  const fromRollup = (r: TPeriodTotals, start: number | undefined, end: number | undefined) => {
    const periods = [
      ...(from !== undefined || to !== undefined ? [isNotNull(r.day)] : []),
      ...(start === undefined ? [] : [gte(r.day, dayOf(start))]),
      ...(end === undefined ? [] : [lt(r.day, dayOf(end))]),
    ];
    return sql`select ${r.currency} as currency, ${r.count} as count, ${r.amountSum} as amount, ${r.refundedAmount} as refunded_amount, ${r.transactionFee} as transaction_fee, ${r.settlementFee} as settlement_fee, ${r.reserveFee} as reserve_fee, ${r.totalAmount} as total_amount from ${r} where ${and(...periods, ...(rollupConditions(r) as SQL[])) ?? sql`true`}`;
  };
  const parts = hasMonths
    ? [
        fromRollup(orderMonthTotals, monthFrom, monthTo),
        ...(wholeFrom !== undefined && wholeFrom < monthFrom! ? [fromRollup(orderDayTotals, wholeFrom, monthFrom)] : []),
        ...(wholeTo !== undefined && monthTo! < wholeTo ? [fromRollup(orderDayTotals, monthTo, wholeTo)] : []),
      ]
    : [fromRollup(orderDayTotals, wholeFrom, wholeTo)];
  // The ragged ends, each read on its own so that its range bounds the index scan: the instants before the first whole day and from the last midnight on.
  if (wholeFrom !== undefined) parts.push(ordersPart(lt(table.paidAt, new Date(wholeFrom))));
  if (wholeTo !== undefined) parts.push(ordersPart(gte(table.paidAt, new Date(wholeTo))));
  return summed(sql.join(parts, sql` union all `));
};

/** The parts' rows summed per currency. A currency whose orders all left the filter may keep rollup rows of count 0: it is not a total. */
const summed = (parts: SQL) =>
  sql`select currency, sum(count)::bigint as count, ${sql.join(
    money.map((m) => sql`coalesce(sum(${sql.identifier(toSnakeName(m))}), 0)::text as ${sql.identifier(m)}`),
    sql`, `,
  )} from (${parts}) as parts group by currency having sum(count) > 0 order by currency`;

const toSnakeName = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The rows of the totals' statement as the route answers them: sums as integers of minor units, like every amount. */
export const totalsOfRows = (result: unknown): TOrderTotals[] =>
  (result as { rows: Record<string, unknown>[] }).rows.map((row) => ({ currency: String(row.currency), count: Number(row.count), ...(Object.fromEntries(money.map((m) => [m, Number(row[m])])) as Record<(typeof money)[number], number>) }));

