/** Every table of the product: the system tables, the files, and those of every registry resource. */
import * as fileTables from '../files/table.ts';
import { serverResources } from '../registry.ts';
import * as system from './system.ts';

export const schemaTables = (): Record<string, unknown> => ({
  ...system,
  files: fileTables.files,
  fileBlocklist: fileTables.fileBlocklist,
  ...Object.fromEntries(
    serverResources().flatMap(({ resource, table, joins }) => [
      [resource.name, table],
      ...Object.entries(joins).map(([field, join]) => [`${resource.name}:${field}`, join.table]),
    ]),
  ),
});
