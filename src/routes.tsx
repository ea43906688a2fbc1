/** The routes of every resource screen the signed-in admin may open, at the spec's paths. */
import type { ReactElement } from 'react';
import { Route, useParams } from 'react-router-dom';
import { ResourceContextProvider } from 'react-admin';
import type { TResource } from '../resources/define.ts';
import { resources } from '../resources/index.ts';
import { allowedScreens } from './navigation.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { viewsOf } from './resourceViews.tsx';

/** Id parameters are digits only (spec §2); anything else is not a page. */
const DigitsOnly = ({ children }: { children: ReactElement }) => {
  const { id } = useParams();
  return id === undefined || /^\d{1,10}$/.test(id) ? children : <NotFoundPage />;
};

export const resourceRoutes = (permissions: readonly string[], list: readonly TResource[] = resources) =>
  allowedScreens(permissions, list).flatMap(({ resource, screen, path }) => {
    const element = viewsOf(resource)[screen];
    if (!element) return [];
    return [
      <Route
        key={path}
        path={path}
        element={
          <ResourceContextProvider value={resource.name}>
            <DigitsOnly>{element}</DigitsOnly>
          </ResourceContextProvider>
        }
      />,
    ];
  });
