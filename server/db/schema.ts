/** Every table of the product: the system tables and one per registry resource. */
import { serverResources } from '../registry.ts';
import * as system from './system.ts';

export const schemaTables = (): Record<string, unknown> => ({
  ...system,
  ...Object.fromEntries(serverResources().map(({ resource, table }) => [resource.name, table])),
});
