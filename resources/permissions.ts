/** The permission catalogue, derived from the registry; seeded on start and listed by GET /permissions. */
import type { TArea, TResource } from './define.ts';
import type { TReport } from './report.ts';

export type TPermission = { name: string; resource: string; area: TArea };

/** Pages that are not resources but are granted one by one; their permission is `view-<page>`. */
export const PAGES: { name: string; area: TArea }[] = [
  { name: 'dashboard', area: 'analytics' },
  { name: 'daily-revenue', area: 'analytics' },
  { name: 'daily-channel', area: 'analytics' },
  { name: 'daily-campaign', area: 'analytics' },
  { name: 'daily-company-data', area: 'analytics' },
  { name: 'subscriber-sources', area: 'analytics' },
  { name: 'refund-statistics', area: 'analytics' },
];

/** Administration rights that belong to no registry resource yet. */
const SYSTEM: TPermission[] = [{ name: 'list-permissions', resource: 'permissions', area: 'administration' }];

/** The media library: uploading files, and browsing them (the photo picker, the upload checks). */
const FILES: TPermission[] = [
  { name: 'upload-files', resource: 'files', area: 'content' },
  { name: 'list-files', resource: 'files', area: 'content' },
];

/**
 * Reports grant `view-<name>`, or the `view-<group>` of the pages they serve (several reports
 * share `view-dashboard`), beside the resources' rights; each permission listed once.
 */
export const permissionCatalogue = (resources: readonly TResource[], reports: readonly TReport[] = []): TPermission[] => {
  const all: TPermission[] = [
    ...resources.flatMap((r) => r.permissions.map((name) => ({ name, resource: r.name, area: r.area }))),
    ...reports.flatMap((r) => r.permissions.map((name) => ({ name, resource: r.permission ?? r.name, area: r.area }))),
    ...PAGES.map((p) => ({ name: `view-${p.name}`, resource: p.name, area: p.area })),
    ...SYSTEM,
    ...FILES,
  ];
  const seen = new Set<string>();
  return all.filter((p) => !seen.has(p.name) && seen.add(p.name));
};
