/**
 * What users add on the server: their current subscription as computed fields (read from their
 * subscriptions), enable and disable, the mailed links, and a
 * verification mailed to each new customer and whenever staff change a customer's e-mail address.
 */
import { eq, sql } from 'drizzle-orm';
import { defineServerSide, type TActionHandler, type TAfterWrite, type TServerResource } from '../../server/crud/resource.ts';
import type { TAnyTable } from '../../server/db/derive.ts';
import { conflict } from '../../server/lib/errors.ts';
import { transitions } from '../../server/crud/transitions.ts';
import { sites } from '../sites/schema.ts';
import { registerBatchCreate } from './batchCreate.server.ts';
import { mailLink } from './links.server.ts';
import { registerUserRoutes } from './routes.server.ts';

const refused = (action: 'enable' | 'disable') => `resources.users.errors.${action}_refused`;

/**
 * A disabled user comes back as what their e-mail says they are; any other is refused (409), as
 * the declared moves refuse (transitions.ts), whose one target this move has not.
 */
const enable: TActionHandler = async ({ row }) => {
  if (row.status !== 'disabled') throw conflict(refused('enable'), { status: [refused('enable')] });
  return { status: row.emailVerifiedAt ? 'active' : 'unverified' };
};

/**
 * A new customer is mailed a link to verify their address, as is one whose address changed, which
 * is unverified again (batch create mails its users alike, batchCreate.server.ts).
 */
const verifyNewEmail =
  (table: TAnyTable, sitesTable: TAnyTable): TAfterWrite =>
  async (tx, _request, id, before) => {
    if (id === undefined) return;
    const [user] = await tx.select().from(table).where(eq(table.id, id));
    if (!user) return;
    if (!before) return mailLink(tx, sitesTable, user as never, 'verify-email');
    if (String(user.email).toLowerCase() === String(before.email).toLowerCase()) return;
    await tx
      .update(table)
      .set({ emailVerifiedAt: null, status: user.status === 'active' ? 'unverified' : user.status })
      .where(eq(table.id, id));
    await mailLink(tx, sitesTable, user as never, 'verify-email');
  };

/** A subscription of the user in `table`'s row that they have now (subscriptions.CURRENT_STATUSES). */
const currentOf = (table: string) => sql`s.${sql.identifier('user')} = ${sql.identifier(table)}.id and s.status in ('trial', 'active', 'cancelled')`;

const usersServer = (entry: TServerResource, sitesTable: TAnyTable) => ({
  computed: {
    // A Chinese name reads family name first, without a space (陳怡君); others given name first.
    name: (table: string) => {
      const [first, last] = [sql`${sql.identifier(table)}.first_name`, sql`${sql.identifier(table)}.last_name`];
      return sql`nullif(case when concat(${last}, ${first}) ~ '[一-鿿]' then concat(${last}, ${first}) else concat_ws(' ', ${first}, ${last}) end, '')`;
    },
    // The current subscription: the latest-ending one the customer still has (a trial, an active one, a cancelled one running to its end).
    plan: (table: string) => sql`(select p.name from subscriptions s join plans p on p.id = s.plan where ${currentOf(table)} order by s.current_period_end desc, s.id desc limit 1)`,
    startDate: (table: string) => sql`(select s.started_at from subscriptions s where ${currentOf(table)} order by s.current_period_end desc, s.id desc limit 1)`,
    endDate: (table: string) => sql`(select s.current_period_end from subscriptions s where ${currentOf(table)} order by s.current_period_end desc, s.id desc limit 1)`,
    isSubscribed: (table: string) => sql`exists (select 1 from subscriptions s where ${currentOf(table)})`,
  },
  actions: {
    enable,
    // A disabled customer is refused (409), keeping the first reason in the audit log.
    ...transitions(entry.resource, { disable: { to: 'disabled', refused: refused('disable') } }),
  },
  routes: (app: Parameters<typeof registerUserRoutes>[0]) => {
    registerUserRoutes(app, entry, sitesTable);
    registerBatchCreate(app, entry, sitesTable);
  },
  afterWrite: verifyNewEmail(entry.table, sitesTable),
});

export const server = defineServerSide({ extend: (entry, find) => usersServer(entry, find(sites).table) });
