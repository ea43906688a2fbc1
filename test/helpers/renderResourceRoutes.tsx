/** Renders the app's resource screens for a registry and a permission list, on a stub data provider. */
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, testDataProvider, TestMemoryRouter, type DataProvider, type TranslationMessages } from 'react-admin';
import { Routes } from 'react-router-dom';
import { en } from '../../i18n/en.ts';
import type { TResource } from '../../resources/define.ts';
import { canAccess } from '../../src/access.ts';
import { resourceRoutes } from '../../src/routes.tsx';

export const renderResourceRoutes = (options: {
  path: string;
  registry: readonly TResource[];
  permissions: readonly string[];
  dataProvider: Partial<DataProvider>;
}) =>
  render(
    <TestMemoryRouter initialEntries={[options.path]}>
      <AdminContext
        dataProvider={testDataProvider(options.dataProvider)}
        authProvider={{
          login: async () => undefined,
          logout: async () => undefined,
          checkAuth: async () => undefined,
          checkError: async () => undefined,
          getPermissions: async () => options.permissions,
          canAccess: async ({ resource, action }) => canAccess(options.permissions, resource ?? '', action),
        }}
        i18nProvider={polyglotI18nProvider(() => en as unknown as TranslationMessages, 'en', { allowMissing: true })}
        store={memoryStore()}
      >
        <Routes>{resourceRoutes(options.permissions, options.registry)}</Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
