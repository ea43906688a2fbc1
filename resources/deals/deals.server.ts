/**
 * What deals add on the server: their status, computed in SQL from the clock (so that lists
 * filter and sort by it and are never answered from memory), and their dates and price checked
 * against their plan after every write.
 */
import { eq, sql } from 'drizzle-orm';
import { readRecord } from '../../server/crud/records.ts';
import { defineServerSide } from '../../server/crud/resource.ts';
import { unprocessable } from '../../server/lib/errors.ts';
import { dealErrors, type TDealPlan, type TDealTerms } from './rules.ts';
import { plans } from '../plans/schema.ts';
import { sites } from '../sites/schema.ts';

const column = (table: string, name: string) => sql.raw(`"${table}"."${name}"`);

export const server = defineServerSide({
  extend: (entry, find) => ({
    computed: {
      status: (table) => sql`(case
        when not ${column(table, 'enabled')} then 'off'
        when now() < ${column(table, 'started_at')} then 'scheduled'
        when now() >= ${column(table, 'ended_at')} then 'expired'
        else 'active' end)`,
    },
    readsClock: true,
    afterWrite: async (tx, _request, id) => {
      if (id === undefined) return;
      const row = await readRecord(tx, entry, eq(entry.table.id, id));
      if (!row) return;
      const plansTable = find(plans).table;
      const [plan] = await tx
        .select({ currency: plansTable.currency, initialOriginalPrice: plansTable.initialOriginalPrice })
        .from(plansTable)
        .where(eq(plansTable.id, row.plan as number));
      const sitesTable = find(sites).table;
      const [site] = await tx.select({ id: sitesTable.id }).from(sitesTable).where(eq(sitesTable.id, row.site as number));
      const errors = plan ? dealErrors(row as TDealTerms, plan as TDealPlan) : { plan: ['validation.reference'] };
      if (!site) errors.site = ['validation.reference'];
      if (Object.keys(errors).length) throw unprocessable(errors);
    },
  }),
});
