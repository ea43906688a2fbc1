/**
 * The card processor's postbacks (notification.server.ts describes the wire): checked, stored and
 * applied in one transaction, alone or in a batch with others (`applyBatch`, docs/payments.md). The
 * event row goes in first: its unique index on (setting, transaction, kind) lets one copy through
 * and makes every other wait and find it there, so 20 parallel copies make one order. Anything
 * refused changes nothing else; the notification is stored as rejected, with its reason.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyBasisPoints } from '../money.ts';
import { PERIOD_UNITS } from '../plans/schema.ts';
import { redeemPromotion } from '../promotions/redeem.server.ts';
import { allowedIpList, segpays } from '../segpays/schema.ts';
import { ZId } from '../../server/crud/params.ts';
import type { TAnyTable } from '../../server/db/derive.ts';
import type { TDb } from '../../server/db/index.ts';
import { countAttempt } from '../../server/auth/rateLimit.ts';
import { openSecret } from '../../server/crud/secrets.ts';
import { createGroupCommit, type TGroupCommit } from '../../server/lib/groupCommit.ts';
import { isInRanges } from '../../server/lib/ipRanges.ts';
import type { TReadCache } from '../../server/lib/readCache.ts';
import { HttpError, notFound } from '../../server/lib/errors.ts';
import { CURRENT_STATUSES, type TSubscriptionStatus } from '../subscriptions/schema.ts';
import { providerEvents } from './events.server.ts';
import { SIGNATURE_HEADER, signBody, ZNotification, type TNotification } from './notification.server.ts';
import type { TOrderStatus } from './schema.ts';

/** The largest notification taken: the processor's are a few hundred bytes. */
const BODY_LIMIT = 16 * 1024;

/**
 * Notifications a minute from one address that are unsigned, badly signed or for no setting: past
 * these, that address is answered 429 (with Retry-After) without a row stored, so that guessing a
 * secret or a setting is slow and a flood cannot fill provider_events. Signed notifications are
 * never counted: the processor's own traffic has no limit here.
 */
export const REFUSED_PER_MINUTE = 20;

/**
 * Notifications applied together (server/lib/groupCommit.ts): at most this many in one
 * transaction, and this many transactions at once. A batch's statements and the tables' statement
 * triggers are paid once for the batch, so that under load a notification costs a fraction of what
 * it costs alone.
 */
const BATCH_SIZE = 100;
const BATCHES_AT_ONCE = 2;
/** How long a payment setting read for the postbacks is kept at most (any change to the settings forgets it at once). */
const SETTINGS_KEPT_MS = 60_000;
/**
 * The kinds applied in batches. A sale with a promotion code redeems it in a savepoint of its own,
 * and a refund, void or chargeback may wait for its payment: those are applied one at a time.
 */
const BATCHED: ReadonlySet<string> = new Set(['sale', 'rebill', 'cancellation', 'expiration']);

export type TPostbackTables = { orders: TAnyTable; subscriptions: TAnyTable; segpays: TAnyTable; plans: TAnyTable; users: TAnyTable };
type TRow = Record<string, unknown>;
/** What an order is paid for and by whom. */
type TPayment = { user: number; plan: number; subscription: number; amount: number; currency: string; promotion?: number | null; channel?: number | null; campaign?: number | null };
/** A notification signed, for a known setting, and well formed: what is left is to apply it. */
type TChecked = { setting: TRow; n: TNotification; raw: string; parsed: unknown; ip: string };
/** `amount`: what an applied refund, void or chargeback took back (docs/metrics.md, reversals). */
type TOutcome = { status: 'applied' | 'pending' | 'duplicate'; order?: number | null; subscription?: number | null; amount?: number | null };

const MESSAGES: Record<number, string> = { 400: 'errors.bad_request', 401: 'errors.unauthorized', 403: 'errors.forbidden', 422: 'errors.validation' };

/** A refusal stored with the notification: its status code, its reason, and the fields it names (the body as a whole when none). */
class Refused extends HttpError {
  constructor(status: number, readonly reason: string, errors?: Record<string, string[]>) {
    super(status, MESSAGES[status] ?? 'errors.bad_request', errors ?? { body: [`resources.orders.postback.${reason}`] });
  }
}
const refuse = (field: string, reason: string) => new Refused(422, reason, { [field]: [`resources.orders.postback.${reason}`] });

/** Constant time whatever the signature's length (a short one is compared with itself first). */
const signatureMatches = (secret: string, raw: string, sent: unknown): boolean => {
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(signBody(secret, raw));
  const given = Buffer.from(sent);
  const same = timingSafeEqual(expected, given.length === expected.length ? given : expected);
  return same && given.length === expected.length;
};

