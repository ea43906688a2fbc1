/**
 * The payment simulator: what the card processor would send over a period, as signed
 * notifications through the real postback endpoint (resources/orders/notification.server.ts):
 * sign-ups with and without promotion codes, trials, renewals at each period's end,
 * cancellations (then the expiration at the period's end), refunds and chargebacks. Seeded: the
 * same seed and options send the same notifications. Used by `npm run simulate:payments`, the demo
 * data and the tests.
 */
import type { FastifyInstance } from 'fastify';
import { applyBasisPoints } from '../../resources/money.ts';
import { signBody, SIGNATURE_HEADER, type TNotification } from '../../resources/orders/notification.server.ts';
import { addPeriod, createPostbackProcessor } from '../../resources/orders/postback.server.ts';
import { secretsKey } from '../crud/secrets.ts';
import { orders } from '../../resources/orders/schema.ts';
import { plans } from '../../resources/plans/schema.ts';
import { segpays } from '../../resources/segpays/schema.ts';
import { subscriptions } from '../../resources/subscriptions/schema.ts';
import { users } from '../../resources/users/schema.ts';
import type { TDb } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { serverResource } from '../registry.ts';

/** Delivers one signed notification; answers the endpoint's status. */
export type TPostbackSender = (settingId: number, raw: string, signature: string) => Promise<number>;

const path = (settingId: number) => `/api/v1/providers/segpay/${settingId}/postback`;

/** Through the app in this process (`app.inject`): the whole HTTP route, without a socket. */
export const injectSender = (app: FastifyInstance): TPostbackSender => async (settingId, raw, signature) =>
  (await app.inject({ method: 'POST', url: path(settingId), headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: raw })).statusCode;

/** To a running server (`http://localhost:3000`). */
export const fetchSender = (baseUrl: string): TPostbackSender => async (settingId, raw, signature) =>
  (await fetch(new URL(path(settingId), baseUrl), { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, body: raw })).status;

/** Straight to the route's processor, signature check included, where no app runs (the seed command). */
export const directSender = (db: TDb, key?: Buffer): TPostbackSender => {
  const processor = createPostbackProcessor(
    {
      orders: serverResource(orders).table, subscriptions: serverResource(subscriptions).table, segpays: serverResource(segpays).table,
      plans: serverResource(plans).table, users: serverResource(users).table,
    },
    () => secretsKey(db, key),
  );
  return async (settingId, raw, signature) => {
    try {
      const outcome = await processor.process(db, settingId, raw, { ip: '127.0.0.1', headers: { [SIGNATURE_HEADER]: signature } });
      return outcome.status === 'pending' ? 202 : 200;
    } catch (error) {
      if (error instanceof HttpError) return error.statusCode;
      throw error;
    }
  };
};

export type TSimPlan = {
  id: number;
  currency: string;
  initialPeriodCount: number;
  initialPeriodUnit: 'day' | 'week' | 'month' | 'year';
  initialPrice: number;
  recurringPeriodCount: number | null;
  recurringPeriodUnit: 'day' | 'week' | 'month' | 'year' | null;
  recurringPrice: number | null;
};
export type TSimPromotion = { code: string; plans: number[]; discountPercent: number | null; discountAmount: number | null };

export type TSimulation = {
  settingId: number;
  secret: string;
  plans: TSimPlan[];
  users: number[];
  promotions?: TSimPromotion[];
  from: Date;
  to: Date;
  /** How many customers sign up over the period. */
  signups: number;
  seed?: number;
  /** Channels and campaigns the customers come from (plain ids); none: they come directly. */
  channels?: number[];
  campaigns?: number[];
  /** The campaigns of each channel, when they are known: a customer's campaign is then one of their channel's. */
  campaignsOf?: Record<number, number[]>;
  send: TPostbackSender;
  /** Notifications in flight at once. */
  concurrency?: number;
  /**
   * How likely a sign-up is at an instant, from 0 to 1 (a season, a day of the week); none: any
   * instant of the period alike.
   */
  rhythm?: (time: number) => number;
};

