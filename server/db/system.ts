/**
 * The tables every resource relies on: admins and their roles and permissions, the audit log,
 * login rate limits and the server's own settings. Columns are snake_case through the casing option.
 */
import { sql } from 'drizzle-orm';
import { searchText } from './searchText.ts';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const admins = pgTable(
  'admins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: varchar({ length: 50 }).notNull(),
    passwordHash: text().notNull(),
    name: varchar({ length: 100 }),
    phone: varchar({ length: 50 }),
    avatar: varchar({ length: 2048 }),
    status: varchar({ length: 20 }).notNull().default('enabled'),
    /** Bumped by logout, password change, disable and role change: older tokens stop working. */
    tokenVersion: integer().notNull().default(0),
    lastLoginAt: timestamp({ withTimezone: true }),
    lastLoginIp: varchar({ length: 64 }),
    /** Logs in with a TOTP code after the password (REQUIRE_2FA forces it for everyone). */
    twoFactorEnabled: boolean().notNull().default(false),
    /** AES-256-GCM sealed, never stored or sent in clear (server/auth/secretBox.ts). */
    totpSecret: text(),
    /** Set by the first accepted code: from then on the secret is never shown again. */
    totpBoundAt: timestamp({ withTimezone: true }),
    /** The 30-second step of the last accepted code: a code is accepted once. */
    totpLastStep: integer(),
    ...timestamps,
  },
  // Usernames are unique regardless of case, so that `Admin` cannot shadow `admin`.
  (t) => [
    uniqueIndex('admins_username_unique').on(sql`lower(${t.username})`),
    // The list's declared sorts and filters (resources/admins/schema.ts), each served by an index.
    index('admins_username_idx').on(t.username, t.id),
    index('admins_name_idx').on(t.name, t.id),
    index('admins_status_idx').on(t.status, t.id),
    index('admins_last_login_at_idx').on(t.lastLoginAt, t.id),
    index('admins_two_factor_enabled_idx').on(t.twoFactorEnabled, t.id),
    index('admins_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('admins_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('admins_search_trgm_idx').using('gin', sql`${searchText([t.username, t.name])} gin_trgm_ops`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 100 }).notNull().unique('roles_name_unique'),
    description: text(),
    /** The super-admin role holds every permission, new ones included, and cannot be reduced. */
    isSuper: integer().notNull().default(0),
    /**
     * Its holders see only the rows of the channels they are assigned to (a partner, an affiliate
     * manager). An admin is bound to their channels when every role they hold says so.
     */
    channelScoped: boolean().notNull().default(false),
    ...timestamps,
  },
  // The list's `q` (resources/roles/schema.ts) matches a part of the name or the description.
  (t) => [index('roles_search_trgm_idx').using('gin', sql`${searchText([t.name, t.description])} gin_trgm_ops`)],
);

export const permissions = pgTable('permissions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 100 }).notNull().unique('permissions_name_unique'),
  resource: varchar({ length: 100 }).notNull(),
  area: varchar({ length: 50 }).notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const adminRoles = pgTable(
  'admin_roles',
  {
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.roleId] }), index('admin_roles_role_idx').on(t.roleId)],
);

/** Append-only: no route updates or deletes it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer(),
    ip: varchar({ length: 64 }),
    action: varchar({ length: 50 }).notNull(),
    resource: varchar({ length: 100 }),
    recordId: varchar({ length: 100 }),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_resource_idx').on(t.resource, t.recordId),
    index('audit_log_admin_idx').on(t.adminId),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_resource_trgm_idx').using('gin', t.resource.op('gin_trgm_ops')),
  ],
);

/**
 * The short-lived proof that the password step succeeded, good only for the two 2FA calls.
 * Only its SHA-256 is kept; the row is deleted when used, so that it is single-use.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: varchar({ length: 64 }).primaryKey(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** The admin's token version when issued: a password change or a disable voids it too. */
    tokenVersion: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('login_challenges_admin_idx').on(t.adminId)],
);

/** Fixed one-minute windows of attempts per key (`user:…`, `ip:…`), shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar({ length: 200 }).primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
});

/**
 * How many rows each listed table holds (`field` and `value` empty), and how many hold each value
 * of its counted fields (an enumeration or a yes/no it is filtered by), kept by statement triggers
 * in the same transaction as the rows (rowCounts.ts), so that the total of an unfiltered list, or of
 * one filtered by such a field alone, is exact without counting. Each count is spread over slots
 * (by the writing connection) so that concurrent writers do not queue on one row; it is their sum.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: varchar({ length: 63 }).notNull(),
    field: varchar({ length: 63 }).notNull(),
    value: text().notNull(),
    slot: smallint().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.field, t.value, t.slot] })],
);

/**
 * Where each block of a kept sort order begins (positions.ts): a list of a resource declared
 * `positionsKept`, sorted by one of its fields, is cut into blocks of rows in that order, each
 * counted in `row_counts` (field `@<field>`, value the block), so that a jump to any page finds its
 * block by adding the counts before it, then walks only within the block. `kind`: 0 the block from
 * the start, 1 one from a value (`lo_value`, the field's value as text, with `lo_id`), 2 one of
 * the rows without a value from `lo_id`.
 */
export const sortBlocks = pgTable(
  'sort_blocks',
  {
    tableName: varchar({ length: 63 }).notNull(),
    field: varchar({ length: 63 }).notNull(),
    block: integer().notNull(),
    kind: smallint().notNull(),
    loValue: text(),
    loId: bigint({ mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.field, t.block] })],
);

export const systemSettings = pgTable('system_settings', {
  key: varchar({ length: 100 }).primaryKey(),
  value: text().notNull(),
});

/**
 * One row per recurring job (server/lib/jobs.ts), shared by every API instance: when it is next
 * due, so that only one instance runs each turn, and how its last run went, for the super-admin.
 */
export const jobs = pgTable('jobs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 100 }).notNull().unique(),
  everySeconds: integer().notNull(),
  nextRunAt: timestamp({ withTimezone: true }),
  /** `running`, `succeeded`, `failed`, or `stopped` (the instance shut down between items). */
  lastStatus: varchar({ length: 20 }),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastDurationMs: integer(),
  /** How many items the last run handled (videos published, uploads deleted). */
  lastItems: integer(),
  lastError: text(),
  /** Which instance (host and process) ran it last. */
  lastInstance: varchar({ length: 200 }),
  runs: integer().notNull().default(0),
  failures: integer().notNull().default(0),
  ...timestamps,
}, (t) => [
  // The super-admin's list sorts and filters by these (a handful of rows, but one rule for every list).
  index('jobs_last_status_idx').on(t.lastStatus, t.id),
  index('jobs_last_started_at_idx').on(t.lastStartedAt, t.id),
  index('jobs_next_run_at_idx').on(t.nextRunAt, t.id),
  index('jobs_failures_idx').on(t.failures, t.id),
]);

/**
 * The first answer to each `Idempotency-Key` (server/crud/idempotency.ts), per admin, shared by
 * every API instance: the unique (admin, key) is taken before the write runs, so that of two
 * requests with one key only one writes. `status` is empty while the first still runs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    key: varchar({ length: 200 }).notNull(),
    /** The method and path it was first sent to (`PUT /api/v1/admin/plans/3`). */
    route: varchar({ length: 300 }).notNull(),
    /** SHA-256 of the body as validated: a replay must send the same. */
    requestHash: varchar({ length: 64 }).notNull(),
    status: integer(),
    /** The answer's body exactly as sent. */
    response: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_admin_key_unique').on(t.adminId, t.key), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
