/** What plans add on the server: prices and periods checked together after every write, and saving a dragged order. */
import { eq, sql } from 'drizzle-orm';
import { registerReorder } from '../../server/crud/reorder.ts';
import { readRecord } from '../../server/crud/records.ts';
import { defineServerSide } from '../../server/crud/resource.ts';
import { unprocessable } from '../../server/lib/errors.ts';
import { planErrors, type TPlanPrices } from './rules.ts';

export const server = defineServerSide({
  extend: (entry) => ({
    // Who has the plan now: its subscriptions in a current status (subscriptions.CURRENT_STATUSES).
    computed: {
      subscribers: (table) => sql`(select count(*)::int from subscriptions s where s.plan = ${sql.identifier(table)}.id and s.status in ('trial', 'active', 'cancelled'))`,
    },
    // Checked on the plan as stored, so that an update of one price is held against the others.
    afterWrite: async (tx, _request, id) => {
      if (id === undefined) return;
      const row = await readRecord(tx, entry, eq(entry.table.id, id));
      const errors = row ? planErrors(row as TPlanPrices) : {};
      if (Object.keys(errors).length) throw unprocessable(errors);
    },
    // Plans are offered in one order on the site: one list, no groups.
    routes: (app) => registerReorder(app, entry),
  }),
});
