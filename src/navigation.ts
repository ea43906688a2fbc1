/**
 * The app's map of screens, built from the registry: which paths exist, what each is titled,
 * which menu entry it belongs to, and which the signed-in admin may open. The routes, the menu,
 * the breadcrumb and the tags view all read it.
 */
import { AREAS, resourcePath, type TArea, type TIconName, type TResource, type TRoutes } from '../resources/define.ts';
import { resources } from '../resources/index.ts';
import type { TReport } from '../resources/report.ts';
import { canAccess } from './access.ts';
import { screenReports as reports } from './analytics/analyticsScreens.ts';

export type TScreenKind = keyof TRoutes;

export type TMatch = {
  resource: TResource;
  screen: TScreenKind;
  id?: string;
  /** The menu entry this screen highlights (its resource's list). */
  parentPath: string;
};

/** A resource's list or a report, by the name its labels and permissions go by. */
export type TMenuEntry = { name: string; icon?: TIconName; path: string; label: string };
export type TMenuArea = { area: TArea; label: string; entries: TMenuEntry[] };

/** i18n key of a resource's menu title. */
export const menuLabel = (resource: TResource): string => resource.menuLabel ?? `resources.${resource.name}.name`;

/** Whether these permissions open a report: its `view-<name>`, or the `view-<group>` it shares. */
export const canViewReport = (permissions: readonly string[], report: TReport): boolean => canAccess(permissions, report.permission ?? report.name, 'view');

/** The path of one of a resource's own screens (its declaration's `screens`). */
export const extraScreenPath = (resource: TResource, name: string): string => `${resource.path}/${resource.screens![name]!.path}`;

/** The resource's own screen a path shows, whatever the admin's rights. */
export const matchExtraScreen = (pathname: string, list: readonly TResource[] = resources): { resource: TResource; name: string } | undefined => {
  const path = pathname.replace(/(.)\/$/, '$1');
  for (const resource of list) {
    for (const name of Object.keys(resource.screens ?? {})) if (extraScreenPath(resource, name) === path) return { resource, name };
  }
  return undefined;
};

/** Every own screen of the resources the admin may list: they open with the list permission. */
export const allowedExtraScreens = (permissions: readonly string[], list: readonly TResource[] = resources) =>
  list
    .filter((resource) => canAccess(permissions, resource.name, 'list'))
    .flatMap((resource) => Object.keys(resource.screens ?? {}).map((name) => ({ resource, name, path: extraScreenPath(resource, name) })));

/** The menu for these permissions: areas in order, entries (lists and reports) in their menu order, empty areas left out. */
export const buildMenu = (permissions: readonly string[], list: readonly TResource[] = resources, reportList: readonly TReport[] = reports): TMenuArea[] =>
  AREAS.map((area) => ({
    area,
    label: `menu.${area}`,
    entries: [
      ...list
        .filter((r) => r.area === area && !r.hiddenInMenu && canAccess(permissions, r.name, 'list'))
        .map((r) => ({ order: r.menuOrder ?? 0, entry: { name: r.name, icon: r.icon, path: resourcePath(r, 'list')!, label: menuLabel(r) } })),
      ...list
        .filter((r) => r.area === area && canAccess(permissions, r.name, 'list'))
        .flatMap((r) =>
          Object.entries(r.screens ?? {})
            .filter(([, screen]) => screen.menuOrder !== undefined)
            .map(([key, screen]) => ({ order: screen.menuOrder!, entry: { name: r.name, icon: screen.icon ?? r.icon, path: extraScreenPath(r, key), label: `resources.${r.name}.screens.${key}` } })),
        ),
      ...reportList
        .filter((r) => r.area === area && !r.hiddenInMenu && canViewReport(permissions, r))
        .map((r) => ({ order: r.menuOrder ?? 0, entry: { name: r.name, icon: r.icon, path: r.path, label: `resources.${r.name}.name` } })),
    ]
      .sort((a, b) => a.order - b.order)
      .map(({ entry }) => entry),
  })).filter((a) => a.entries.length > 0);

/** Whether a report's path (`/analytics/daily/channel/:id` holds an id) is this one. */
const isReportPath = (path: string, pathname: string): boolean =>
  path.includes(':id') ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':id', '\\d{1,10}')}$`).test(pathname) : path === pathname;

/** The report a path shows, whatever the admin's rights. */
export const matchReport = (pathname: string, reportList: readonly TReport[] = reports): TReport | undefined =>
  reportList.find((report) => isReportPath(report.path, pathname.replace(/(.)\/$/, '$1')));

const SCREENS: TScreenKind[] = ['create', 'batchCreate', 'edit', 'show', 'list'];

const patternOf = (resource: TResource, screen: TScreenKind): RegExp | undefined => {
  const path = resourcePath(resource, screen);
  if (path === undefined) return undefined;
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':id', '(?<id>[^/]+)');
  return new RegExp(`^${escaped}/?$`);
};

/** How much of a screen's path is fixed text: `/blocks/banners` says more than `/blocks/:id`. */
const literalLength = (resource: TResource, screen: TScreenKind): number => resourcePath(resource, screen)!.replace(/:id/g, '').length;

/**
 * The resource screen a path shows, whatever the admin's rights (the 401/404 decision needs both).
 * A resource nested under another's path (banners under `/blocks`) wins over the other's `:id`, as
 * in the router: the match with the most fixed text is the one.
 */
export const matchPath = (pathname: string, list: readonly TResource[] = resources): TMatch | undefined => {
  // A resource's own screen (`/comments/reports`) is no record of it.
  if (matchExtraScreen(pathname, list)) return undefined;
  let best: (TMatch & { literal: number }) | undefined;
  for (const resource of list) {
    for (const screen of SCREENS) {
      const match = patternOf(resource, screen)?.exec(pathname);
      if (!match) continue;
      const literal = literalLength(resource, screen);
      if (best && best.literal >= literal) continue;
      best = { resource, screen, id: match.groups?.id, parentPath: resourcePath(resource, 'list')!, literal };
    }
  }
  if (!best) return undefined;
  const { literal: _literal, ...match } = best;
  return match;
};

/** Whether these permissions open the screen. */
export const canOpen = (permissions: readonly string[], match: TMatch): boolean =>
  canAccess(permissions, match.resource.name, match.screen);

/** Every screen the admin may open, for the route table and the header search. */
export const allowedScreens = (permissions: readonly string[], list: readonly TResource[] = resources) =>
  list.flatMap((resource) =>
    SCREENS.filter((screen) => resource.routes[screen] !== undefined && canAccess(permissions, resource.name, screen)).map(
      (screen) => ({ resource, screen, path: resourcePath(resource, screen)! }),
    ),
  );
