/**
 * The permission catalogue as the role editor lays it out: by area (in the menu's order), then by
 * resource, with one column per kind of right and the resource's own actions together.
 */
import { AREAS } from '../define.ts';

export type TCatalogueEntry = { name: string; resource: string; area: string };

export const COLUMNS = ['list', 'create', 'edit', 'delete', 'actions', 'batch'] as const;
export type TColumn = (typeof COLUMNS)[number];

export type TPermissionCell = { name: string; action: string };
export type TResourceRow = { resource: string; cells: Partial<Record<TColumn, TPermissionCell[]>>; names: string[] };
export type TAreaGroup = { area: string; rows: TResourceRow[]; names: string[] };

/** `edit-tags` → `edit`; resource names may hold dashes, so the resource is cut off the end. */
export const actionOf = ({ name, resource }: TCatalogueEntry): string => name.slice(0, name.length - resource.length - 1);

// A page's right (view-) opens it, as a list right opens a resource's screens.
const columnOf = (action: string): TColumn => {
  switch (action) {
    case 'list':
    case 'view':
      return 'list';
    case 'create':
    case 'edit':
    case 'delete':
      return action;
    case 'batch-action':
      return 'batch';
    default:
      return 'actions';
  }
};

export const groupPermissions = (catalogue: readonly TCatalogueEntry[]): TAreaGroup[] => {
  const areas = [...AREAS, ...new Set(catalogue.map((p) => p.area).filter((a) => !(AREAS as readonly string[]).includes(a)))];
  return areas
    .map((area) => {
      const rows: TResourceRow[] = [];
      for (const entry of catalogue.filter((p) => p.area === area)) {
        let row = rows.find((r) => r.resource === entry.resource);
        if (!row) rows.push((row = { resource: entry.resource, cells: {}, names: [] }));
        const action = actionOf(entry);
        (row.cells[columnOf(action)] ??= []).push({ name: entry.name, action });
        row.names.push(entry.name);
      }
      return { area, rows, names: rows.flatMap((r) => r.names) };
    })
    .filter((group) => group.rows.length > 0);
};
