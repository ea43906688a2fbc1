/**
 * The server's view of one resource, as the kernels use it: its declaration, its tables, and
 * what its folder's `<name>.server.ts` adds. The registry builds these; kernels only read them.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TResource } from '../../resources/define.ts';
import type { TAnyTable } from '../db/derive.ts';
import type { TDb } from '../db/index.ts';
import type { TJob } from '../lib/jobs.ts';

/** A custom action: checks the record and returns the values to write (or throws 422 with what is missing). */
export type TActionHandler = (context: {
  tx: TDb;
  row: Record<string, unknown>;
  request: FastifyRequest;
  /** The reason the admin gave, for an action that asks one. */
  reason?: string;
}) => Promise<Record<string, unknown>>;

/**
 * Runs inside every generic write's transaction, after the write: throwing undoes it. `id` is the
 * record created or updated; `before`, an updated record as it was (an e-mail that changed).
 */
export type TAfterWrite = (tx: TDb, request: FastifyRequest, id?: number, before?: Record<string, unknown>) => Promise<void>;

/**
 * What a list adds to the generic one, which still parses, pages, counts, caches and answers it:
 * only what differs is declared (as Directus's RolesService overrides only what differs).
 */
export type TListHooks = {
  /** The columns of a list row, in place of the declared ones (an admin's roles, a role's counts). */
  columns?: Record<string, unknown>;
  /** Tables joined to read those columns, with their condition (the audit log names the admin). */
  joins?: readonly { table: TAnyTable; on: SQL }[];
  /** Filters that are no field, by one record id, each with its condition (admins holding a role). */
  filters?: Record<string, (id: number) => SQL>;
  /** A condition every listed row meets. */
  where?: SQL;
  /** Permissions that also open the list (those who pick roles for an admin list the roles). */
  alsoPermitted?: readonly string[];
  /** What the OpenAPI document says of the list. */
  description?: string;
};

/**
 * Runs inside a generic create's or update's transaction before the write: `values` is the record
 * as it will be (for an update, the stored one with the changes), `id` the updated record's.
 * Throwing refuses the write (a duplicate named by the record it collides with). On a create,
 * `values` is the row about to be inserted: what the server computes for it (a report's figures)
 * is set there.
 */
export type TBeforeWrite = (tx: TDb, request: FastifyRequest, values: Record<string, unknown>, id?: number) => Promise<void>;

/** Values a create answers once beside the record, written by the entity in the create's transaction and never read again (a key shown once). */
export type TCreated = (tx: TDb, request: FastifyRequest, id: number) => Promise<Record<string, unknown>>;

/** Who calls the public API (`/api/v1/public`): a record found by the secret a client sends in `header`. */
export type TPublicCaller = {
  /** The request header holding the secret, lower case (`x-site-key`). */
  header: string;
  /** The caller the secret belongs to, or null when it is unknown or may not call (disabled). */
  find: (db: TDb, secret: string) => Promise<{ id: number } | null>;
};

/** What the public intake hands an entity's write: the validated body, the caller, and the stored attachment's URL. */
export type TIntakeInput = { body: Record<string, unknown>; callerId: number; attachment: string | null };

/**
 * A public route an entity declares (`POST /api/v1/public/<name>`): what a customer-facing site
 * sends, validated strictly (unknown fields refused), optionally with one attached file, written
 * in one transaction with its audit row. The route answers 201 with the new record's id.
 */
export type TIntake = {
  /** The body: a strict object of the fields a site may send. */
  body: z.ZodObject;
  /** The multipart field of an optional attached file (checked by type and size as every upload). */
  attachment?: string;
  /** Writes the record; returns its id. */
  write: (tx: TDb, input: TIntakeInput) => Promise<number>;
  /** What the OpenAPI document says of it. */
  summary?: string;
};

/** The join table of another resource's many-to-many field, as that resource declares it. */
export type TJoinTableOf = (resource: string, field: string) => TAnyTable;

/** What an entity adds on the server to its declaration. */
export type TServerExtension = {
  /** The SQL of each computed field, given the resource's table name and the join tables of the registry. */
  computed?: Record<string, (tableName: string, joinTableOf: TJoinTableOf) => SQL>;
  actions?: Record<string, TActionHandler>;
  /** Its own routes, registered before the generic ones: a route at the same method and URL takes over that operation. */
  routes?: (app: FastifyInstance) => void;
  beforeWrite?: TBeforeWrite;
  afterWrite?: TAfterWrite;
  list?: TListHooks;
  /** Its recurring jobs, run once per turn across instances by the job runner; given the app when they need its settings. */
  jobs?: TJob[] | ((app: FastifyInstance) => TJob[]);
  /** Its list reads the clock (a field computed from now()): its pages are never answered from memory. */
  readsClock?: true;
  /** What its create answers once beside the record. */
  created?: TCreated;
  /** Its records are the callers of the public API (a site, by its key). At most one resource of a registry says so. */
  publicCaller?: TPublicCaller;
  /** Its public route: records that customer-facing sites send in. */
  intake?: TIntake;
};

export type TJoin = { table: TAnyTable; target: TAnyTable; targetName: string; targetTitle: string };

export type TServerResource = {
  resource: TResource;
  table: TAnyTable;
  /** Tables of its own besides its main one (a ticket's replies, a site's keys), by name. */
  tables: Record<string, TAnyTable>;
  /** One join table per `references` and `gallery` field. */
  joins: Record<string, TJoin>;
  /** Its search's texts and sort keys, kept apart when it declares `searchKept` (derive.ts's `deriveSearchTable`). */
  searched?: TAnyTable;
  extension: TServerExtension;
  joinTableOf: TJoinTableOf;
  /** The entry of the scoped resource whose records own this one's rows, when it is scoped through a reference (a comment's user). */
  scopeOwner?: TServerResource;
};

/** Another resource's entry in the same registry (a block checks the advertisement it attaches). */
export type TFindEntry = (resource: TResource) => TServerResource;

/** What `resources/<name>/<name>.server.ts` exports as `server`; the registry finds it by its path. */
export type TServerSide = {
  /** Its table, when the field declarations do not say enough (relations, indexes). */
  table?: TAnyTable;
  /** Tables of its own besides its main one, by name: they join the migrations like every table. */
  tables?: Record<string, TAnyTable>;
  /** What it adds, given its own registry entry (complete once this returns) and a way to find the others. */
  extend?: (entry: TServerResource, find: TFindEntry) => TServerExtension;
};

export const defineServerSide = (side: TServerSide): TServerSide => side;
