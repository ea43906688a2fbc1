/** The server's view of the registry: each resource with its table (derived unless it has its own). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TResource } from '../resources/define.ts';
import { resources } from '../resources/index.ts';
import { registerAdminRoutes } from '../resources/admins/routes.ts';
import { registerAuditLogRoutes } from '../resources/audit_logs/routes.ts';
import { refuseSelfLockout } from '../resources/ipwhitelists/guard.ts';
import { registerIpWhitelistRoutes } from '../resources/ipwhitelists/routes.ts';
import { registerRoleRoutes } from '../resources/roles/routes.ts';
import { deriveTable, type TAnyTable } from './db/derive.ts';
import type { TDb } from './db/index.ts';
import { admins, auditLog, roles } from './db/system.ts';

/** Runs inside every generic write's transaction, after the write: throwing undoes it. */
export type TAfterWrite = (tx: TDb, request: FastifyRequest) => Promise<void>;

export type TServerResource = {
  resource: TResource;
  table: TAnyTable;
  /** Its own routes, registered before the generic ones: a route at the same method and URL takes over that operation. */
  routes?: (app: FastifyInstance) => void;
  afterWrite?: TAfterWrite;
};

/** Resources whose table needs more than their field declarations (relations, indexes) register it here. */
const customTables: Record<string, TAnyTable> = { admins, roles, audit_logs: auditLog };

/** What resources do beyond the generic CRUD. */
const extensions: Record<string, Pick<TServerResource, 'routes' | 'afterWrite'>> = {
  admins: { routes: registerAdminRoutes },
  roles: { routes: registerRoleRoutes },
  ipwhitelists: { routes: registerIpWhitelistRoutes, afterWrite: refuseSelfLockout },
  audit_logs: { routes: registerAuditLogRoutes },
};

const cache = new Map<TResource, TServerResource>();

export const serverResource = (resource: TResource): TServerResource => {
  let entry = cache.get(resource);
  if (!entry) {
    entry = { resource, table: customTables[resource.name] ?? deriveTable(resource), ...extensions[resource.name] };
    cache.set(resource, entry);
  }
  return entry;
};

export const serverResources = (list: readonly TResource[] = resources): TServerResource[] => list.map(serverResource);
