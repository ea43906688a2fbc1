/**
 * What channels add on the server: their counts, one channel per UTM identity (a duplicate is
 * refused naming the channel it collides with), archive and recover, and the nested routes of
 * their campaigns and admins (campaigns.server.ts, admins.server.ts).
 */
import { and, ne, sql, type SQL } from 'drizzle-orm';
import { defineServerSide, type TActionHandler, type TBeforeWrite, type TServerResource } from '../../server/crud/resource.ts';
import { conflict } from '../../server/lib/errors.ts';
import { users } from '../users/schema.ts';
import { registerAllocatedMembers, registerChannelAdmins } from './admins.server.ts';
import { registerCampaigns } from './campaigns.server.ts';
import { UTM_FIELDS } from './schema.ts';
import { campaigns, channelAdmins } from './tables.server.ts';

/**
 * Two channels with the same UTM values would split one link's visitors: refused with the one it
 * collides with. Values are stored normalised (schema.ts), so equal values are equal text; the
 * check holds a transaction lock, so that two parallel creates cannot both pass it.
 */
const oneChannelPerIdentity =
  (entry: TServerResource): TBeforeWrite =>
  async (tx, _request, values, id) => {
    const { table } = entry;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('channels.utm_identity'))`);
    const same: SQL[] = UTM_FIELDS.map((field) => sql`coalesce(${table[field]}, '') = ${String(values[field] ?? '')}`);
    const [other] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(...same, id === undefined ? undefined : ne(table.id, id)))
      .limit(1);
    if (other) {
      const message = `resources.channels.validation.duplicate|${other.id}`;
      throw conflict(message, { utm_source: [message] });
    }
  };

/** Archiving an archived channel (or recovering one that is not) is refused, and nothing is written. */
const archiving =
  (archived: boolean): TActionHandler =>
  async ({ row }) => {
    if (Boolean(row.archived) === archived) {
      const message = `resources.channels.errors.${archived ? 'already_archived' : 'not_archived'}`;
      throw conflict(message, { archived: [message] });
    }
    return { archived };
  };

export const server = defineServerSide({
  tables: { campaigns, channelAdmins },
  extend: (entry, find) => ({
    computed: {
      campaignsCount: (name) => sql`(select count(*)::int from ${campaigns} where ${campaigns.channelId} = ${sql.identifier(name)}.id)`,
      adminCount: (name) => sql`(select count(*)::int from ${channelAdmins} where ${channelAdmins.channelId} = ${sql.identifier(name)}.id)`,
    },
    beforeWrite: oneChannelPerIdentity(entry),
    actions: { archive: archiving(true), recover: archiving(false) },
    routes: (app) => {
      registerCampaigns(app, entry);
      registerChannelAdmins(app, entry);
      registerAllocatedMembers(app, find(users));
    },
  }),
});

