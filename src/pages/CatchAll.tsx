import { usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpen, canViewReport, matchPath, matchReport, type TMatch } from '../navigation.ts';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { ForbiddenScreen, type TForbiddenVerb } from './ForbiddenScreen.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * Every path no route took, inside the shell. A screen of the registry the admin lacks the
 * permission for shows a 403 in place, with the menu and the permission it needs; anything else
 * is /404. Paths starting with /4 pass straight through (spec §4), so a status page is never
 * redirected to another one.
 */
/** The permission a screen needs, as `canAccess` reads it: a show screen follows the list. */
const VERBS: Record<TMatch['screen'], TForbiddenVerb> = { list: 'list', show: 'list', create: 'create', batchCreate: 'create', edit: 'edit' };

export const CatchAll = () => {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<string[]>();
  if (pathname.startsWith('/4')) return pathname.startsWith('/401') ? <ForbiddenPage /> : <NotFoundPage />;
  if (isPending) return null;
  const match = matchPath(pathname);
  if (match !== undefined && !canOpen(permissions ?? [], match)) return <ForbiddenScreen name={match.resource.name} verb={VERBS[match.screen]} />;
  const report = matchReport(pathname);
  if (report !== undefined && !canViewReport(permissions ?? [], report)) return <ForbiddenScreen name={report.name} verb="view" />;
  return <Navigate to="/404" replace />;
};