export type TSimulationResult = { sent: number; byKind: Record<string, number>; byStatus: Record<number, number> };

/** A small seeded generator (mulberry32): the same seed, the same run. */
const randomOf = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const DAY = 86_400_000;
const METHODS = ['visa', 'visa', 'visa', 'mastercard', 'mastercard', 'amex', 'discover', 'jcb'] as const;
/** Cards' billing countries, by share of customers: four in ten from the US. */
const COUNTRIES: readonly (readonly [string, number])[] = [
  ['US', 40], ['CA', 8], ['GB', 8], ['DE', 7], ['FR', 5], ['AU', 5], ['JP', 6], ['TW', 6], ['HK', 3], ['SG', 3], ['NL', 3], ['BR', 3], ['MX', 3],
];
const COUNTRY_WEIGHT = COUNTRIES.reduce((n, [, w]) => n + w, 0);

/** A customer's country: drawn from a stream of its own, so that the rest of a seeded run stays as it was. */
const countryOf = (random: () => number): string => {
  let left = random() * COUNTRY_WEIGHT;
  for (const [country, weight] of COUNTRIES) if ((left -= weight) < 0) return country;
  return COUNTRIES[0]![0];
};

/** A sign-up's instant: any of the period alike, or drawn by the rhythm (an instant is kept as often as its weight says). */
const startOf = (sim: Pick<TSimulation, 'from' | 'rhythm'>, random: () => number, span: number): number => {
  let start = sim.from.getTime() + Math.floor(random() * span);
  for (let tries = 0; sim.rhythm && tries < 100 && random() >= sim.rhythm(start); tries++) start = sim.from.getTime() + Math.floor(random() * span);
  return start;
};

