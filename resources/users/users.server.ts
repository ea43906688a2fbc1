/**
 * What users add on the server: their current subscription as computed fields (empty until the
 * commerce area gives them subscriptions), and the enable and disable actions.
 */
import { sql } from 'drizzle-orm';
import { defineServerSide, type TServerExtension } from '../../server/crud/resource.ts';

/** A disabled user comes back as what their e-mail says they are. */
const enable: NonNullable<TServerExtension['actions']>[string] = async ({ row }) => ({
  status: row.status !== 'disabled' ? row.status : row.emailVerifiedAt ? 'active' : 'unverified',
});

export const server = defineServerSide({
  extend: () => ({
    computed: {
      name: (table) => sql`nullif(concat_ws(' ', ${sql.identifier(table)}.first_name, ${sql.identifier(table)}.last_name), '')`,
      plan: () => sql`null::varchar`,
      startDate: () => sql`null::timestamptz`,
      endDate: () => sql`null::timestamptz`,
      isSubscribed: () => sql`false`,
    },
    actions: {
      enable,
      disable: async () => ({ status: 'disabled' }),
    },
  }),
});
