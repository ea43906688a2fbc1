/** The server's view of the registry: each resource with its table (derived unless it has its own). */
import type { TResource } from '../resources/define.ts';
import { resources } from '../resources/index.ts';
import { deriveTable, type TAnyTable } from './db/derive.ts';

export type TServerResource = { resource: TResource; table: TAnyTable };

/** Resources whose table needs more than their field declarations (relations, indexes) register it here. */
const customTables: Record<string, TAnyTable> = {};

const cache = new Map<TResource, TServerResource>();

export const serverResource = (resource: TResource): TServerResource => {
  let entry = cache.get(resource);
  if (!entry) {
    entry = { resource, table: customTables[resource.name] ?? deriveTable(resource) };
    cache.set(resource, entry);
  }
  return entry;
};

export const serverResources = (list: readonly TResource[] = resources): TServerResource[] => list.map(serverResource);
