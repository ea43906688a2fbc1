/**
 * The app's map of screens, built from the registry: which paths exist, what each is titled,
 * which menu entry it belongs to, and which the signed-in admin may open. The routes, the menu,
 * the breadcrumb and the tags view all read it.
 */
import { AREAS, resourcePath, type TArea, type TResource, type TRoutes } from '../resources/define.ts';
import { resources } from '../resources/index.ts';
import { canAccess } from './access.ts';

export type TScreenKind = keyof TRoutes;

export type TMatch = {
  resource: TResource;
  screen: TScreenKind;
  id?: string;
  /** The menu entry this screen highlights (its resource's list). */
  parentPath: string;
};

export type TMenuEntry = { resource: TResource; path: string; label: string };
export type TMenuArea = { area: TArea; label: string; entries: TMenuEntry[] };

/** i18n key of a resource's menu title. */
export const menuLabel = (resource: TResource): string => resource.menuLabel ?? `resources.${resource.name}.name`;

/** The menu for these permissions: areas in order, entries in their menu order, empty areas left out. */
export const buildMenu = (permissions: readonly string[], list: readonly TResource[] = resources): TMenuArea[] =>
  AREAS.map((area) => ({
    area,
    label: `menu.${area}`,
    entries: list
      .filter((r) => r.area === area && canAccess(permissions, r.name, 'list'))
      .sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0))
      .map((r) => ({ resource: r, path: resourcePath(r, 'list')!, label: menuLabel(r) })),
  })).filter((a) => a.entries.length > 0);

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
