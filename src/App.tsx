import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, localStorageStore, type I18nProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { resources } from '../resources/index.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { useAppTheme } from './layout/theme.ts';
import { AuthRedirectPage } from './pages/AuthRedirectPage.tsx';
import { CatchAll } from './pages/CatchAll.tsx';
import { DashboardPage } from './pages/DashboardPage.tsx';
import { ForbiddenPage } from './pages/ForbiddenPage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RedirectPage } from './pages/RedirectPage.tsx';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { resourceIcon } from './layout/menuIcons.tsx';
import { ResourceEntry } from './ResourceEntry.tsx';
import { INBOX_PATH } from './inbox/useInbox.ts';
import { reportRoutes, resourceRoutes } from './routes.tsx';

const store = localStorageStore('1', 'Showrunner');

// Pages that no first screen shows, each in a chunk of its own, loaded when first opened.
const ProfilePage = lazy(() => import('./pages/ProfilePage.tsx').then((module) => ({ default: module.ProfilePage })));
const InboxPage = lazy(() => import('./inbox/InboxPage.tsx').then((module) => ({ default: module.InboxPage })));

/** The app, given its i18n provider, which main.tsx makes once the admin's language is loaded. */
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => {
  const { theme, darkTheme, defaultTheme } = useAppTheme();
  return (
    <Admin
      title="Showrunner"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={AppLayout}
      loginPage={LoginPage}
      catchAll={CatchAll}
      theme={theme}
      darkTheme={darkTheme}
      defaultTheme={defaultTheme}
      requireAuth
      disableTelemetry
    >
      {(permissions: string[]) => (
        <>
          {resources.map((resource) => (
            // Registered for react-admin's references and titles; the screens are routed below at the spec's paths.
            <ResourceEntry
              key={resource.name}
              name={resource.name}
              icon={resourceIcon(resource)}
              recordRepresentation={resource.title as string}
              hasCreate={resource.routes.create !== undefined}
              hasEdit={resource.routes.edit !== undefined}
              hasShow={resource.routes.show !== undefined}
            />
          ))}
          <CustomRoutes noLayout>
            <Route path="/401" element={<ForbiddenPage />} />
            <Route path="/404" element={<NotFoundPage />} />
            <Route path="/auth-redirect" element={<AuthRedirectPage />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/" element={<Navigate to="/dashboard" replace />} />
            <Route path="/dashboard" element={<DashboardPage permissions={permissions} />} />
            <Route path="/profile" element={<Navigate to="/profile/index" replace />} />
            <Route
              path="/profile/index"
              element={
                <Suspense fallback={<Loading />}>
                  <ProfilePage />
                </Suspense>
              }
            />
            <Route path="/redirect/*" element={<RedirectPage />} />
            <Route
              path={INBOX_PATH}
              element={
                <Suspense fallback={<Loading />}>
                  <InboxPage />
                </Suspense>
              }
            />
            {resourceRoutes(permissions ?? [])}
            {reportRoutes(permissions ?? [])}
          </CustomRoutes>
        </>
      )}
    </Admin>
  );
};
