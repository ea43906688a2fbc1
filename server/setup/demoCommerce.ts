/**
 * The demo's commerce: plans in the order the sites offer them (one withdrawn), a welcome code
 * running for the monthly and yearly plans, one that has ended, and a week's deal on the first site.
 */
import { asc } from 'drizzle-orm';
import { deals } from '../../resources/deals/schema.ts';
import { plans } from '../../resources/plans/schema.ts';
import { promotions } from '../../resources/promotions/schema.ts';
import { sites } from '../../resources/sites/schema.ts';
import { writeJoins } from '../crud/records.ts';
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

export const seedDemoCommerce = async (db: TDb): Promise<void> => {
  const planTable = serverResource(plans).table;
  const promotionEntry = serverResource(promotions);
  const sitesTable = serverResource(sites).table;
  const now = Date.now();
  await db.transaction(async (raw) => {
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
    if (site) {
      await tx.insert(serverResource(deals).table).values({
        title: 'A week of the yearly plan at its best price', plan: planId('Yearly'), site: site.id as number, currency: 'USD', price: 17999,
        startedAt: new Date(now - DAY), endedAt: new Date(now + 6 * DAY),
      });
    }
  });
};
