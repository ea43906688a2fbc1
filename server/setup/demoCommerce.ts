/**
 * The demo's commerce: plans in the order the sites offer them (one withdrawn), a welcome code
 * running for the monthly and yearly plans, one that has ended, a week's deal on the first site,
 * a card payment setting, and a year of its payments: orders and subscriptions made by the
 * payment simulator's signed notifications through the postback endpoint, with the rhythm of a
 * real business (more sign-ups in the winter months and at weekends), renewals, cancellations,
 * refunds and chargebacks (the customers' accounts are dated afterwards: demoSignUps.ts); then
 * the payout reports of the last three whole months, reconciled as finance would leave them.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { deals } from '../../resources/deals/schema.ts';
import { plans } from '../../resources/plans/schema.ts';
import { promotions } from '../../resources/promotions/schema.ts';
import { segpayPayoutReports } from '../../resources/segpay-payout-reports/schema.ts';
import { segpays } from '../../resources/segpays/schema.ts';
import { sites } from '../../resources/sites/schema.ts';
import { users } from '../../resources/users/schema.ts';
import { simulatePayments, type TPostbackSender, type TSimPlan } from './paymentSimulator.ts';
import { writeJoins } from '../crud/records.ts';
import { sealSecrets, secretsKey } from '../crud/secrets.ts';
import { serverResource } from '../registry.ts';
import type { TDb } from '../db/index.ts';

const DAY = 86_400_000;

const PLANS = [
  { name: 'Weekly', title: 'One week', initialPeriodCount: 1, initialPeriodUnit: 'week', initialOriginalPrice: 999, recurringPeriodCount: 1, recurringPeriodUnit: 'week', recurringOriginalPrice: 999 },
  { name: 'Monthly', title: 'One month', isBest: true, initialPeriodCount: 1, initialPeriodUnit: 'month', initialOriginalPrice: 2999, initialDiscountPrice: 1999, recurringPeriodCount: 1, recurringPeriodUnit: 'month', recurringOriginalPrice: 2999 },
  { name: 'Quarterly', title: 'Three months', downloadable: true, initialPeriodCount: 3, initialPeriodUnit: 'month', initialOriginalPrice: 7499, recurringPeriodCount: 3, recurringPeriodUnit: 'month', recurringOriginalPrice: 7499 },
  { name: 'Yearly', title: 'One year', downloadable: true, initialPeriodCount: 1, initialPeriodUnit: 'year', initialOriginalPrice: 23999, initialDiscountPrice: 19999, recurringPeriodCount: 1, recurringPeriodUnit: 'year', recurringOriginalPrice: 23999, recurringDiscountPrice: 21999 },
  { name: 'Day pass', title: 'Twenty-four hours', show: false, initialPeriodCount: 1, initialPeriodUnit: 'day', initialOriginalPrice: 499 },
];

/** How many customers subscribe over the demo's year: with renewals, about a thousand orders. */
const DEMO_SIGNUPS = 280;
const DEMO_DAYS = 365;

/** Sign-ups by month (January first): winter is the high season, early summer the low one. */
const SEASON = [1, 0.9, 0.75, 0.65, 0.55, 0.5, 0.5, 0.55, 0.65, 0.75, 0.9, 1];
/** ... and by day of the week (Sunday first): weekends are the busiest. */
const WEEK = [1, 0.7, 0.7, 0.7, 0.7, 0.8, 0.95];

/** How likely a sign-up is at an instant, from 0 to 1: its month's season times its weekday's share. */
export const demoRhythm = (time: number): number => {
  const date = new Date(time);
  return SEASON[date.getUTCMonth()]! * WEEK[date.getUTCDay()]!;
};