/** The date a period later, in UTC; a month from 31 January ends on the last day of February. */
export const addPeriod = (from: Date, count: number, unit: (typeof PERIOD_UNITS)[number]): Date => {
  const date = new Date(from.getTime());
  if (unit === 'day') date.setUTCDate(date.getUTCDate() + count);
  else if (unit === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  else {
    const months = unit === 'year' ? 12 * count : count;
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + months);
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(day, last));
  }
  return date;
};

/** The fees of a payment under a setting: each rate rounded half-up once, the fixed fee added to the transaction fee. */
export const feesOf = (amount: number, setting: TRow) => {
  const transactionFee = applyBasisPoints(amount, Number(setting.transactionFeeRate)) + Number(setting.transactionFeeFixed);
  const settlementFee = applyBasisPoints(amount, Number(setting.settlementFeeRate));
  const reserveFee = applyBasisPoints(amount, Number(setting.reserveRate));
  return { transactionFee, settlementFee, reserveFee, totalAmount: amount - transactionFee - settlementFee - reserveFee };
};

const first = async (query: Promise<TRow[]>) => (await query)[0];
/** A payment's order number, and a purchase's subscription reference: the processor's ids under their setting's. */
const orderIdOf = (setting: TRow, transactionId: string) => `SP${setting.id}-${transactionId}`;
const referenceOf = (setting: TRow, purchaseId: string) => `SP${setting.id}-${purchaseId}`;
const rowsOf = (result: unknown) => (result as { rows: TRow[] }).rows;

/** A payment setting as the postbacks read it, with its postback secret opened. */
type TSetting = { row: TRow; secret: string };

/**
 * `key`: the server's secrets key, which the payment setting's postback secret is sealed with
 * (server/crud/secrets.ts); `settings`: where the settings read are kept between notifications (a
 * cache emptied by every change to the settings), when given.
 */