/** The notifications of the period, in the order they happen. */
export const planNotifications = (sim: Omit<TSimulation, 'send' | 'secret' | 'settingId'>): TNotification[] => {
  const random = randomOf(sim.seed ?? 1);
  const countryRandom = randomOf(((sim.seed ?? 1) * 7919 + 17) >>> 0);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;
  const span = sim.to.getTime() - sim.from.getTime();
  const out: TNotification[] = [];
  const at = (time: number) => new Date(Math.floor(time / 1000) * 1000).toISOString();
  const before = (time: number) => time < sim.to.getTime();
  let serial = 0;
  const id = (prefix: string) => `${prefix}${(sim.seed ?? 1).toString(36)}-${(++serial).toString(36).padStart(5, '0')}`;
  for (let i = 0; i < sim.signups && sim.users.length && sim.plans.length; i++) {
    const plan = pick(sim.plans);
    const user = sim.users[i % sim.users.length]!;
    const start = startOf(sim, random, span);
    const purchase = id('P');
    const method = pick(METHODS);
    const channel = sim.channels?.length && chance(0.6) ? pick(sim.channels) : undefined;
    const campaignList = channel !== undefined ? (sim.campaignsOf?.[channel] ?? sim.campaigns) : undefined;
    const campaign = campaignList?.length && chance(0.5) ? pick(campaignList) : undefined;
    const offers = (sim.promotions ?? []).filter((p) => p.plans.includes(plan.id));
    const promotion = offers.length && chance(0.3) ? pick(offers) : undefined;
    const discount = promotion ? (promotion.discountAmount !== null ? Math.min(promotion.discountAmount, plan.initialPrice) : applyBasisPoints(plan.initialPrice, promotion.discountPercent ?? 0)) : 0;
    const recurs = plan.recurringPeriodCount !== null && plan.recurringPeriodUnit !== null && plan.recurringPrice !== null;
    const trial = recurs && plan.initialPeriodUnit === 'week' && chance(0.2);
    const sale = id('S');
    const common = { purchase_id: purchase, currency: plan.currency, payment_method: method, country: countryOf(countryRandom) };
    out.push({
      kind: 'sale', transaction_id: sale, occurred_at: at(start), user_id: user, plan_id: plan.id, amount: plan.initialPrice - discount,
      ...common, ...(promotion ? { promotion_code: promotion.code } : {}), ...(trial ? { trial } : {}),
      ...(channel !== undefined ? { channel } : {}), ...(campaign !== undefined ? { campaign } : {}),
    });
    // What happens to each payment: most stand; a few are refunded (some in part), fewer charged back.
    const afterPayment = (transaction: string, amount: number, paidAt: number) => {
      if (chance(0.04)) {
        const when = paidAt + Math.floor((1 + random() * 6) * DAY);
        if (before(when)) out.push({ kind: 'refund', transaction_id: id('F'), related_transaction_id: transaction, occurred_at: at(when), ...common, ...(chance(0.3) ? { amount: Math.max(1, Math.floor(amount / 2)) } : {}) });
        return 'refunded';
      }
      if (chance(0.01)) {
        const when = paidAt + Math.floor((10 + random() * 30) * DAY);
        if (before(when)) out.push({ kind: 'chargeback', transaction_id: id('C'), related_transaction_id: transaction, occurred_at: at(when), ...common });
        return 'charged_back';
      }
      return 'stands';
    };
    let fate = afterPayment(sale, plan.initialPrice - discount, start);
    let periodEnd = addPeriod(new Date(start), plan.initialPeriodCount, plan.initialPeriodUnit).getTime();
    while (recurs && fate === 'stands') {
      if (chance(0.12)) {
        // Cancelled during the period: it runs to its end, then expires.
        const when = periodEnd - Math.floor(random() * (periodEnd - start) * 0.8);
        if (before(when)) out.push({ kind: 'cancellation', transaction_id: id('X'), occurred_at: at(when), ...common });
        if (before(periodEnd)) out.push({ kind: 'expiration', transaction_id: id('E'), occurred_at: at(periodEnd), ...common });
        break;
      }
      if (!before(periodEnd)) break;
      const rebill = id('R');
      out.push({ kind: 'rebill', transaction_id: rebill, occurred_at: at(periodEnd), amount: plan.recurringPrice!, ...common });
      fate = afterPayment(rebill, plan.recurringPrice!, periodEnd);
      periodEnd = addPeriod(new Date(periodEnd), plan.recurringPeriodCount!, plan.recurringPeriodUnit!).getTime();
    }
  }
  // In time order; a reversal sent at the same second as its payment still comes after it.
  return out.map((n, i) => ({ n, i })).sort((a, b) => a.n.occurred_at.localeCompare(b.n.occurred_at) || a.i - b.i).map(({ n }) => n);
};

/** Answers a processor tries again later, as a real one does: the server was busy (503) or limited the sender (429). */
const RETRIED = new Set([429, 503]);
const RETRIES = 8;

/** One notification until it is answered for good: a busy or limiting server is tried again, waiting longer each time (up to 5 s). */
const deliver = async (sim: TSimulation, raw: string): Promise<number> => {
  for (let attempt = 0; ; attempt++) {
    const status = await sim.send(sim.settingId, raw, signBody(sim.secret, raw));
    if (!RETRIED.has(status) || attempt === RETRIES) return status;
    await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
  }
};

/** Sends the period's notifications, signed, in time order (a purchase's own in its order); answers what was sent and how it was answered. */
export const simulatePayments = async (sim: TSimulation): Promise<TSimulationResult> => {
  const notifications = planNotifications(sim);
  const result: TSimulationResult = { sent: 0, byKind: {}, byStatus: {} };
  // Parallel across purchases, in order within one: a renewal never overtakes its sign-up.
  const lanes = new Map<string, TNotification[]>();
  for (const n of notifications) {
    const lane = lanes.get(n.purchase_id) ?? [];
    lane.push(n);
    lanes.set(n.purchase_id, lane);
  }
  const queue = [...lanes.values()];
  const worker = async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift()) {
      for (const n of lane) {
        const raw = JSON.stringify(n);
        const status = await deliver(sim, raw);
        result.sent += 1;
        result.byKind[n.kind] = (result.byKind[n.kind] ?? 0) + 1;
        result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, sim.concurrency ?? 4) }, worker));
  return result;
};
