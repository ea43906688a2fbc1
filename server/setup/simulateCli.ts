/**
 * `npm run simulate:payments -- [options]`: sends a period of the card processor's signed
 * notifications through the postback endpoint (paymentSimulator.ts), for the plans, active
 * promotions and customers of the configured database, under one of its payment settings.
 *
 *   --days <n>       the period: the last n days (default 30), or
 *   --from <date> --to <date>   an ISO date or instant each
 *   --signups <n>    customers signing up over the period (default 100)
 *   --seed <n>       the same seed sends the same notifications (default 1)
 *   --setting <id>   the payment setting (default: the first active one)
 *   --url <base>     a running server (http://localhost:3000); without it, an app in this process
 *   --concurrency <n> notifications in flight at once (default 4)
 */
import { parseArgs } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import { reports, resources } from '../../resources/index.ts';
import { plans } from '../../resources/plans/schema.ts';
import { promotions } from '../../resources/promotions/schema.ts';
import { segpays } from '../../resources/segpays/schema.ts';
import { users } from '../../resources/users/schema.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { serverResource } from '../registry.ts';
import { fetchSender, injectSender, simulatePayments, type TSimPlan } from './paymentSimulator.ts';
import { prepareDatabase } from './prepare.ts';
import { openSecret, secretsKey } from '../crud/secrets.ts';

const DAY = 86_400_000;
const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '30' },
    from: { type: 'string' },
    to: { type: 'string' },
    signups: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    setting: { type: 'string' },
    url: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
  },
});
const to = values.to ? new Date(values.to) : new Date();
const from = values.from ? new Date(values.from) : new Date(to.getTime() - Number(values.days) * DAY);
if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to) throw new Error('--from must be a date before --to');

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
const { jwtSecret } = await prepareDatabase(database, { resources, reports, adminPassword: config.adminPassword, jwtSecret: config.jwtSecret });
const { db } = database;
const segpayTable = serverResource(segpays).table;
const [setting] = await db
  .select()
  .from(segpayTable)
  .where(values.setting ? eq(segpayTable.id, Number(values.setting)) : eq(segpayTable.active, true))
  .orderBy(asc(segpayTable.id))
  .limit(1);
if (!setting) throw new Error('No payment setting: create one at #/orders/segpays first (or pass --setting)');
const planTable = serverResource(plans).table;
const planRows = await db.select().from(planTable).where(eq(planTable.currency, setting.currency as string));
const simPlans: TSimPlan[] = planRows.map((p) => ({
  id: p.id as number, currency: p.currency as string, initialPeriodCount: p.initialPeriodCount as number, initialPeriodUnit: p.initialPeriodUnit as TSimPlan['initialPeriodUnit'],
  initialPrice: Number(p.initialDiscountPrice ?? p.initialOriginalPrice), recurringPeriodCount: p.recurringPeriodCount as number | null,
  recurringPeriodUnit: p.recurringPeriodUnit as TSimPlan['recurringPeriodUnit'], recurringPrice: p.recurringOriginalPrice === null ? null : Number(p.recurringDiscountPrice ?? p.recurringOriginalPrice),
}));
const userTable = serverResource(users).table;
const customers = (await db.select({ id: userTable.id }).from(userTable).orderBy(asc(userTable.id)).limit(Number(values.signups))).map((u) => u.id as number);
const promotionTable = serverResource(promotions).table;
const running = (await db.execute(sql`select p.code, p.discount_percent, p.discount_amount, coalesce(array_agg(pp.target_id) filter (where pp.target_id is not null), '{}') as plans
  from ${promotionTable} p left join promotions_plans pp on pp.owner_id = p.id
  where p.enabled and p.started_at <= now() and (p.ended_at is null or p.ended_at > now()) and (p.times is null or p.used < p.times) group by p.id`)) as unknown as { rows: Record<string, unknown>[] };

const app = values.url ? undefined : await buildApp({ database, config, jwtSecret, logger: false, serveApp: false });
const started = Date.now();
const result = await simulatePayments({
  settingId: setting.id as number, secret: openSecret(await secretsKey(db), segpays, 'postbackSecret', setting.postbackSecret as string), plans: simPlans, users: customers, from, to,
  signups: Number(values.signups), seed: Number(values.seed), concurrency: Number(values.concurrency),
  promotions: running.rows.map((r) => ({ code: String(r.code), plans: (r.plans as unknown[]).map(Number), discountPercent: r.discount_percent === null ? null : Number(r.discount_percent), discountAmount: r.discount_amount === null ? null : Number(r.discount_amount) })),
  send: app ? injectSender(app) : fetchSender(values.url!),
});
const seconds = (Date.now() - started) / 1000;
console.log(`Sent ${result.sent} notifications to setting ${setting.id} in ${seconds.toFixed(1)} s (${Math.round(result.sent / seconds)}/s)`);
console.log(`By kind: ${JSON.stringify(result.byKind)}; by answer: ${JSON.stringify(result.byStatus)}`);
await app?.close();
await database.close();
