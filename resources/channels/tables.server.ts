/** The tables a channel owns besides its own: its campaigns and the admins assigned to it. */
import { bigint, date, index, integer, pgTable, primaryKey, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { deriveTable } from '../../server/db/derive.ts';
import { admins } from '../../server/db/system.ts';
import { channels } from './schema.ts';

// The channels' table as the registry derives it (it has no foreign keys of its own): here to be referred to.
const channelTable = deriveTable(channels);

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer()
      .notNull()
      .references(() => channelTable.id!, { onDelete: 'cascade' }),
    name: varchar({ length: 100 }).notNull(),
    utmCampaign: varchar({ length: 200 }).notNull(),
    landingUrl: varchar({ length: 2048 }),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    currency: varchar({ length: 3 }).notNull().default('USD'),
    budget: bigint({ mode: 'number' }),
    spend: bigint({ mode: 'number' }),
    status: varchar({ length: 20 }).notNull().default('planned'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Named `<table>_<column>_unique`, so that a clash answers 409 on utm_campaign (plugins/errors.ts).
  (t) => [unique('campaigns_utm_campaign_unique').on(t.channelId, t.utmCampaign)],
);

/** Which admins are assigned to which channels: a channel-scoped admin sees these channels only. */
export const channelAdmins = pgTable(
  'channel_admins',
  {
    channelId: integer()
      .notNull()
      .references(() => channelTable.id!, { onDelete: 'cascade' }),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'channel_admins_pk', columns: [t.channelId, t.adminId] }), index('channel_admins_admin_idx').on(t.adminId, t.channelId)],
);
