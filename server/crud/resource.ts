/**
 * The server's view of one resource, as the kernels use it: its declaration, its tables, and
 * what its folder's `<name>.server.ts` adds. The registry builds these; kernels only read them.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** The join table of another resource's many-to-many field, as that resource declares it. */
export type TJoinTableOf = (resource: string, field: string) => TAnyTable;

/** What an entity adds on the server to its declaration. */
export type TServerExtension = {
  /** The SQL of each computed field, given the resource's table name and the join tables of the registry. */
  computed?: Record<string, (tableName: string, joinTableOf: TJoinTableOf) => SQL>;
  actions?: Record<string, TActionHandler>;
  /** Its own routes, registered before the generic ones: a route at the same method and URL takes over that operation. */
  routes?: (app: FastifyInstance) => void;
  afterWrite?: TAfterWrite;
  list?: TListHooks;
  /** Its recurring jobs, run once per turn across instances by the job runner; given the app when they need its settings. */
  jobs?: TJob[] | ((app: FastifyInstance) => TJob[]);
  /** Its list reads the clock (a field computed from now()): its pages are never answered from memory. */
  readsClock?: true;
};

export type TJoin = { table: TAnyTable; target: TAnyTable; targetName: string; targetTitle: string };

export type TServerResource = {
  resource: TResource;
  table: TAnyTable;
  /** One join table per `references` and `gallery` field. */
  joins: Record<string, TJoin>;
  extension: TServerExtension;
  joinTableOf: TJoinTableOf;
};

/** Another resource's entry in the same registry (a block checks the advertisement it attaches). */
export type TFindEntry = (resource: TResource) => TServerResource;

/** What `resources/<name>/<name>.server.ts` exports as `server`; the registry finds it by its path. */
export type TServerSide = {
  /** Its table, when the field declarations do not say enough (relations, indexes). */
  table?: TAnyTable;
  /** What it adds, given its own registry entry (complete once this returns) and a way to find the others. */
  extend?: (entry: TServerResource, find: TFindEntry) => TServerExtension;
};

export const defineServerSide = (side: TServerSide): TServerSide => side;
