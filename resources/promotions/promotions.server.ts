/**
 * What promotions add on the server: their status, computed in SQL from the clock (so that lists
 * filter and sort by it and are never answered from memory); their terms and plans checked after
 * every write; and `POST /promotions/{id}/plans`, which sets the plans they apply to.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../server/crud/params.ts';
import { presentRecord } from '../../server/crud/personal.ts';
import { readRecord, writeJoins } from '../../server/crud/records.ts';
import { defineServerSide, type TServerResource } from '../../server/crud/resource.ts';
import type { TDb } from '../../server/db/index.ts';
import { audit } from '../../server/lib/audit.ts';
import { notFound, unprocessable } from '../../server/lib/errors.ts';
import { promotionErrors, type TPromotionTerms } from './rules.ts';
import { ZPromotionPlans } from './schema.ts';

const column = (table: string, name: string) => sql.raw(`"${table}"."${name}"`);

/** The status of a promotion now: off beats everything, then the dates, then the redemptions left. */
export const promotionStatusSql = (table: string) => sql`(case
  when not ${column(table, 'enabled')} then 'off'
  when now() < ${column(table, 'started_at')} then 'scheduled'
  when ${column(table, 'ended_at')} is not null and now() >= ${column(table, 'ended_at')} then 'expired'
  when ${column(table, 'times')} is not null and ${column(table, 'used')} >= ${column(table, 'times')} then 'used_up'
  else 'active' end)`;

/**
 * After every write: the terms fit together, and an amount off applies only to plans sold in its
 * currency. Read as stored, so that a change of one field is held against the others.
 */
const checkPromotion = async (tx: TDb, entry: TServerResource, plansTable: TServerResource['table'], id: number) => {
  const row = await readRecord(tx, entry, eq(entry.table.id, id));
  if (!row) return;
  const errors = promotionErrors(row as TPromotionTerms);
  const planIds = (row.plans as number[] | null) ?? [];
  if (!errors.currency && row.discountAmount !== null && planIds.length) {
    const other = await tx
      .select({ id: plansTable.id })
      .from(plansTable)
      .where(and(inArray(plansTable.id, planIds), ne(plansTable.currency, row.currency as string)))
      .limit(1);
    if (other.length) errors.plans = ['resources.promotions.validation.plan_currency'];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
};

const registerPlansRoute = (app: FastifyInstance, entry: TServerResource, plansTable: TServerResource['table']) => {
  const { resource, table } = entry;
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/v1/admin/${resource.name}/:id/plans`,
    {
      schema: {
        tags: [resource.name],
        summary: 'Set the plans a promotion applies to, replacing the ones before; answers the promotion',
        params: ZIdParams,
        body: ZPromotionPlans,
      },
      config: { permission: `edit-${resource.name}` },
    },
    async (request) => {
      const { id } = request.params;
      const after = await app.db.transaction(async (raw) => {
        const tx = raw as unknown as TDb;
        const [locked] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
        if (!locked) throw notFound();
        const before = await readRecord(tx, entry, eq(table.id, id));
        await writeJoins(tx, entry, id, { plans: request.body.plans });
        await tx.update(table).set({ updatedAt: new Date() }).where(eq(table.id, id));
        await checkPromotion(tx, entry, plansTable, id);
        const updated = await readRecord(tx, entry, eq(table.id, id));
        await audit(tx, request, { action: 'plans', resource: resource.name, recordId: id, before: { plans: before?.plans }, after: { plans: updated?.plans } });
        return updated;
      });
      return presentRecord(resource, request, after);
    },
  );
};

export const server = defineServerSide({
  extend: (entry) => {
    const plansTable = entry.joins.plans!.target;
    return {
      computed: { status: promotionStatusSql },
      readsClock: true,
      afterWrite: async (tx, _request, id) => {
        if (id !== undefined) await checkPromotion(tx, entry, plansTable, id);
      },
      routes: (app) => registerPlansRoute(app, entry, plansTable),
    };
  },
});
