/**
 * The server's view of the registry: each resource with its tables and what its folder adds.
 * An entity's server side is found by its path, `<folder>/<name>/<name>.server.ts`, as the app
 * finds `index.tsx`, and is handed its entry: no entity module imports this one. A report's query
 * is found the same way, beside its declaration.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TResource } from '../resources/define.ts';
import { reports, resources } from '../resources/index.ts';
import type { TReport } from '../resources/report.ts';
import type { TReportSide, TServerReport } from './crud/report.ts';
import type { TJoin, TJoinTableOf, TServerResource, TServerSide } from './crud/resource.ts';
import { deriveJoinTable, deriveSearchTable, deriveTable, type TAnyTable } from './db/derive.ts';
import { files } from './files/table.ts';

/** The folder of the entity folders; tests add the folder of their fixture entities. */
export const RESOURCES_DIR = fileURLToPath(new URL('../resources', import.meta.url));

export type TServerRegistry = {
  entries: TServerResource[];
  /** Each report with the query of its folder. */
  reports: TServerReport[];
  /** The entry of any resource, listed or not (a reference may lead outside a test's list). */
  entry: (resource: TResource) => TServerResource;
};

/** The `server` export of `<folder>/<name>/<name>.server.ts` in the first folder that has one. */
const findServerSide = async <T,>(name: string, folders: readonly string[], maker: string): Promise<T | undefined> => {
  const file = folders.map((folder) => join(folder, name, `${name}.server.ts`)).find(existsSync);
  if (!file) return undefined;
  const { server } = (await import(pathToFileURL(file).href)) as { server?: T };
  if (!server) throw new Error(`${file} exports no \`server\` (${maker})`);
  return server;
};

const findServerSides = async (list: readonly TResource[], folders: readonly string[]): Promise<Map<string, TServerSide>> => {
  const sides = new Map<string, TServerSide>();
  for (const { name } of list) {
    const side = await findServerSide<TServerSide>(name, folders, 'defineServerSide');
    if (side) sides.set(name, side);
  }
  return sides;
};

/** A report without a query is a mistake found at start, not at its first request. */
const findReportSides = (list: readonly TReport[], folders: readonly string[]): Promise<TServerReport[]> =>
  Promise.all(
    list.map(async (report) => {
      const side = await findServerSide<TReportSide>(report.name, folders, 'defineReportSide');
      if (!side) throw new Error(`the report ${report.name} has no ${report.name}/${report.name}.server.ts with its query`);
      return { report, ...side };
    }),
  );

type TTables = { table: TAnyTable; joins: Record<string, TJoin>; searched?: TAnyTable };

// Tables depend only on the declarations and the tables entities declare, so every registry
// shares them: a test's rows written through one are the rows the app reads through another.
const tablesCache = new Map<TResource, TTables>();

const tablesOf = (resource: TResource, list: readonly TResource[], sides: Map<string, TServerSide>): TTables => {
  const cached = tablesCache.get(resource);
  const declared = sides.get(resource.name)?.table;
  if (cached) {
    if (declared && declared !== cached.table) throw new Error(`${resource.name}'s table was read before its server side was found`);
    return cached;
  }
  const targetOf = (name: string) => {
    const target = list.find((r) => r.name === name) ?? resources.find((r) => r.name === name);
    if (!target) throw new Error(`${resource.name} refers to ${name}, which is not in the registry`);
    return tablesOf(target, list, sides).table;
  };
  const table = declared ?? deriveTable(resource, targetOf);
  const searched = deriveSearchTable(resource, table);
  const tables: TTables = { table, joins: {}, ...(searched ? { searched } : {}) };
  tablesCache.set(resource, tables);
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.type === 'gallery') {
      tables.joins[name] = { table: deriveJoinTable(resource, name, table, files), target: files, targetName: 'files', targetTitle: 'originalName' };
    } else if (field.type === 'references') {
      const target = list.find((r) => r.name === field.reference) ?? resources.find((r) => r.name === field.reference);
      if (!target) throw new Error(`${resource.name}.${name} refers to ${field.reference}, which is not in the registry`);
      const targetTable = tablesOf(target, list, sides).table;
      tables.joins[name] = { table: deriveJoinTable(resource, name, table, targetTable), target: targetTable, targetName: target.name, targetTitle: String(target.title) };
    }
  }
  return tables;
};

/** The registry of these resources and reports, whose server sides are looked for in these folders, in order. */
export const loadServerRegistry = async (
  list: readonly TResource[] = resources,
  folders: readonly string[] = [RESOURCES_DIR],
  reportList: readonly TReport[] = reports,
): Promise<TServerRegistry> => {
  const sides = await findServerSides(list, folders);
  const built = new Map<TResource, TServerResource>();
  const resourceNamed = (name: string) => list.find((r) => r.name === name) ?? resources.find((r) => r.name === name);
  const joinTableOf: TJoinTableOf = (name, field) => {
    const owner = resourceNamed(name);
    const join = owner && entry(owner).joins[field];
    if (!join) throw new Error(`${name}.${field} is not a many-to-many field of the registry`);
    return join.table;
  };
  /** The entry whose records own this resource's rows, for a resource scoped through a reference; checked to end at a scope of its own. */
  const scopeOwnerOf = (resource: TResource): TServerResource | undefined => {
    const { scopedBy } = resource;
    if (typeof scopedBy !== 'object') return undefined;
    const target = resourceNamed(resource.fields[String(scopedBy.through)]!.reference!);
    if (!target?.scopedBy) throw new Error(`${resource.name} is scoped through ${String(scopedBy.through)}, whose resource declares no scopedBy`);
    const seen = new Set([resource.name]);
    for (let next: TResource | undefined = target; typeof next?.scopedBy === 'object'; next = resourceNamed(next.fields[String(next.scopedBy.through)]!.reference!)) {
      if (seen.has(next.name)) throw new Error(`${resource.name} is scoped through a circle of references (${[...seen, next.name].join(' → ')})`);
      seen.add(next.name);
    }
    return entry(target);
  };
  const entry = (resource: TResource): TServerResource => {
    let found = built.get(resource);
    if (!found) {
      found = { resource, ...tablesOf(resource, list, sides), tables: sides.get(resource.name)?.tables ?? {}, extension: {}, joinTableOf };
      // Stored before extending, so that a side that finds its own entry (or one finding it back) gets this one.
      built.set(resource, found);
      const owner = scopeOwnerOf(resource);
      if (owner) found.scopeOwner = owner;
      found.extension = sides.get(resource.name)?.extend?.(found, entry) ?? {};
    }
    return found;
  };
  return { entries: list.map(entry), reports: await findReportSides(reportList, folders), entry };
};

/** The product's registry (`resources/index.ts`), ready when this module is. */
export const serverRegistry = await loadServerRegistry();

export const serverResource = (resource: TResource): TServerResource => serverRegistry.entry(resource);

export const serverResources = (): TServerResource[] => serverRegistry.entries;
