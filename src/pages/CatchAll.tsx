import { usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpen, matchPath } from '../navigation.ts';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { ForbiddenScreen } from './ForbiddenScreen.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * Every path no route took, inside the shell. A screen of the registry the admin lacks the
 * permission for shows a 403 in place, with the menu and the permission it needs; anything else
 * is /404. Paths starting with /4 pass straight through (spec §4), so a status page is never
 * redirected to another one.
 */
export const CatchAll = () => {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<string[]>();
  if (pathname.startsWith('/4')) return pathname.startsWith('/401') ? <ForbiddenPage /> : <NotFoundPage />;
  if (isPending) return null;
  const match = matchPath(pathname);
  if (match !== undefined && !canOpen(permissions ?? [], match)) return <ForbiddenScreen match={match} />;
  return <Navigate to="/404" replace />;
};