export const createPostbackProcessor = (tables: TPostbackTables, key: () => Promise<Buffer>, settings?: { db: TDb; cache: TReadCache<TSetting | null> }) => {
  const { orders, subscriptions, plans, users } = tables;

  /**
   * A payment's lock, held to the end of the transaction: a sale or renewal takes it before it makes
   * its order and looks for the reversals waiting for it; a refund, void or chargeback takes it
   * before it looks for that order and, not finding it, waits. Whichever comes second sees what the
   * first committed (each later statement reads afresh), so a reversal is never left waiting for a
   * payment that has arrived. Taken in one order, so that batches do not deadlock on them.
   */
  const paymentKey = (setting: TRow, transactionId: string) => `${setting.id}:${transactionId}`;
  const lockPayments = async (tx: TDb, keys: string[]) => {
    if (!keys.length) return;
    const sorted = [...new Set(keys)].sort();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('showrunner-payment'), hashtext(k)) from unnest(${sql`array[${sql.join(sorted.map((k) => sql`${k}`), sql`, `)}]::text[]`}) with ordinality as t(k, n) order by n`);
  };

  const orderOf = (tx: TDb, setting: TRow, transactionId: string) =>
    first(tx.select().from(orders).where(eq(orders.orderId, orderIdOf(setting, transactionId))).for('update') as never);
  const subscriptionOf = (tx: TDb, setting: TRow, purchaseId: string) =>
    first(tx.select().from(subscriptions).where(eq(subscriptions.reference, referenceOf(setting, purchaseId))).for('update') as never);

  /** A payment (a sale or a renewal) as an order's values, its fees from the setting as it is now. */
  const orderValues = (setting: TRow, n: TNotification, values: TPayment) => ({
    orderId: orderIdOf(setting, n.transaction_id),
    kind: n.kind,
    segpay: setting.id,
    status: 'paid',
    paymentMethod: n.payment_method ?? 'other',
    transactionNumber: n.transaction_id,
    paidAt: new Date(n.occurred_at),
    country: n.country ?? null,
    ...values,
    ...feesOf(values.amount, setting),
  });

  const insertOrder = async (tx: TDb, setting: TRow, n: TNotification, values: TPayment) => {
    // A sale and a renewal are one payment each: a transaction number already paid under another kind is refused, not a second order.
    if (await orderOf(tx, setting, n.transaction_id)) throw refuse('transaction_id', 'transaction_exists');
    const [row] = await tx.insert(orders).values(orderValues(setting, n, values)).returning({ id: orders.id });
    return row!.id as number;
  };

  const checkCurrency = (setting: TRow, currency: string | undefined, expected: string) => {
    if (currency !== undefined && currency !== expected) throw refuse('currency', 'currency_mismatch');
    if (setting.currency !== expected) throw refuse('currency', 'currency_mismatch');
  };

  /** What a sale's notification must carry. */
  const saleFields = (n: TNotification) => {
    if (n.plan_id === undefined) throw refuse('plan_id', 'missing');
    if (n.user_id === undefined) throw refuse('user_id', 'missing');
    if (n.amount === undefined) throw refuse('amount', 'missing');
    return { planId: n.plan_id, userId: n.user_id, amount: n.amount };
  };

  /** A sale's plan and customer as found (either may be missing), checked; what the sale is then made of. */
  const saleOf = (setting: TRow, n: TNotification, plan: TRow | undefined, user: TRow | undefined) => {
    const { planId, userId, amount } = saleFields(n);
    if (!plan) throw refuse('plan_id', 'unknown_plan');
    if (!user) throw refuse('user_id', 'unknown_user');
    checkCurrency(setting, n.currency, plan.currency as string);
    // The channel the customer signed up through, unless the processor passed one on.
    const channel = n.channel ?? (user.channel as number | null) ?? null;
    // Its campaign likewise; the customer's campaign only goes with the customer's channel.
    const campaign = n.campaign ?? (channel !== null && channel === user.channel ? (user.campaign as number | null) : null) ?? null;
    const paidAt = new Date(n.occurred_at);
    const periodEnd = addPeriod(paidAt, Number(plan.initialPeriodCount), plan.initialPeriodUnit as never);
    const recurs = plan.recurringPeriodCount !== null && plan.recurringOriginalPrice !== null;
    const subscription = (promotion: number | null) => ({
      reference: referenceOf(setting, n.purchase_id),
      user: userId,
      plan: planId,
      segpay: setting.id,
      price: recurs ? Number(plan.recurringDiscountPrice ?? plan.recurringOriginalPrice) : amount,
      currency: plan.currency,
      status: n.trial ? 'trial' : 'active',
      startedAt: paidAt,
      currentPeriodEnd: periodEnd,
      nextRebillAt: recurs ? periodEnd : null,
      channel,
      campaign,
      promotion,
    });
    const payment = (subscriptionId: number, promotion: number | null): TPayment => ({
      user: userId, plan: planId, subscription: subscriptionId, amount, currency: plan.currency as string, promotion, channel, campaign,
    });
    return { subscription, payment };
  };

  const sale = async (tx: TDb, setting: TRow, n: TNotification): Promise<TOutcome> => {
    const { planId, userId } = saleFields(n);
    const plan = await first(tx.select().from(plans).where(eq(plans.id, planId)) as never);
    const user = await first(tx.select({ id: users.id, channel: users.channel, campaign: users.campaign }).from(users).where(eq(users.id, userId)) as never);
    const made = saleOf(setting, n, plan, user);
    if (await subscriptionOf(tx, setting, n.purchase_id)) throw refuse('purchase_id', 'purchase_exists');
    let promotion: number | null = null;
    if (n.promotion_code) {
      // A code the processor took but we no longer honour (used up since) leaves the payment as it was: the sale stands, unpromoted.
      try {
        promotion = await tx.transaction(async (inner) => (await redeemPromotion(inner as unknown as TDb, n.promotion_code!, planId, 'promotion_code')).promotionId);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
      }
    }
    const [subscription] = await tx.insert(subscriptions).values(made.subscription(promotion)).returning({ id: subscriptions.id });
    const order = await insertOrder(tx, setting, n, made.payment(subscription!.id as number, promotion));
    return { status: 'applied', order, subscription: subscription!.id as number };
  };

  /** What a renewal's notification must carry, and the subscription it renews, checked. */
  const renewalChecks = (setting: TRow, n: TNotification, subscription: TRow | undefined) => {
    if (n.amount === undefined) throw refuse('amount', 'missing');
    if (!subscription) throw refuse('purchase_id', 'unknown_purchase');
    checkCurrency(setting, n.currency, subscription.currency as string);
    return { amount: n.amount, subscription };
  };

  /** A renewal of a subscription under its plan: the subscription's next period, and the payment. */
  const renewalOf = (n: TNotification, amount: number, subscription: TRow, plan: TRow) => {
    const paidAt = new Date(n.occurred_at);
    const from = new Date(Math.max((subscription.currentPeriodEnd as Date).getTime(), paidAt.getTime()));
    const periodEnd = addPeriod(from, Number(plan.recurringPeriodCount ?? plan.initialPeriodCount), (plan.recurringPeriodUnit ?? plan.initialPeriodUnit) as never);
    const change = { status: 'active', currentPeriodEnd: periodEnd, nextRebillAt: periodEnd, cancelledAt: null };
    const payment: TPayment = {
      user: subscription.user as number, plan: subscription.plan as number, subscription: subscription.id as number, amount,
      currency: subscription.currency as string, channel: subscription.channel as number | null, campaign: subscription.campaign as number | null,
    };
    return { change, payment };
  };

  const rebill = async (tx: TDb, setting: TRow, n: TNotification): Promise<TOutcome> => {
    const { amount, subscription } = renewalChecks(setting, n, await subscriptionOf(tx, setting, n.purchase_id));
    const plan = (await first(tx.select().from(plans).where(eq(plans.id, subscription.plan as number)) as never))!;
    const { change, payment } = renewalOf(n, amount, subscription, plan);
    await tx.update(subscriptions).set({ ...change, updatedAt: new Date() }).where(eq(subscriptions.id, subscription.id as number));
    const order = await insertOrder(tx, setting, n, payment);
    return { status: 'applied', order, subscription: subscription.id as number };
  };

  /** A refund, void or chargeback of a payment that is here; the whole of it ends the subscription. */
  const reverse = async (tx: TDb, setting: TRow, n: TNotification, order: TRow): Promise<TOutcome> => {
    const amount = Number(order.amount);
    const already = Number(order.refundedAmount);
    let status: TOrderStatus;
    let refunded = already;
    let ends: TSubscriptionStatus | null = null;
    // A void or a chargeback takes back what no refund took before it.
    let taken = Math.max(0, amount - already);
    if (n.kind === 'refund') {
      const part = n.amount ?? amount - already;
      if (part <= 0 || already + part > amount) throw refuse('amount', 'refund_above_payment');
      if (n.currency !== undefined && n.currency !== order.currency) throw refuse('currency', 'currency_mismatch');
      refunded = already + part;
      taken = part;
      status = refunded === amount ? 'refunded' : 'partially_refunded';
      if (status === 'refunded') ends = 'refunded';
    } else if (n.kind === 'void') {
      status = 'voided';
      ends = 'refunded';
    } else {
      status = 'charged_back';
      refunded = amount;
      ends = 'charged_back';
    }
    // A refund, void or chargeback changes the order under staff: a correction based on the order before it is stale.
    await tx.update(orders).set({ status, refundedAmount: refunded, updatedAt: new Date(), version: sql`${orders.version} + 1` }).where(eq(orders.id, order.id as number));
    if (ends && order.subscription !== null) {
      await tx
        .update(subscriptions)
        .set({ status: ends, currentPeriodEnd: new Date(n.occurred_at), nextRebillAt: null, updatedAt: new Date() })
        .where(eq(subscriptions.id, order.subscription as number));
    }
    return { status: 'applied', order: order.id as number, subscription: order.subscription as number | null, amount: taken };
  };

  const reversal = async (tx: TDb, setting: TRow, n: TNotification): Promise<TOutcome> => {
    if (!n.related_transaction_id) throw refuse('related_transaction_id', 'missing');
    await lockPayments(tx, [paymentKey(setting, n.related_transaction_id)]);
    const order = await orderOf(tx, setting, n.related_transaction_id);
    // Its payment has not arrived yet: kept, and applied when it does.
    if (!order) return { status: 'pending' };
    return reverse(tx, setting, n, order);
  };

  /** The end of renewals: a cancellation keeps the period paid for; an expiration ends it. */
  const endingOf = (n: TNotification, subscription: TRow | undefined) => {
    if (!subscription) throw refuse('purchase_id', 'unknown_purchase');
    if (!CURRENT_STATUSES.includes(subscription.status as TSubscriptionStatus)) return null;
    return n.kind === 'cancellation' ? { status: 'cancelled', nextRebillAt: null, cancelledAt: new Date(n.occurred_at) } : { status: 'expired', nextRebillAt: null };
  };

  const ending = async (tx: TDb, setting: TRow, n: TNotification): Promise<TOutcome> => {
    const subscription = await subscriptionOf(tx, setting, n.purchase_id);
    const change = endingOf(n, subscription);
    if (change) await tx.update(subscriptions).set({ ...change, updatedAt: new Date() }).where(eq(subscriptions.id, subscription!.id as number));
    return { status: 'applied', subscription: subscription!.id as number };
  };

  /** An event applied, with what it made or changed. */
  const noteOutcome = (tx: TDb, event: number, outcome: TOutcome) =>
    tx.update(providerEvents).set({ status: 'applied', order: outcome.order ?? null, subscription: outcome.subscription ?? null, amount: outcome.amount ?? null, appliedAt: new Date() }).where(eq(providerEvents.id, event));

  /** The reversals that waited for this payment, applied now, in the order they came. */
  const applyWaiting = async (tx: TDb, setting: TRow, transactionId: string) => {
    const waiting = await tx
      .select()
      .from(providerEvents)
      .where(and(eq(providerEvents.segpay, setting.id as number), eq(providerEvents.relatedTransactionId, transactionId), eq(providerEvents.status, 'pending')))
      .orderBy(providerEvents.id)
      .for('update');
    for (const event of waiting) {
      const order = await orderOf(tx, setting, transactionId);
      const outcome = await reverse(tx, setting, event.payload as TNotification, order!);
      await noteOutcome(tx, event.id, outcome);
    }
  };

  const apply = async (tx: TDb, setting: TRow, n: TNotification): Promise<TOutcome> => {
    if (n.kind === 'sale' || n.kind === 'rebill') await lockPayments(tx, [paymentKey(setting, n.transaction_id)]);
    switch (n.kind) {
      case 'sale':
        return sale(tx, setting, n);
      case 'rebill':
        return rebill(tx, setting, n);
      case 'refund':
      case 'void':
      case 'chargeback':
        return reversal(tx, setting, n);
      default:
        return ending(tx, setting, n);
    }
  };

  /** A notification's event row as it is first stored: pending until it is applied. */
  const eventValues = (settingId: number, n: TNotification, raw: string, ip: string) => ({
    segpay: settingId, kind: n.kind, transactionId: n.transaction_id, relatedTransactionId: n.related_transaction_id ?? null, purchaseId: n.purchase_id,
    status: 'pending', raw, payload: n, ip, occurredAt: new Date(n.occurred_at),
  });

  /** Stores a refused notification as rejected, with its reason, and throws the refusal. */
  const rejectStored = async (db: TDb, settingId: number, raw: string, parsed: unknown, ip: string, error: Refused, n?: Partial<TNotification>): Promise<never> => {
    await db.insert(providerEvents).values({
      segpay: settingId, status: 'rejected', reason: error.reason, raw, payload: parsed === undefined ? null : (parsed as object), ip,
      kind: typeof n?.kind === 'string' ? n.kind.slice(0, 20) : null,
      transactionId: typeof n?.transaction_id === 'string' ? n.transaction_id.slice(0, 100) : null,
    });
    throw error;
  };

  /** Stores and applies one checked notification in a transaction of its own; a refusal undoes it and stores it rejected. */
  const applyOne = async (db: TDb, item: TChecked): Promise<TOutcome> => {
    const { setting, n, raw, ip } = item;
    try {
      return await db.transaction(async (raw2) => {
        const tx = raw2 as unknown as TDb;
        const [event] = await tx
          .insert(providerEvents)
          .values(eventValues(setting.id as number, n, raw, ip))
          .onConflictDoNothing({ target: [providerEvents.segpay, providerEvents.transactionId, providerEvents.kind], where: sql`status <> 'rejected'` })
          .returning({ id: providerEvents.id });
        if (!event) return { status: 'duplicate' } as TOutcome;
        const outcome = await apply(tx, setting, n);
        if (outcome.status === 'applied') {
          await noteOutcome(tx, event.id, outcome);
          if (n.kind === 'sale' || n.kind === 'rebill') await applyWaiting(tx, setting, n.transaction_id);
        }
        return outcome;
      });
    } catch (error) {
      if (error instanceof Refused) return rejectStored(db, setting.id as number, raw, item.parsed, ip, error, n);
      throw error;
    }
  };

  /**
   * Sales without a promotion code, renewals, cancellations and expirations, many in one
   * transaction (server/lib/groupCommit.ts): their events stored in one statement (the unique
   * index lets the first copy of each through, as for one); the subscriptions they name (locked, in
   * one order), the plans, the customers and the payments already made read in four; the new
   * subscriptions, the subscriptions changed, the orders and the events' outcomes written in one
   * statement each. Each notification is checked and refused exactly as alone, in the order they
   * came; a refused one is stored rejected in the same transaction, and the others stand. A second
   * notification about a purchase the batch already touches is left out of it (`undefined`), to be
   * applied on its own once the batch is committed, as it would have been had it come a moment later.
   */
  const applyBatch = (db: TDb, items: TChecked[]): Promise<(TOutcome | Error | undefined)[]> =>
    db.transaction(async (raw) => {
      const tx = raw as unknown as TDb;
      const outcomes: (TOutcome | Error | undefined)[] = new Array(items.length);
      const keyOf = (item: TChecked) => `${item.setting.id}\u0001${item.n.transaction_id}\u0001${item.n.kind}`;
      const purchaseOf = (item: TChecked) => referenceOf(item.setting, item.n.purchase_id);
      const paymentOf = (item: TChecked) => orderIdOf(item.setting, item.n.transaction_id);
      // One purchase, one notification a batch: the others wait for it to commit.
      const touched = new Set<string>();
      const taken: number[] = [];
      items.forEach((item, i) => {
        if (touched.has(purchaseOf(item))) return;
        touched.add(purchaseOf(item));
        taken.push(i);
      });
      // Stored in one order, so that two batches meet each other's rows in the same order and do not deadlock.
      const sorted = [...taken].sort((a, b) => (keyOf(items[a]!) < keyOf(items[b]!) ? -1 : keyOf(items[a]!) > keyOf(items[b]!) ? 1 : 0));
      const inserted = sorted.length
        ? await tx
            .insert(providerEvents)
            .values(sorted.map((i) => eventValues(items[i]!.setting.id as number, items[i]!.n, items[i]!.raw, items[i]!.ip)))
            .onConflictDoNothing({ target: [providerEvents.segpay, providerEvents.transactionId, providerEvents.kind], where: sql`status <> 'rejected'` })
            .returning({ id: providerEvents.id, segpay: providerEvents.segpay, transactionId: providerEvents.transactionId, kind: providerEvents.kind })
        : [];
      const events = new Map(inserted.map((row) => [`${row.segpay}\u0001${row.transactionId}\u0001${row.kind}`, row.id]));
      const owned: { i: number; event: number }[] = [];
      for (const i of taken) {
        const event = events.get(keyOf(items[i]!));
        // Stored before: changes nothing.
        if (event === undefined) outcomes[i] = { status: 'duplicate' };
        else owned.push({ i, event });
      }
      const mine = owned.map(({ i }) => items[i]!);
      await lockPayments(tx, mine.filter((item) => item.n.kind === 'sale' || item.n.kind === 'rebill').map((item) => paymentKey(item.setting, item.n.transaction_id)));
      const distinct = <T,>(values: (T | undefined)[]) => [...new Set(values.filter((v): v is T => v !== undefined))];
      const references = distinct(mine.map(purchaseOf));
      const subscriptionRows = new Map(
        (references.length ? ((await tx.select().from(subscriptions).where(inArray(subscriptions.reference, references)).orderBy(subscriptions.id).for('update')) as TRow[]) : []).map((row) => [
          row.reference as string,
          row,
        ]),
      );
      const planIds = distinct([...mine.map((item) => (item.n.kind === 'sale' ? item.n.plan_id : undefined)), ...[...subscriptionRows.values()].map((row) => row.plan as number)]);
      const userIds = distinct(mine.map((item) => (item.n.kind === 'sale' ? item.n.user_id : undefined)));
      const orderIds = distinct(mine.filter((item) => item.n.kind !== 'cancellation' && item.n.kind !== 'expiration').map(paymentOf));
      const byId = (rows: TRow[]) => new Map(rows.map((row) => [row.id as number, row]));
      const planRows = byId(planIds.length ? ((await tx.select().from(plans).where(inArray(plans.id, planIds))) as TRow[]) : []);
      const userRows = byId(userIds.length ? ((await tx.select({ id: users.id, channel: users.channel, campaign: users.campaign }).from(users).where(inArray(users.id, userIds))) as TRow[]) : []);
      const payments = new Set(orderIds.length ? ((await tx.select({ orderId: orders.orderId }).from(orders).where(inArray(orders.orderId, orderIds))) as TRow[]).map((row) => row.orderId as string) : []);

      type TSale = { kind: 'sale'; i: number; event: number; sale: ReturnType<typeof saleOf> };
      type TRenewal = { kind: 'rebill'; i: number; event: number; payment: TPayment };
      const sales: TSale[] = [];
      const renewals: TRenewal[] = [];
      const changes: { id: number; row: TRow }[] = [];
      const ended: { i: number; event: number; subscription: number }[] = [];
      const marks: SQL[] = [];
      for (const { i, event } of owned) {
        const { setting, n } = items[i]!;
        const existing = subscriptionRows.get(purchaseOf(items[i]!));
        try {
          if (n.kind === 'sale') {
            const sale = saleOf(setting, n, planRows.get(n.plan_id!), userRows.get(n.user_id!));
            if (existing) throw refuse('purchase_id', 'purchase_exists');
            if (payments.has(paymentOf(items[i]!))) throw refuse('transaction_id', 'transaction_exists');
            payments.add(paymentOf(items[i]!));
            sales.push({ kind: 'sale', i, event, sale });
          } else if (n.kind === 'rebill') {
            const { amount, subscription } = renewalChecks(setting, n, existing);
            const { change, payment } = renewalOf(n, amount, subscription, planRows.get(subscription.plan as number)!);
            if (payments.has(paymentOf(items[i]!))) throw refuse('transaction_id', 'transaction_exists');
            payments.add(paymentOf(items[i]!));
            changes.push({ id: subscription.id as number, row: { ...subscription, ...change } });
            renewals.push({ kind: 'rebill', i, event, payment });
          } else {
            const change = endingOf(n, existing);
            if (change) changes.push({ id: existing!.id as number, row: { ...existing!, ...change } });
            ended.push({ i, event, subscription: existing!.id as number });
          }
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          outcomes[i] = error;
          marks.push(sql`(${event}::int, 'rejected', ${error.reason}::varchar, null::int, null::int)`);
        }
      }
      const subscriptionIds = new Map<string, number>();
      if (sales.length) {
        const made = await tx.insert(subscriptions).values(sales.map(({ sale }) => sale.subscription(null))).returning({ id: subscriptions.id, reference: subscriptions.reference });
        for (const row of made) subscriptionIds.set(row.reference as string, row.id as number);
      }
      if (changes.length) {
        const at = (value: unknown) => (value instanceof Date ? value.toISOString() : null);
        const rows = changes.map(({ id, row }) => sql`(${id}::int, ${row.status as string}::varchar, ${at(row.currentPeriodEnd)}::timestamptz, ${at(row.nextRebillAt)}::timestamptz, ${at(row.cancelledAt)}::timestamptz)`);
        await tx.execute(sql`update subscriptions as s
          set status = v.status, current_period_end = v.current_period_end, next_rebill_at = v.next_rebill_at, cancelled_at = v.cancelled_at, updated_at = now()
          from (values ${sql.join(rows, sql`, `)}) as v(id, status, current_period_end, next_rebill_at, cancelled_at)
          where s.id = v.id`);
      }
      const paid = [
        ...sales.map(({ i, event, sale }) => ({ i, event, payment: sale.payment(subscriptionIds.get(purchaseOf(items[i]!))!, null) })),
        ...renewals.map(({ i, event, payment }) => ({ i, event, payment })),
      ];
      if (paid.length) {
        const made = await tx
          .insert(orders)
          .values(paid.map(({ i, payment }) => orderValues(items[i]!.setting, items[i]!.n, payment)))
          .returning({ id: orders.id, orderId: orders.orderId });
        const orderIdsMade = new Map(made.map((row) => [row.orderId as string, row.id as number]));
        for (const { i, event, payment } of paid) {
          const order = orderIdsMade.get(paymentOf(items[i]!))!;
          outcomes[i] = { status: 'applied', order, subscription: payment.subscription };
          marks.push(sql`(${event}::int, 'applied', null::varchar, ${order}::int, ${payment.subscription}::int)`);
        }
      }
      for (const { i, event, subscription } of ended) {
        outcomes[i] = { status: 'applied', subscription };
        marks.push(sql`(${event}::int, 'applied', null::varchar, null::int, ${subscription}::int)`);
      }
      if (marks.length) {
        // Each event marked as its notification turned out, with whether a reversal was waiting for its payment.
        const marked = rowsOf(
          await tx.execute(sql`update provider_events as e
            set status = v.status, reason = v.reason, "order" = v.order_id, subscription = v.subscription_id, applied_at = case when v.status = 'applied' then now() end
            from (values ${sql.join(marks, sql`, `)}) as v(id, status, reason, order_id, subscription_id)
            where e.id = v.id
            returning e.id, e.status, e.kind, exists(select 1 from provider_events w
              where w.status = 'pending' and w.segpay = e.segpay and w.related_transaction_id = e.transaction_id) as waiting`),
        );
        for (const row of marked) {
          if (row.status !== 'applied' || !row.waiting || (row.kind !== 'sale' && row.kind !== 'rebill')) continue;
          const { i } = owned.find((o) => o.event === Number(row.id))!;
          await applyWaiting(tx, items[i]!.setting, items[i]!.n.transaction_id);
        }
      }
      return outcomes;
    });

  /** Batches by database (an app has one; tests may build several). */
  const batches = new WeakMap<object, TGroupCommit<TChecked, TOutcome>>();
  const batchOf = (db: TDb) => {
    let batch = batches.get(db);
    if (!batch) {
      batch = createGroupCommit<TChecked, TOutcome>({ many: (items) => applyBatch(db, items), one: (item) => applyOne(db, item), maxBatch: BATCH_SIZE, maxRunning: BATCHES_AT_ONCE });
      batches.set(db, batch);
    }
    return batch;
  };

  /** Checks, stores and applies one notification; answers what became of it. */
  const process = async (db: TDb, settingId: number, raw: string, request: Pick<FastifyRequest, 'ip' | 'headers'>): Promise<TOutcome> => {
    const read = async (): Promise<TSetting | null> => {
      const row = await first(db.select().from(tables.segpays).where(eq(tables.segpays.id, settingId)) as never);
      return row ? { row, secret: openSecret(await key(), segpays, 'postbackSecret', row.postbackSecret as string) } : null;
    };
    const found = settings && settings.db === db ? await settings.cache.get(String(settingId), read) : await read();
    const setting = found?.row;
    const refusedAttempt = () => countAttempt(db, [{ key: `postback-refused:${request.ip}`, max: REFUSED_PER_MINUTE }]);
    if (!setting) {
      await refusedAttempt();
      throw notFound();
    }
    let parsed: unknown;
    const reject = (error: Refused, n?: Partial<TNotification>) => rejectStored(db, settingId, raw, parsed, request.ip, error, n);
    if (!signatureMatches(found!.secret, raw, request.headers[SIGNATURE_HEADER])) {
      await refusedAttempt();
      return reject(new Refused(401, 'bad_signature'));
    }
    const allowed = allowedIpList(setting.allowedIps as string | null);
    if (allowed.length && !isInRanges(allowed, request.ip)) return reject(new Refused(403, 'ip_not_allowed'));
    if (!setting.active) return reject(new Refused(403, 'inactive'));
    try {
      parsed = JSON.parse(raw);
    } catch {
      return reject(new Refused(400, 'malformed'));
    }
    const checked = ZNotification.safeParse(parsed);
    if (!checked.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of checked.error.issues) (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
      return reject(new Refused(422, 'invalid', errors), (parsed ?? undefined) as Partial<TNotification>);
    }
    const n = checked.data;
    const item: TChecked = { setting, n, raw, parsed, ip: request.ip };
    return BATCHED.has(n.kind) && !n.promotion_code ? batchOf(db).submit(item) : applyOne(db, item);
  };

  return { process };
};

/** `POST /api/v1/providers/segpay/{settingId}/postback`, public: the signature is the caller's credential. */
export const registerPostbackRoute = (app: FastifyInstance, tables: TPostbackTables) => {
  const processor = createPostbackProcessor(tables, () => app.twoFactor.key(), {
    db: app.db,
    cache: app.readCache<TSetting | null>(1_000, (table) => table === 'segpays', SETTINGS_KEPT_MS),
  });
  app.register(async (scope) => {
    // The signature is over the body as sent: it is kept as text, and parsed only once it is checked.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/providers/segpay/:settingId/postback',
      {
        schema: {
          tags: ['orders'],
          summary: 'The card processor\'s notification (sale, rebill, refund, void, chargeback, cancellation, expiration), signed with the setting\'s postback secret',
          description: 'Header `X-Segpay-Signature: sha256=<hex>`: HMAC-SHA256 of the raw JSON body with the postback secret. Idempotent by (setting, transaction_id, kind). See resources/orders/notification.server.ts.',
          params: z.object({ settingId: ZId }),
        },
        // The processor never reads back what it wrote: the admin screens' caches hear of it from the database.
        config: { public: true, callerReadsBack: false },
      },
      async (request, reply) => {
        const id = request.params.settingId;
        const raw = typeof request.body === 'string' ? request.body : '';
        const outcome = await processor.process(app.db, id, raw, request);
        return reply.status(outcome.status === 'pending' ? 202 : 200).send({ result: outcome.status, order: outcome.order ?? null, subscription: outcome.subscription ?? null });
      },
    );
  });
};
