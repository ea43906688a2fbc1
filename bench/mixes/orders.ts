/**
 * What finance and support staff do with the orders list at a million orders: filter by status,
 * plan, card brand, a payment date window, an amount range, one customer or a transaction number
 * (pasted whole, or its first digits), a status in a date window, or nothing; sort by payment date,
 * amount, net amount or number; mostly on the first pages. Beside each list, the totals the list
 * shows above its table (`GET /orders/totals` with the same filter). Every value carries the rows
 * it matches, counted in the database the generator filled (bench/generate.ts's
 * `generateCommerce`), as the API matches them, so that no request asks for a page past the end.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../server/db/index.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../resources/orders/schema.ts';
import { BENCH_PLANS } from '../generate.ts';
import type { TListMix, TListValue } from '../listMix.ts';
import { createRng, upTo, type TMix } from '../mix.ts';
import type { TSave } from '../session.ts';

const DAY_MS = 86_400_000;
/** How many customers and transaction numbers are drawn from the data: each a distinct filter. */
const SAMPLED = 150;

type TCounted = { filter: Record<string, unknown>; where: SQL };

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];

/**
 * Each value's rows: broad values counted together in one scan (a `count(*) filter` each), a
 * value matching a few rows (one customer, one transaction number) on its own, through its index.
 */
const counted = async (db: TDb, values: TCounted[], isNarrow = false): Promise<TListValue[]> => {
  const out: TListValue[] = [];
  if (isNarrow) {
    for (const v of values) out.push({ filter: v.filter, rows: Number(rowsOf(await db.execute(sql`select count(*)::int as n from orders where ${v.where}`))[0]!.n) });
    return out.filter((v) => v.rows > 0);
  }
  for (let i = 0; i < values.length; i += 50) {
    const part = values.slice(i, i + 50);
    const [row] = rowsOf(await db.execute(sql`select ${sql.join(part.map((v, j) => sql`count(*) filter (where ${v.where}) as ${sql.identifier(`c${j}`)}`), sql`, `)} from orders`));
    part.forEach((v, j) => out.push({ filter: v.filter, rows: Number(row![`c${j}`]) }));
  }
  return out.filter((v) => v.rows > 0);
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The mix, its filter values counted in the database as it stands (`now`: the instant the generator's payments end). */
export const ordersMix = async (db: TDb, seed: number, now: number): Promise<TListMix> => {
  const rng = createRng(seed);
  const [{ orders, users } = {}] = rowsOf(await db.execute(sql`select (select count(*) from orders)::int as orders, (select max(id) from users)::int as users`));
  const total = Number(orders);
  const month = (back: number) => {
    const d = new Date(now);
    return [Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1), Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back + 1, 1) - 1];
  };
  // Windows of payment dates: the last day, week and month, and each calendar month of the two years.
  const windows: [number, number][] = [[now - DAY_MS, now], [now - 7 * DAY_MS, now], [now - 30 * DAY_MS, now], ...Array.from({ length: 24 }, (_, i) => month(i) as [number, number])];
  const between = ([from, to]: [number, number]): TCounted => ({
    filter: { paid_at_gte: iso(from), paid_at_lte: iso(to) },
    where: sql`paid_at >= ${iso(from)} and paid_at <= ${iso(to)}`,
  });
  const amounts: [number | undefined, number | undefined][] = [[undefined, 999], [1000, 4999], [5000, 19999], [20000, undefined], [2999, 2999], [7000, 8000]];
  const sampledUsers = [...new Set(Array.from({ length: SAMPLED }, () => upTo(rng, Number(users))))];
  // Transaction numbers of orders drawn at random (by id), pasted whole or as their first six digits.
  const ids = [...new Set(Array.from({ length: SAMPLED }, () => upTo(rng, total)))];
  const numbers = rowsOf(await db.execute(sql`select transaction_number from orders where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).map((r) => String(r.transaction_number));
  const texts = [...new Set([...numbers, ...numbers.slice(0, SAMPLED / 3).map((n) => n.slice(0, 6))])];
  const recent = windows.slice(0, 3);
  const [statuses, plans, methods, dates, ranges, customers, transactions, combined] = await Promise.all([
    counted(db, ORDER_STATUSES.map((status) => ({ filter: { status }, where: sql`status = ${status}` }))),
    counted(db, BENCH_PLANS.map((_, i) => ({ filter: { plan: i + 1 }, where: sql`plan = ${i + 1}` }))),
    counted(db, PAYMENT_METHODS.map((m) => ({ filter: { payment_method: m }, where: sql`payment_method = ${m}` }))),
    counted(db, windows.map(between)),
    counted(
      db,
      amounts.map(([gte, lte]) => ({
        filter: { ...(gte === undefined ? {} : { amount_gte: gte }), ...(lte === undefined ? {} : { amount_lte: lte }) },
        where: sql`${gte === undefined ? sql`true` : sql`amount >= ${gte}`} and ${lte === undefined ? sql`true` : sql`amount <= ${lte}`}`,
      })),
    ),
    counted(db, sampledUsers.map((user) => ({ filter: { user }, where: sql`"user" = ${user}` })), true),
    counted(db, texts.map((text) => ({ filter: { transaction_number: text }, where: sql`transaction_number ilike ${`%${text}%`}` })), true),
    counted(
      db,
      ['refunded', 'charged_back', 'paid', 'failed'].flatMap((status) =>
        recent.map((w) => {
          const range = between(w);
          return { filter: { status, ...range.filter }, where: sql`status = ${status} and ${range.where}` };
        }),
      ),
    ),
  ]);
  return {
    resource: 'orders',
    pageSize: 25,
    sorts: ['paid_at', 'amount', 'total_amount', 'id'],
    kinds: [
      { name: 'status filter', share: 0.2, values: statuses },
      { name: 'plan filter', share: 0.1, values: plans },
      { name: 'payment method filter', share: 0.1, values: methods },
      { name: 'payment date range', share: 0.15, values: dates },
      { name: 'amount range', share: 0.05, values: ranges },
      { name: 'customer filter', share: 0.1, values: customers },
      { name: 'transaction number', share: 0.1, values: transactions },
      { name: 'status in a date range', share: 0.05, values: combined },
      { name: 'unfiltered', share: 0.15, values: [{ filter: {}, rows: total }] },
    ],
    pages: { near: 5, nearShare: 0.8 },
  };
};

/** The totals above the list, for the same filters in the same shares: `GET /orders/totals?filter=…`. */
export const ordersTotalsMix = (d: TListMix): TMix => ({
  name: 'orders totals',
  kinds: d.kinds.map(({ name, share, values }) => ({
    name,
    share,
    draw: (rng) => `/orders/totals?filter=${encodeURIComponent(JSON.stringify(values[Math.floor(rng() * values.length)]!.filter))}`,
  })),
});

/**
 * A colleague's status correction, as the edit screen sends it: the order read, then saved with the
 * version it was read at, its status changed (paid to failed, anything else back to paid) with the
 * reason; a different order each round.
 */
export const orderCorrection =
  (orders: number, get: (path: string) => Promise<Record<string, unknown>>) =>
  async (round: number): Promise<TSave> => {
    const path = `/orders/${1 + ((round * 7919) % orders)}`;
    const order = await get(path);
    return {
      path,
      body: { status: order.status === 'paid' ? 'failed' : 'paid', status_reason: `Corrected from the processor's statement, round ${round}`, version: order.version },
    };
  };
