/** Every table of the product: the system tables and one per registry resource. */
import { serverResources } from '../registry.ts';
import * as system from './system.ts';

// Resources served from a system table (admins, roles, the audit log) must not declare it twice.
const systemTables = new Set<unknown>(Object.values(system));

export const schemaTables = (): Record<string, unknown> => ({
  ...system,
  ...Object.fromEntries(
    serverResources()
      .filter(({ table }) => !systemTables.has(table))
      .map(({ resource, table }) => [resource.name, table]),
  ),
});
