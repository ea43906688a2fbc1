/** The routes of every resource screen and report the signed-in admin may open, at the spec's paths. */
import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { Loading, ResourceContextProvider, useGetOne } from 'react-admin';
import { isIdParam, type TResource } from '../resources/define.ts';
import { resources } from '../resources/index.ts';
import { screenReports } from './analytics/analyticsScreens.ts';
import type { TReport } from '../resources/report.ts';
import { allowedExtraScreens, allowedScreens, canViewReport } from './navigation.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { replaceTag, tagsStore } from './layout/tagsStore.ts';
import { extraScreen, resourceScreen } from './resourceViews.tsx';

/**
 * A serial number in an edit or show path (spec §2: video paths accept non-digit ids) is looked
 * up and replaced by the record's id, so that the screen and its saves use the id.
 */
const AlternateKeyRedirect = ({ resource, value }: { resource: TResource; value: string }) => {
  const { pathname } = useLocation();
  const { data, error, isPending } = useGetOne(resource.name, { id: value }, { retry: false });
  const target = data ? pathname.replace(`/${encodeURIComponent(value)}`, `/${data.id}`) : undefined;
  // The tab opened for the serial number's path becomes the id's, rather than one tab more for the same record.
  useEffect(() => {
    if (target) tagsStore.set((current) => replaceTag(current, pathname, target));
  }, [pathname, target]);
  if (isPending) return null;
  if (error || !target) return <NotFoundPage />;
  return <Navigate replace to={target} />;
};

/** Id parameters are digits only (spec §2), or a resource's alternate key where it has one; anything else is not a page. */
const IdGuard = ({ resource, children }: { resource: TResource; children: ReactElement }) => {
  const { id } = useParams();
  if (id === undefined || /^\d{1,10}$/.test(id)) return children;
  return isIdParam(resource, id) ? <AlternateKeyRedirect resource={resource} value={id} /> : <NotFoundPage />;
};

export const resourceRoutes = (permissions: readonly string[], list: readonly TResource[] = resources) => [
  ...allowedExtraScreens(permissions, list).map(({ resource, name, path }) => (
    <Route key={path} path={path} element={<ResourceContextProvider value={resource.name}>{extraScreen(resource, name)}</ResourceContextProvider>} />
  )),
  ...allowedScreens(permissions, list).map(({ resource, screen, path }) => (
    <Route
      key={path}
      path={path}
      element={
        // Keyed by the route: going from one screen to another (an edit to a create) starts a new
        // form instead of carrying the previous screen's values over.
        <ResourceContextProvider key={path} value={resource.name}>
          <IdGuard resource={resource}>{resourceScreen(resource, screen)}</IdGuard>
        </ResourceContextProvider>
      }
    />
  )),
];

// Loaded with the first report opened, in a chunk of its own.
const ReportScreen = lazy(() => import('./analytics/ReportScreen.tsx').then((module) => ({ default: module.ReportScreen })));

/** Each report the admin may view, at its path, as the generic report screen (or the analytics page drawn from it). */
export const reportRoutes = (permissions: readonly string[], list: readonly TReport[] = screenReports) =>
  list
    .filter((report) => canViewReport(permissions, report))
    .map((report) => (
      <Route
        key={report.path}
        path={report.path}
        element={
          <Suspense fallback={<Loading />}>
            <ReportScreen report={report} />
          </Suspense>
        }
      />
    ));
