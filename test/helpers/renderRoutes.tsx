/** The app's resource routes at a path, for a signed-in admin with these permissions, over a test data provider. */
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification, testDataProvider, TestMemoryRouter, type AuthProvider, type DataProvider, type TranslationMessages } from 'react-admin';
import { Routes } from 'react-router-dom';
import { en } from '../../i18n/en.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { zhTW } from '../../i18n/zh-TW.ts';
import type { TLabels, TResource } from '../../resources/define.ts';
import { resourceMessages } from '../../i18n/resourceLabels.ts';
import { canAccess } from '../../src/access.ts';
import type { TReport } from '../../resources/report.ts';
import { reportRoutes, resourceRoutes } from '../../src/routes.tsx';
import { preloadScreens } from './preloadScreens.ts';

await preloadScreens();

const catalogues = { en, 'zh-TW': zhTW, 'zh-CN': zhCN };

/** The app's catalogues with the labels of entities a test adds (a fixture's `i18n.ts`). */
const cataloguesWith = (labels: Record<string, TLabels>): Record<string, TranslationMessages> =>
  Object.fromEntries(
    Object.entries(catalogues).map(([locale, messages]) => [
      locale,
      { ...messages, resources: { ...messages.resources, ...resourceMessages(locale as keyof TLabels, labels).resources } },
    ]),
  );

export type TRenderOptions = {
  locale?: string;
  permissions: string[];
  identity?: { id: number; fullName: string; twoFactorEnabled?: boolean };
  dataProvider?: Partial<DataProvider> & Record<string, unknown>;
  /** The resources to route (the registry by default; a test may add a fixture entity). */
  registry?: readonly TResource[];
  /** The reports to route (the registry's by default; a test may add a fixture report). */
  reports?: readonly TReport[];
  /** The labels of entities and reports the test adds to the registry, by name. */
  labels?: Record<string, TLabels>;
  /** Shows react-admin's notifications, as the layout does. */
  hasNotifications?: boolean;
};

export const renderRoutes = (path: string, { locale = 'en', permissions, identity = { id: 1, fullName: 'Ada' }, dataProvider = {}, registry, reports, labels = {}, hasNotifications = false }: TRenderOptions) => {
  const messages = cataloguesWith(labels);
  const location = { pathname: '', search: '' };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
    getIdentity: async () => identity,
    canAccess: async ({ resource, action }) => canAccess(permissions, resource ?? '', action),
  };
  const provider = testDataProvider(dataProvider as Partial<DataProvider>);
  const view = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => Object.assign(location, { pathname: l.pathname, search: l.search })}>
      <AdminContext
        dataProvider={provider}
        authProvider={authProvider}
        i18nProvider={polyglotI18nProvider((l) => messages[l] ?? messages.en!, locale, { allowMissing: false })}
        store={memoryStore()}
      >
        <Routes>
          {resourceRoutes(permissions, registry)}
          {reportRoutes(permissions, reports)}
        </Routes>
        {hasNotifications && <Notification />}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, location, provider };
};
