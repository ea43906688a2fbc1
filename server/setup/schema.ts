/** Every table of the product: the system tables, the files, and those of every registry resource. */
import * as analyticsTables from '../analytics/tables.ts';
import * as fileTables from '../files/table.ts';
import { customerPasswords, linkTokens } from '../customers/tables.ts';
import { mailSecrets } from '../mail/tables.ts';
import { serverResources } from '../registry.ts';
import * as system from '../db/system.ts';

// Resources served from a system table (admins, roles, the audit log) must not declare it twice.
const systemTables = new Set<unknown>(Object.values(system));

export const schemaTables = (): Record<string, unknown> => ({
  ...system,
  ...analyticsTables,
  files: fileTables.files,
  fileBlocklist: fileTables.fileBlocklist,
  mailSecrets,
  linkTokens,
  customerPasswords,
  ...Object.fromEntries(
    serverResources()
      .filter(({ table }) => !systemTables.has(table))
      .flatMap(({ resource, table, joins, tables, searched }) => [
        [resource.name, table],
        ...(searched ? [[`${resource.name}:search`, searched]] : []),
        ...Object.entries(tables).map(([name, own]) => [`${resource.name}:${name}`, own]),
        ...Object.entries(joins).map(([field, join]) => [`${resource.name}:${field}`, join.table]),
      ]),
  ),
});
