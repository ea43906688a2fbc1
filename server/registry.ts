/** The server's view of the registry: each resource with its tables and what the server adds to it. */
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TResource } from '../resources/define.ts';
import { resources } from '../resources/index.ts';
import { adminList, registerAdminRoutes } from '../resources/admins/routes.ts';
import { auditLogList, registerAuditLogRoutes } from '../resources/audit_logs/routes.ts';
import { refuseSelfLockout } from '../resources/ipwhitelists/guard.ts';
import { registerIpWhitelistRoutes } from '../resources/ipwhitelists/routes.ts';
import { registerRoleRoutes, roleList } from '../resources/roles/routes.ts';
import { modelsServer } from './content/models.ts';
import { postsServer } from './content/posts.ts';
import { videosServer } from './content/videos.ts';
import { bannersServer } from './home/banners.ts';
import { blocksServer } from './home/blocks.ts';
import { deriveJoinTable, deriveTable, type TAnyTable } from './db/derive.ts';
import type { TDb } from './db/index.ts';
import { admins, auditLog, roles } from './db/system.ts';
import { files } from './files/table.ts';

/** A custom action: checks the record and returns the values to write (or throws 422 with what is missing). */
export type TActionHandler = (context: {
  tx: TDb;
  row: Record<string, unknown>;
  request: FastifyRequest;
}) => Promise<Record<string, unknown>>;

/** Runs inside every generic write's transaction, after the write: throwing undoes it. `id` is the record created or updated. */
export type TAfterWrite = (tx: TDb, request: FastifyRequest, id?: number) => Promise<void>;

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

/** What an entity adds on the server to its declaration. */
export type TServerExtension = {
  /** The SQL of each computed field, given the resource's table name and the join tables of the registry. */
  computed?: Record<string, (tableName: string, joinTableOf: TJoinTableOf) => SQL>;
  actions?: Record<string, TActionHandler>;
  /** Its own routes, registered before the generic ones: a route at the same method and URL takes over that operation. */
  routes?: (app: FastifyInstance) => void;
  afterWrite?: TAfterWrite;
  list?: TListHooks;
  /** Its list reads the clock (a field computed from now()): its pages are never answered from memory. */
  readsClock?: true;
};

/** The join table of another resource's many-to-many field, as that resource declares it. */
export type TJoinTableOf = (resource: string, field: string) => TAnyTable;

export type TJoin = { table: TAnyTable; target: TAnyTable; targetName: string; targetTitle: string };

export type TServerResource = {
  resource: TResource;
  table: TAnyTable;
  /** One join table per `references` and `gallery` field. */
  joins: Record<string, TJoin>;
  extension: TServerExtension;
  joinTableOf: TJoinTableOf;
};

/** Resources whose table needs more than their field declarations (relations, indexes) register it here. */
const customTables: Record<string, TAnyTable> = { admins, roles, audit_logs: auditLog };

const extensions: Record<string, TServerExtension> = {
  videos: videosServer,
  models: modelsServer,
  posts: postsServer,
  blocks: blocksServer,
  banners: bannersServer,
  admins: { routes: registerAdminRoutes, list: adminList },
  roles: { routes: registerRoleRoutes, list: roleList },
  ipwhitelists: { routes: registerIpWhitelistRoutes, afterWrite: refuseSelfLockout },
  audit_logs: { routes: registerAuditLogRoutes, list: auditLogList },
};

const cache = new Map<TResource, TServerResource>();

const joinTableOf: TJoinTableOf = (name, field) => {
  const owner = resources.find((r) => r.name === name);
  const join = owner && serverResource(owner).joins[field];
  if (!join) throw new Error(`${name}.${field} is not a many-to-many field of the registry`);
  return join.table;
};

export const serverResource = (resource: TResource): TServerResource => {
  let entry = cache.get(resource);
  if (!entry) {
    const table = customTables[resource.name] ?? deriveTable(resource);
    const joins: Record<string, TJoin> = {};
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.type === 'gallery') {
        joins[name] = { table: deriveJoinTable(resource, name, table, files), target: files, targetName: 'files', targetTitle: 'originalName' };
      } else if (field.type === 'references') {
        const target = resources.find((r) => r.name === field.reference);
        if (!target) throw new Error(`${resource.name}.${name} refers to ${field.reference}, which is not in the registry`);
        const targetTable = target === resource ? table : serverResource(target).table;
        joins[name] = { table: deriveJoinTable(resource, name, table, targetTable), target: targetTable, targetName: target.name, targetTitle: String(target.title) };
      }
    }
    entry = { resource, table, joins, extension: extensions[resource.name] ?? {}, joinTableOf };
    cache.set(resource, entry);
  }
  return entry;
};

export const serverResources = (list: readonly TResource[] = resources): TServerResource[] => list.map(serverResource);