export const seedDemoCommerce = async (db: TDb, send: TPostbackSender): Promise<void> => {
  const planTable = serverResource(plans).table;
  const promotionEntry = serverResource(promotions);
  const sitesTable = serverResource(sites).table;
  const now = Date.now();
  // The secret is the demo's own, never printed: staff replace it by typing one.
  const secret = randomBytes(24).toString('base64url');
  const made = await db.transaction(async (raw) => {
    const tx = raw as unknown as TDb;
    const planRows = await tx
      .insert(planTable)
      .values(PLANS.map((plan, i) => ({ currency: 'USD', sort: (i + 1) * 10, segpayId: `SP-${1001 + i}`, epochId: `EP-${2001 + i}`, ...plan })))
      .returning({ id: planTable.id, name: planTable.name });
    const planId = (name: string) => planRows.find((p) => p.name === name)!.id as number;
    const codes = [
      { name: 'Welcome offer', code: 'WELCOME-20', startedAt: new Date(now - 30 * DAY), discountPercent: 2000, plans: [planId('Monthly'), planId('Yearly')] },
      { name: 'Spring sale', code: 'SPRING-5', startedAt: new Date(now - 120 * DAY), endedAt: new Date(now - 60 * DAY), times: 500, discountAmount: 500, currency: 'USD', plans: [planId('Monthly')] },
    ];
    for (const { plans: joined, ...values } of codes) {
      const [row] = await tx.insert(promotionEntry.table).values(values).returning({ id: promotionEntry.table.id });
      await writeJoins(tx, promotionEntry, row!.id as number, { plans: joined });
    }
    const [site] = await tx.select({ id: sitesTable.id }).from(sitesTable).orderBy(asc(sitesTable.id)).limit(1);
    if (!site) return undefined;
    await tx.insert(serverResource(deals).table).values({
      title: 'A week of the yearly plan at its best price', plan: planId('Yearly'), site: site.id as number, currency: 'USD', price: 17999,
      startedAt: new Date(now - DAY), endedAt: new Date(now + 6 * DAY),
    });
    const segpayTable = serverResource(segpays).table;
    const [setting] = await tx
      .insert(segpayTable)
      .values({
        name: 'Segpay main account', site: site.id as number, merchantId: '21034', packageId: '188001', currency: 'USD', postbackSecret: sealSecrets(await secretsKey(tx as never), segpays, { postbackSecret: secret }).postbackSecret,
        transactionFeeRate: 450, transactionFeeFixed: 30, settlementFeeRate: 100, reserveRate: 1000, reserveHoldDays: 180, payoutDelayDays: 7,
      })
      .returning({ id: segpayTable.id });
    return { settingId: setting!.id as number, siteId: site.id as number, welcome: codes[0]! };
  });
  if (!made) return;
  const planRows = (await db.select().from(planTable).orderBy(asc(planTable.sort))) as Record<string, unknown>[];
  const userTable = serverResource(users).table;
  // The setting's site's customers: its payments are that site's.
  const customers = (await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.site, made.siteId)).orderBy(asc(userTable.id)).limit(DEMO_SIGNUPS)).map((u) => u.id as number);
  const simPlans: TSimPlan[] = planRows
    .filter((p) => p.show)
    .map((p) => ({
      id: p.id as number, currency: p.currency as string, initialPeriodCount: p.initialPeriodCount as number, initialPeriodUnit: p.initialPeriodUnit as TSimPlan['initialPeriodUnit'],
      initialPrice: Number(p.initialDiscountPrice ?? p.initialOriginalPrice), recurringPeriodCount: p.recurringPeriodCount as number | null,
      recurringPeriodUnit: p.recurringPeriodUnit as TSimPlan['recurringPeriodUnit'], recurringPrice: p.recurringOriginalPrice === null ? null : Number(p.recurringDiscountPrice ?? p.recurringOriginalPrice),
    }));
  await simulatePayments({
    settingId: made.settingId, secret, plans: simPlans, users: customers, from: new Date(now - DEMO_DAYS * DAY), to: new Date(now), signups: DEMO_SIGNUPS, seed: 2026, rhythm: demoRhythm,
    promotions: [{ code: made.welcome.code, plans: made.welcome.plans, discountPercent: made.welcome.discountPercent ?? null, discountAmount: null }],
    // The demo's channels and their one campaign each, made next (demoChannels.ts), in this order.
    channels: [1, 2, 3], campaignsOf: { 1: [1], 2: [2], 3: [3] }, send,
  });
  await seedDemoPayoutReports(db, made.settingId, new Date(now));
};

/** What the provider's statement said of each of the last three months, oldest first: its amount against the report's net payout. */
const STATEMENTS: { shortBy: number | null; note: string | null }[] = [
  { shortBy: 0, note: null },
  { shortBy: 1250, note: 'Statement short by a chargeback fee the provider has not itemised; asked their support.' },
  // The latest month's statement has not come yet.
  { shortBy: null, note: null },
];

/**
 * The setting's payout reports of the three whole months before `now`, computed as a report
 * created by staff is (segpay-payout-reports.server.ts): one reconciled, one the statement fell
 * short of, one awaiting its statement.
 */
const seedDemoPayoutReports = async (db: TDb, segpay: number, now: Date): Promise<void> => {
  const entry = serverResource(segpayPayoutReports);
  const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as TDb;
    for (const [i, statement] of STATEMENTS.entries()) {
      const back = STATEMENTS.length - i;
      const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() - back];
      const values: Record<string, unknown> = { segpay, periodStart: day(year, month, 1), periodEnd: day(year, month + 1, 0), note: statement.note };
      await entry.extension.beforeWrite!(tx as never, undefined as never, values);
      if (statement.shortBy !== null) values.statementAmount = Number(values.netPayout) - statement.shortBy;
      await tx.insert(entry.table).values(values);
    }
  });
};
